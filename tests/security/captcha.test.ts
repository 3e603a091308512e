import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges } from '../../server/db/schema';
import { defaultThrottlePolicy } from '../../server/features/session/login-throttle';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport } from '../../shared/password-transport';
import { backends } from '../server/test-database';
import { loginPaths, startTestApp, type TestApp } from '../server/test-app';

const policy = { ...defaultThrottlePolicy, baseDelayMs: 1, maxDelayMs: 5 };
const challengePath = '/java-api/auth/captcha/challenge';

function signIn(t: TestApp, ip: string, userName: string, password: string, captchaVerifyParam?: string) {
  return t.post(loginPaths.staff, { userName, password: encodePasswordForTransport(password), ...(captchaVerifyParam === undefined ? {} : { captchaVerifyParam }) }, undefined, ip);
}

async function failThrice(t: TestApp, ip: string, names: string[]) {
  const answers = [];
  for (const name of names) answers.push(await signIn(t, ip, name, 'Wrong@2026'));
  return answers;
}

describe.each(backends)('the built-in sign-in captcha on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { throttlePolicy: policy, captcha: 'configured' });
  });
  afterAll(() => t.close());

  /** A fresh challenge and its answer, read from the database as only the server could. */
  async function solvedChallenge(): Promise<{ id: string; answer: string; image: string }> {
    const answer = await t.post(challengePath);
    expect(answer.success).toBe(true);
    expect(answer.content.provider).toBe('builtin');
    const [row] = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, answer.content.id));
    return { ...answer.content, answer: row.answer };
  }

  it('is not asked for before three failures', async () => {
    const { userName, password } = demoAccounts.teacher;
    const answers = await failThrice(t, '10.40.0.1', [userName, userName]);
    expect(answers.map((a) => a.content)).toEqual([null, null]);
    expect((await signIn(t, '10.40.0.1', userName, password)).success).toBe(true);
  });

  it('is asked for after three failures of an account: the third failure says so, a missing answer gets CaptchaFailure', async () => {
    const { userName, password } = demoAccounts.principal;
    const answers = await failThrice(t, '10.41.0.1', [userName, userName, userName]);
    expect(answers[2]).toMatchObject({ code: 'InvalidUserNameOrPassword', content: { captchaRequired: true } });
    // From another address too: the account's failures count.
    const refused = await signIn(t, '10.41.0.2', userName, password);
    expect(refused).toMatchObject({ success: false, code: 'CaptchaFailure', message: '人机验证未通过，请重试', content: { code: 'CaptchaFailure' } });
    expect((await signIn(t, '10.41.0.2', userName, password, 'not-a-challenge:ABCDE')).code).toBe('CaptchaFailure');
  });

  it('refuses a wrong answer, accepts the right one, and each challenge answers once', async () => {
    const { userName, password } = demoAccounts.principal;
    const wrong = await solvedChallenge();
    const wrongAnswer = wrong.answer === 'AAAAA' ? 'CCCCC' : 'AAAAA';
    expect((await signIn(t, '10.41.0.3', userName, password, `${wrong.id}:${wrongAnswer}`)).code).toBe('CaptchaFailure');
    // A wrong guess used the challenge up: its right answer no longer counts.
    expect((await signIn(t, '10.41.0.3', userName, password, `${wrong.id}:${wrong.answer}`)).code).toBe('CaptchaFailure');

    const right = await solvedChallenge();
    expect((await signIn(t, '10.41.0.3', userName, password, `${right.id}:${right.answer.toLowerCase()}`)).success).toBe(true);
    expect(await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, right.id))).toHaveLength(0);
    // The sign-in forgot the account's failures; the same answer again is not needed and, once failures return, not accepted.
    await failThrice(t, '10.41.0.4', [userName, userName, userName]);
    expect((await signIn(t, '10.41.0.4', userName, password, `${right.id}:${right.answer}`)).code).toBe('CaptchaFailure');
  });

  it('is asked for after three failures from an address, whatever the accounts', async () => {
    await failThrice(t, '10.42.0.1', ['nobody-1', 'nobody-2', 'nobody-3']);
    const { userName, password } = demoAccounts.teacher;
    expect((await signIn(t, '10.42.0.1', userName, password)).code).toBe('CaptchaFailure');
    const challenge = await solvedChallenge();
    expect((await signIn(t, '10.42.0.1', userName, password, `${challenge.id}:${challenge.answer}`)).success).toBe(true);
  });

  it('refuses an answer given after the challenge expired', async () => {
    await failThrice(t, '10.43.0.1', ['nobody-4', 'nobody-5', 'nobody-6']);
    const challenge = await solvedChallenge();
    await t.database.db.update(captchaChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(captchaChallenges.id, challenge.id));
    expect((await signIn(t, '10.43.0.1', demoAccounts.teacher.userName, demoAccounts.teacher.password, `${challenge.id}:${challenge.answer}`)).code).toBe('CaptchaFailure');
  });

  it('a failed captcha does not count as a guess, so it cannot lock the account', async () => {
    const { userName, password } = demoAccounts.admin;
    const admin = (ip: string, param?: string) =>
      t.post(loginPaths.admin, { userName, password: encodePasswordForTransport(password), ...(param ? { captchaVerifyParam: param } : {}) }, undefined, ip);
    for (let i = 0; i < 3; i += 1) await t.post(loginPaths.admin, { userName, password: encodePasswordForTransport('Wrong@2026') }, undefined, '10.44.0.1');
    for (let i = 0; i < policy.account.lockAfter + 2; i += 1) expect((await admin('10.44.0.2')).code).toBe('CaptchaFailure');
    const challenge = await solvedChallenge();
    expect((await admin('10.44.0.2', `${challenge.id}:${challenge.answer}`)).success).toBe(true);
  });

  it('draws the characters as shapes: the picture holds no text and not the answer', async () => {
    const { image, answer } = await solvedChallenge();
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).toContain('<path');
    expect(svg).not.toMatch(/<text|<tspan|font/i);
    expect(svg).not.toContain(answer);
    expect(answer).toMatch(/^[2-9A-Z]{5}$/);
  });
});

describe('Aliyun captcha 2.0 by configuration', () => {
  const secret = 'test-secret';
  const requests: URLSearchParams[] = [];
  let fake: Server;
  let t: TestApp;

  beforeAll(async () => {
    // Stands in for captcha.cn-shanghai.aliyuncs.com: answers VerifyIntelligentCaptcha as Aliyun documents.
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        requests.push(form);
        res.setHeader('content-type', 'application/json');
        const verifyResult = form.get('CaptchaVerifyParam') === 'aliyun-says-human';
        res.end(JSON.stringify({ RequestId: 'r-1', Success: true, Code: 'Success', Message: 'success', Result: { VerifyResult: verifyResult, VerifyCode: verifyResult ? 'T001' : 'F001' } }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/`;
    t = await startTestApp(backends[0], {
      throttlePolicy: policy,
      captcha: 'configured',
      env: { CAPTCHA_PROVIDER: 'aliyun', ALIYUN_CAPTCHA_ACCESS_KEY_ID: 'test-key', ALIYUN_CAPTCHA_ACCESS_KEY_SECRET: secret, ALIYUN_CAPTCHA_SCENE_ID: 'scene-1', ALIYUN_CAPTCHA_PREFIX: 'prefix-1', ALIYUN_CAPTCHA_ENDPOINT: endpoint },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => fake?.close(resolve));
  });

  it('passes captchaVerifyParam to VerifyIntelligentCaptcha, signed, and follows its VerifyResult', async () => {
    const { userName, password } = demoAccounts.teacher;
    await failThrice(t, '10.50.0.1', [userName, userName, userName]);
    expect((await signIn(t, '10.50.0.1', userName, password, 'aliyun-says-bot')).code).toBe('CaptchaFailure');
    expect((await signIn(t, '10.50.0.1', userName, password, 'aliyun-says-human')).success).toBe(true);

    expect(requests).toHaveLength(2);
    const form = requests[1];
    expect(Object.fromEntries([...form].filter(([k]) => !['Signature', 'SignatureNonce', 'Timestamp'].includes(k)))).toEqual({
      Action: 'VerifyIntelligentCaptcha',
      Version: '2023-03-05',
      Format: 'JSON',
      AccessKeyId: 'test-key',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      CaptchaVerifyParam: 'aliyun-says-human',
      SceneId: 'scene-1',
    });
    expect(form.get('Timestamp')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // The signature Aliyun would compute (RPC signature version 1.0) over the other fields.
    const encode = (v: string) => encodeURIComponent(v).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const canonical = [...form].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
    const expected = createHmac('sha1', `${secret}&`).update(`POST&%2F&${encode(canonical)}`).digest('base64');
    expect(form.get('Signature')).toBe(expected);
  });

  it('answers the challenge with the scene and prefix for Aliyun\'s script, and no built-in picture', async () => {
    const answer = await t.post(challengePath);
    expect(answer.success).toBe(true);
    expect(answer.content).toEqual({ provider: 'aliyun', sceneId: 'scene-1', prefix: 'prefix-1' });
  });
});
