import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../server/openapi-document';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends, type Backend } from '../server/test-database';
import { startTestApp, type TestApp } from '../server/test-app';
import { fieldsOf, hostile, plausible, type Schema } from './schema-arbitrary';

/**
 * A bounded, deterministic fuzz of every operation of the contract, as each kind of caller: plausible
 * requests with one field made hostile (wrong type, integer past any column, NUL, huge text), a
 * required field missing, an unknown field, or a hostile body altogether. Every answer must be the
 * contract's envelope, never a system error or an HTTP 5xx. Figures are printed, not timed.
 */
type Operation = { operationId: string; security?: Record<string, unknown>[]; parameters?: { name: string; in: string; schema?: Schema }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
// The contract as the server loads it, with the database's limits: plausible values reach those edges.
const bundle = loadOpenApiDocument() as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
const resolve = (ref: string) => bundle.components.schemas[ref.replace('#/components/schemas/', '')];

const seed = Number(process.env.CONTRACT_FUZZ_SEED) || 20261127;
/**
 * Cases per operation for each caller it admits (one for each caller it turns away), kept small for
 * the test run; CONTRACT_FUZZ_CASES=n (and CONTRACT_FUZZ_SEED) dig deeper by hand.
 */
const casesPer = (backend: Backend) => Number(process.env.CONTRACT_FUZZ_CASES) || (backend === 'pglite' ? 4 : 5);
/** Operations that end or change a session run last, so the other operations are fuzzed with live sessions. */
const sessionEnding = /logout|password/i;
const destructive = /delete|remove|quit|transfer|state|valid|enabled|block|stop|leave|convert|clear/i;

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;
const operations = Object.entries(bundle.paths)
  .flatMap(([path, item]) => methods.filter((m) => item[m]?.operationId).map((method) => ({ path, method, op: item[method] as Operation })))
  .sort((a, b) => rank(a.path + a.op.operationId) - rank(b.path + b.op.operationId));
function rank(name: string): number {
  return sessionEnding.test(name) ? 2 : destructive.test(name) ? 1 : 0;
}

type Case = { body: unknown; raw?: string; query: Record<string, unknown>; pathValues: Record<string, unknown> };

function casesFor(path: string, op: Operation): fc.Arbitrary<Case> {
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const params = op.parameters ?? [];
  const query = fc.record(Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, fc.oneof(plausible(p.schema, resolve), hostile)])), { requiredKeys: [] });
  const pathValues = fc.record(Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, fc.oneof(plausible(p.schema, resolve), hostile)])));
  const base = plausible(bodySchema, resolve);
  const { names, required } = fieldsOf(bodySchema, resolve);
  const mutated: fc.Arbitrary<Pick<Case, 'body' | 'raw'>>[] = [
    // Plausible requests as often as all the hostile ones together, so the handlers behind validation are reached.
    base.map((body) => ({ body })),
    base.map((body) => ({ body })),
    base.map((body) => ({ body })),
    fc.tuple(base, hostile).map(([, body]) => ({ body })),
    fc.constantFrom('{"a":', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '[]', '"x"', '1e400').map((raw) => ({ body: undefined, raw })),
  ];
  if (names.length) {
    mutated.push(fc.tuple(base, fc.constantFrom(...names), hostile).map(([body, name, value]) => ({ body: { ...(body as object), [name]: value } })));
    mutated.push(fc.tuple(base, fc.constantFrom(...names), hostile).map(([body, name, value]) => ({ body: { ...(body as object), [name]: [value] } })));
    mutated.push(base.map((body) => ({ body: { ...(body as object), zzUnknown: 1 } })));
  }
  if (required.length) mutated.push(fc.tuple(base, fc.constantFrom(...required)).map(([body, name]) => ({ body: Object.fromEntries(Object.entries(body as object).filter(([key]) => key !== name)) })));
  return fc.record({ mutation: fc.oneof(...mutated), query, pathValues }).map(({ mutation, query: q, pathValues: pv }) => ({ ...mutation, query: q, pathValues: pv }));
}

/** A lone surrogate cannot be percent-encoded: it is sent as the invalid UTF-8 bytes it would be. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function urlOf(path: string, c: Case): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encode(String(c.pathValues[name] ?? 'x')));
  const query = Object.entries(c.query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encode(name)}=${encode(typeof value === 'string' ? value : JSON.stringify(value))}`)
    .join('&');
  return query ? `${filled}?${query}` : filled;
}

function seedOf(text: string): number {
  let hash = seed;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const callers = ['admin', 'principal', 'student', 'anonymous'] as const;
type Caller = (typeof callers)[number];
const schemeOf: Record<Caller, string | null> = { admin: 'adminToken', principal: 'staffToken', student: 'studentToken', anonymous: null };

/** Whether the operation admits this kind of caller: the others are all turned away at the session check. */
function admits(op: Operation, caller: Caller): boolean {
  const alternatives = op.security ?? [];
  if (!alternatives.length || alternatives.some((alt) => !Object.keys(alt).length)) return true;
  const scheme = schemeOf[caller];
  return scheme !== null && alternatives.some((alt) => scheme in alt);
}

describe.each(backends)('contract fuzz on %s', (backend) => {
  let t: TestApp;
  const tokens: Partial<Record<Caller, string>> = {};
  const signIn = async () => {
    tokens.admin = (await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password, '127.0.0.1')).content?.token;
    tokens.principal = (await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password, '127.0.0.1')).content?.token;
    tokens.student = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password, '127.0.0.1')).content?.token;
  };
  beforeAll(async () => {
    // Its own database: the fuzz deletes rows and changes passwords.
    t = await startTestApp(backend);
    await signIn();
  });
  afterAll(() => t.close());

  it('every operation, as every caller, answers the envelope and never a system error', { timeout: 300_000 }, async () => {
    let sent = 0;
    const sysErrors: string[] = [];
    const broken: string[] = [];
    const codes = new Map<string, number>();
    let lastRank = 0;
    for (const { path, method, op } of operations) {
      const opRank = rank(path + op.operationId);
      // Sessions the earlier operations ended are renewed (when the password still works).
      if (opRank !== lastRank) await signIn();
      lastRank = opRank;
      for (const caller of callers) {
        const cases = fc.sample(casesFor(path, op), { seed: seedOf(`${op.operationId} ${caller}`), numRuns: admits(op, caller) ? casesPer(backend) : 1 });
        for (const c of cases) {
          const url = urlOf(path, c);
          const payload = method === 'get' ? undefined : (c.raw ?? (c.body === undefined ? undefined : JSON.stringify(c.body)));
          const headers: Record<string, string> = { ...(payload !== undefined ? { 'content-type': 'application/json' } : {}), ...(tokens[caller as Exclude<Caller, 'anonymous'>] ? { authorization: tokens[caller as Exclude<Caller, 'anonymous'>]! } : {}) };
          const what = `${caller} ${method.toUpperCase()} ${url} ${(payload ?? '').slice(0, 200)}`;
          sent += 1;
          let res;
          try {
            res = await t.app.inject({ method: method.toUpperCase() as 'POST', url, payload, headers, remoteAddress: `10.66.${sent % 250}.${(sent >> 8) % 250}` });
          } catch (error) {
            broken.push(`${what}\n  ${(error as Error).message.slice(0, 600)}`);
            continue;
          }
          const type = String(res.headers['content-type'] ?? '');
          if (res.statusCode >= 500) sysErrors.push(`${what} → HTTP ${res.statusCode}`);
          // Files the contract documents (checked by the test app) and /version.json are not envelopes.
          if (!type.startsWith('application/json') || !/^\/(java-api|api)\//.test(path)) continue;
          const answer = res.json();
          if (typeof answer?.success !== 'boolean' || typeof answer.code !== 'string' || typeof answer.message !== 'string') broken.push(`${what} → not an envelope: ${res.body.slice(0, 200)}`);
          if (process.env.CONTRACT_FUZZ_SHOW === answer?.code) console.log(`${what} → ${answer.message}`);
          if (answer?.code === 'SysError') sysErrors.push(`${what} → SysError`);
          codes.set(answer?.code, (codes.get(answer?.code) ?? 0) + 1);
        }
      }
    }
    console.log(`contract fuzz on ${backend}: ${operations.length} operations × ${callers.length} callers; fuzz requests sent: ${sent}; SysError answers: ${sysErrors.length}; answers outside the contract: ${broken.length}; answers by code: ${[...codes].map(([code, n]) => `${code} ${n}`).join(', ')}`);
    expect(sysErrors).toEqual([]);
    expect(broken).toEqual([]);
  });
});
