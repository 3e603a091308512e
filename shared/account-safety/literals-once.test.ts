import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { limits, messages } from '../messages';
import { feedbackLimits, feedbackMessages } from './feedback-rules';
import { noticeMessages } from './notice-rules';
import { passwordMessages } from './password-rules';
import { isPhonePattern, phoneMessages, phonePattern } from './phone-rules';
import { uploadMessages } from './upload-rules';

/**
 * Issue 5, "done means": every message and constant of sections 4, 5, 8 and 9 that the account
 * features touch is written once in the code (in a shared module, so client and server agree)
 * and is covered by a test. This scans the sources the way a reviewer would grep them.
 */
const repo = join(__dirname, '..', '..');
const thisFile = relative(repo, __filename);

const isTest = (path: string) => /\.test\.tsx?$/.test(path);
const isGenerated = (path: string) => path.includes('/generated/') || /\.gen\.[a-z]+$/.test(path);

function filesUnder(dir: string): string[] {
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : filesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const allFiles = ['src', 'server', 'shared', 'tests'].flatMap(filesUnder).map((path) => ({ path, text: readFileSync(join(repo, path), 'utf8') }));
const codeFiles = allFiles.filter((f) => !f.path.startsWith('tests/') && !isTest(f.path) && !isGenerated(f.path));
const testFiles = allFiles.filter((f) => isTest(f.path) && f.path !== thisFile);

interface Literal {
  /** How code and tests refer to it, e.g. passwordMessages.mismatch. */
  name: string;
  /** The text a grep would find. */
  pattern: RegExp;
  /** Files where the same characters mean something else, with the reason. */
  elsewhere?: Record<string, string>;
  /** Tests may assert the literal itself instead of the name. */
  text: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Spec numbers that messages are built from: the message's own text is what is around them. */
const numbersInMessages = [feedbackLimits.maxContentLength].map(String);

/** Fixed parts of a message (a template is called with a marker where its argument goes). */
function fixedParts(value: string | ((arg: string) => string)): string[] {
  const text = typeof value === 'string' ? value : value('\u0000');
  const parts = numbersInMessages.reduce((all, n) => all.flatMap((p) => p.split(n)), text.split('\u0000'));
  if (parts.length === 1) return parts;
  // Around an argument only the distinctive pieces count (a bare 个字符 is every length message).
  return parts.map((part) => part.replace(/^[，。\s]+|[，。\s]+$/g, '')).filter((part) => part.length >= 4);
}

function textLiterals(group: string, values: Record<string, string | ((arg: string) => string)>, keys = Object.keys(values)): Literal[] {
  return keys.flatMap((key) => fixedParts(values[key]).map((text) => ({ name: `${group}.${key}`, pattern: new RegExp(escape(text), 'g'), text })));
}

/** A number as written in code, with or without digit separators (120000 or 120_000). */
function numberLiteral(name: string, value: number, elsewhere?: Record<string, string>): Literal {
  const digits = String(value).split('').join('_?');
  return { name, pattern: new RegExp(`(?<![\\w.])${digits}(?![\\w.])`, 'g'), text: String(value), elsewhere };
}

const sectionEightKeys: (keyof typeof messages)[] = [
  'loginExpired', 'serverFault', 'requestTimeout', 'unknownError', 'networkError', 'accessDenied', 'loggedOut',
  'accountChangedTitle', 'accountChanged', 'accountLoggedOutTitle', 'accountLoggedOut',
];

const listed: Literal[] = [
  ...textLiterals('passwordMessages', passwordMessages),
  ...textLiterals('phoneMessages', phoneMessages),
  ...textLiterals('feedbackMessages', feedbackMessages),
  ...textLiterals('uploadMessages', uploadMessages),
  ...textLiterals('noticeMessages', noticeMessages),
  // Section 8 messages this work shows (the rest of messages.ts belongs to sign-in and the request layer).
  ...textLiterals('messages', messages, sectionEightKeys),
  { name: 'cssChunkLoadFailed', pattern: /CSS_CHUNK_LOAD_FAILED/g, text: 'CSS_CHUNK_LOAD_FAILED' },
  numberLiteral('feedbackLimits.maxImageBytes', feedbackLimits.maxImageBytes),
  numberLiteral('feedbackLimits.maxContentLength', feedbackLimits.maxContentLength, { 'src/features/oj-contest/scoreboard-table.tsx': 'the scoreboard refreshes every 15 seconds', 'server/features/message-app/message-dispatcher.ts': 'the message outbox is polled every 15 seconds' }),
  numberLiteral('limits.chunkLoadTimeoutMs', limits.chunkLoadTimeoutMs),
  { name: 'phonePattern', pattern: new RegExp(escape('1[3-9]\\d{9}'), 'g'), text: phonePattern.source },
];

/** A message built from another (smsText states codeValidity) is checked once, under the first name. */
const literals = listed.filter((l, i) => listed.findIndex((o) => o.text === l.text) === i);

describe('literals of sections 4, 5, 8 and 9', () => {
  it.each(literals.map((l) => [l.name, l.text, l] as const))('%s (%s) is written in one code file only', (_name, _text, literal) => {
    const found = codeFiles.filter((f) => (f.text.match(literal.pattern)?.length ?? 0) > 0 && !literal.elsewhere?.[f.path]);
    const counts = found.map((f) => `${f.path} ×${f.text.match(literal.pattern)!.length}`);
    expect(counts).toEqual([expect.stringMatching(/ ×1$/)]);
  });

  it.each(literals.map((l) => [l.name, l.text, l] as const))('%s (%s) is asserted by a test', (name, text) => {
    const covering = testFiles.filter((f) => f.text.includes(name) || f.text.includes(text));
    expect(covering.map((f) => f.path)).not.toEqual([]);
  });

  it('the contract states the phone pattern of section 5 wherever it checks a number', () => {
    const contract = readdirSync(join(repo, 'openapi', 'entities')).map((name) => readFileSync(join(repo, 'openapi', 'entities', name), 'utf8'));
    const patterns = contract.flatMap((text) => [...text.matchAll(/pattern: '([^']*1\[3-9\][^']*)'/g)].map((m) => m[1]));
    expect(patterns.length).toBeGreaterThan(0);
    for (const p of patterns) expect(isPhonePattern(p), p).toBe(true);
  });
});
