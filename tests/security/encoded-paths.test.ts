import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipBans } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { backends } from '../server/test-database';
import { startTestApp, type TestApp } from '../server/test-app';

const banned = '203.0.113.70';
const { userName, password } = demoAccounts.student;
const signIn = JSON.stringify({ userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' });

/** An answer under /java-api or /api: always the JSON envelope, never a bare HTTP error. */
function expectEnvelope(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.statusCode).toBeLessThan(500);
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ success: expect.any(Boolean), code: expect.any(String), message: expect.any(String) });
  expect(body.code).not.toBe('SysError');
  return body as { success: boolean; code: string; message: string };
}

describe.each(backends)('encoded and unusual paths on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { ipBanCacheMs: 0 });
    await t.database.db.insert(ipBans).values({ ip: banned, remark: '测试封禁' });
  });
  afterAll(() => t.close());

  const send = (url: string, payload = signIn, remoteAddress = '198.51.100.9', contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType }, remoteAddress });

  it.each(['/java-api/student/stu/login', '/%6Aava-api/student/stu/login', '/java-api/student/stu/%6Cogin', '/%6a%61va-api/student/stu/login', '/web/../java-api/student/stu/login', '//java-api/student/stu/login'])(
    'a banned address is refused at %s',
    async (url) => {
      const body = expectEnvelope(await send(url, signIn, banned));
      expect(body.code).toBe('AuthFailure');
      expect(body.message).toBe('您的IP地址已被封禁，请联系平台管理员');
    },
  );

  it('the same encoded path signs in from an address that is not banned', async () => {
    expect(expectEnvelope(await send('/%6Aava-api/student/stu/login')).success).toBe(true);
  });

  it.each([
    ['malformed percent-encoding', '/java-api/student/stu/%E0%A4%A'],
    ['a lone percent sign', '/java-api/%'],
    ['an unknown encoded path', '/%6Aava-api/no/such/call'],
    ['an encoded slash', '/java-api%2Fstudent%2Fstu%2Flogin'],
    ['a doubled slash', '//java-api/student/stu/login'],
    ['an unknown /api path', '/%61pi/no/such/call'],
  ])('%s answers the envelope', async (_name, url) => {
    const body = expectEnvelope(await send(url));
    expect(body.success).toBe(false);
  });

  it.each([
    ['GET', '/java-api/student/stu/login'],
    ['PUT', '/%6Aava-api/student/stu/login'],
    ['DELETE', '/api/get/user'],
    ['GET', `/api/get/${'a'.repeat(200)}/sts`],
    ['GET', '/api/get/%ZZ/sts'],
  ])('%s %s (no such call, or a path the router cannot read) answers the envelope', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url, remoteAddress: '198.51.100.9' });
    expect(expectEnvelope(res).success).toBe(false);
  });

  it('bad JSON and a wrong content type on an encoded path answer the InvalidParameter envelope', async () => {
    expect(expectEnvelope(await send('/%6Aava-api/student/stu/login', '{"userName":')).code).toBe('InvalidParameter');
    expect(expectEnvelope(await send('/%6Aava-api/student/stu/login', 'userName=x', undefined, 'text/plain')).code).toBe('InvalidParameter');
    expect(expectEnvelope(await send('/%6Aava-api/student/stu/login', 'userName=x', undefined, 'application/x-www-form-urlencoded')).code).toBe('InvalidParameter');
  });

  it('a banned address is refused on unknown and malformed API paths too, and the web app is still served to it', async () => {
    expect(expectEnvelope(await send('/%6Aava-api/no/such/call', signIn, banned)).code).toBe('AuthFailure');
    const page = await t.app.inject({ method: 'GET', url: '/login', remoteAddress: banned });
    expect(page.statusCode).toBe(404); // no build in tests: the web app's own plain answer, not an envelope
    expect(String(page.headers['content-type'])).toMatch(/^text\/plain/);
  });
});
