import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApiDocument } from '../../server/openapi-document';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from '../server/test-database';
import { startTestApp, type TestApp } from '../server/test-app';

type Operation = { operationId: string; security?: Record<string, unknown>[]; requestBody?: unknown };
const document = loadOpenApiDocument() as { paths: Record<string, Record<string, Operation>> };

/** Every POST of the contract that needs a session (none of its security alternatives is empty). */
const guarded = Object.entries(document.paths).flatMap(([url, item]) => {
  const op = item.post;
  return op?.security?.length && op.security.every((alt) => Object.keys(alt).length > 0) ? [{ url, op }] : [];
});

describe.each(backends)('a caller without a valid session hears that first on %s', (backend) => {
  let t: TestApp;
  let studentToken: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    studentToken = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
  });
  afterAll(() => t.close());

  it('the contract has guarded operations to sweep', () => {
    expect(guarded.length).toBeGreaterThan(300);
  });

  const wrongBodies = [
    ['{"pageNum":true,"id":"x","unknownField":1}', 'application/json'],
    ['{"broken":', 'application/json'],
    ['id=1', 'text/plain'],
  ];
  // An unknown token costs a session lookup per call: one wrong body each is enough to show the order.
  it.each([
    ['no token', undefined, wrongBodies],
    ['an unknown token', 'Bearer 0123456789abcdef', wrongBodies.slice(0, 1)],
  ])('with %s, every guarded operation answers InvalidToken whatever is wrong with the body', async (_name, authorization, bodies) => {
    const wrong: string[] = [];
    for (const { url } of guarded) {
      for (const [payload, type] of bodies) {
        const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type, ...(authorization ? { authorization } : {}) } });
        const answer = res.json();
        if (answer.code !== 'InvalidToken') wrong.push(`${url} (${type}) → ${answer.code} ${answer.message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a student token on a staff operation with a wrong body answers InvalidToken, not a field message', async () => {
    const answer = await t.post('/java-api/school/stu/detail', { id: 'x', extra: 1 }, studentToken);
    expect(answer.code).toBe('InvalidToken');
    expect(answer.message).toBe('登录已过期，请重新登录');
  });
});
