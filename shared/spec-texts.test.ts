import { describe, expect, it } from 'vitest';
import { specLiterals, specTranslations, type SpecLiteral, type SpecTranslation } from '../tests/fixtures/spec-texts';
import { readSpec, skipSpecComparisons } from '../tests/support/specification';
import { feedbackMessages } from './account-safety/feedback-rules';
import { passwordMessages } from './account-safety/password-rules';
import { phoneMessages } from './account-safety/phone-rules';
import { uploadMessages } from './account-safety/upload-rules';
import { messages } from './messages';

/**
 * The table of the specification's texts that the message tests assert against: each entry is still
 * written in its section of the specification, and the constant the code shows is exactly that text.
 */
const constants: Record<string, Record<string, unknown>> = { messages, passwordMessages, phoneMessages, feedbackMessages, uploadMessages };

const rows = <T extends SpecLiteral>(table: Record<string, Record<string, T>>) =>
  Object.entries(table).flatMap(([group, entries]) => Object.entries(entries).map(([key, entry]) => [`${group}.${key}`, entry] as const));

/** The text under a heading ('8. The error catalogue › Messages': the Messages heading inside section 8), up to the next heading. */
function sectionText(spec: string, section: string): string {
  const lines = spec.split('\n');
  let from = 0;
  for (const title of section.split(' › ')) {
    from = lines.findIndex((line, i) => i >= from && /^#+ /.test(line) && line.replace(/^#+ /, '') === title);
    if (from < 0) throw new Error(`the specification has no heading "${title}" (${section})`);
    from += 1;
  }
  const to = lines.findIndex((line, i) => i >= from && /^#+ /.test(line));
  return lines.slice(from, to < 0 ? undefined : to).join('\n');
}

describe('the specification texts the tests assert against', () => {
  it.skipIf(skipSpecComparisons).each(rows(specLiterals))('%s is written in its section of the specification', (_name, entry) => {
    expect(sectionText(readSpec('specification.md'), entry.section)).toContain(entry.text);
  });

  it.skipIf(skipSpecComparisons).each(rows<SpecTranslation>(specTranslations))('%s translates words of its section of the specification', (_name, entry) => {
    expect(sectionText(readSpec('specification.md'), entry.section)).toContain(entry.english);
  });

  it.each([...rows(specLiterals), ...rows<SpecTranslation>(specTranslations)])('%s: the code shows exactly this text', (name, entry) => {
    const [group, key] = name.split('.');
    expect(constants[group][key], name).toBe(entry.text);
  });
});
