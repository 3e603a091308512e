import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackLimits } from '../../shared/account-safety/feedback-rules';
import { uploadMessages } from '../../shared/account-safety/upload-rules';
import { ErrorCodes } from '../../shared/error-codes';
import { issueGrant } from '../../server/features/upload/upload-grant';
import { demoAccounts } from '../../server/seed/demo-data';
import { startTestApp, type TestApp } from './test-app';
import { specText } from '../fixtures/spec-texts';

/** The local storage driver: STS grant, direct upload with limits, files served with safe types. */
describe('local uploads', () => {
  let t: TestApp;
  let token: string;
  const root = mkdtempSync(join(tmpdir(), 'uploads-'));
  const put = (key: string, body: Buffer, grant: string) =>
    t.app.inject({ method: 'PUT', url: `/api/upload/local?key=${encodeURIComponent(key)}`, payload: body, headers: { 'content-type': 'application/octet-stream', 'x-upload-grant': grant } });

  beforeAll(async () => {
    process.env.UPLOAD_DIR = root;
    process.env.UPLOAD_GRANT_SECRET = 'test-secret';
    t = await startTestApp('pglite');
    token = (await t.login('staff', 'teacher', demoAccounts.teacher.password)).content.token;
  });
  afterAll(async () => {
    await t.close();
    delete process.env.UPLOAD_DIR;
    delete process.env.UPLOAD_GRANT_SECRET;
    rmSync(root, { recursive: true, force: true });
  });

  it('answers temporary credentials to a signed-in user only', async () => {
    const sts = (await t.get('/api/get/ali/sts', token)).content;
    expect(sts).toMatchObject({ AccessKeyId: 'local', driver: 'local', uploadUrl: '/api/upload/local' });
    expect(new Date(sts.Expiration).getTime()).toBeGreaterThan(Date.now());
    expect((await t.get('/api/get/ali/sts')).code).toBe(ErrorCodes.InvalidToken);
    expect((await t.get('/api/get/aws/sts', token)).message).toBe(specText.uploadMessages.tokenFailed);
  });

  it('stores an upload under its key and serves it as its own type, never sniffed', async () => {
    const grant = (await t.get('/api/get/ali/sts', token)).content.SecurityToken;
    const key = 'video-transcoding/public/2026-11-22/42-图 1.png';
    const res = await put(key, Buffer.alloc(2049, 1), grant);
    expect(res.json()).toMatchObject({ success: true, content: { name: '42-图 1.png', url: `/api/files/${key}`, length: 3 } });
    expect(readFileSync(join(root, key)).length).toBe(2049);
    const served = await t.app.inject({ method: 'GET', url: encodeURI(`/api/files/${key}`) });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-disposition': 'inline' });
  });

  it('refuses bad grants, unsafe keys, refused types, empty and oversized files', async () => {
    const grant = (await t.get('/api/get/ali/sts', token)).content.SecurityToken;
    const expired = issueGrant({ subject: 'staff-2', expiresAt: Date.now() - 1 }, 'test-secret');
    const forged = issueGrant({ subject: 'staff-2', expiresAt: Date.now() + 60_000 }, 'other-secret');
    const ok = 'video-transcoding/public/x/1-a.png';
    expect((await put(ok, Buffer.from('x'), expired)).json().message).toBe(uploadMessages.grantInvalid);
    expect((await put(ok, Buffer.from('x'), forged)).statusCode).toBe(401);
    expect((await put('video-transcoding/../../etc/a.png', Buffer.from('x'), grant)).json().message).toBe(uploadMessages.badKey);
    expect((await put('elsewhere/a.png', Buffer.from('x'), grant)).json().message).toBe(uploadMessages.badKey);
    expect((await put('video-transcoding/public/x/1-a.html', Buffer.from('<script>'), grant)).json().message).toBe(uploadMessages.typeRefused);
    expect((await put('video-transcoding/public/x/1-a.svg', Buffer.from('<svg/>'), grant)).json().message).toBe(uploadMessages.typeRefused);
    expect((await put(ok, Buffer.alloc(0), grant)).json().message).toBe(specText.uploadMessages.noFile);
    const big = await put('video-transcoding/public/x/1-a.txt', Buffer.alloc(5 * 1024 * 1024 + 1), grant);
    expect([big.statusCode, big.json().message]).toEqual([413, uploadMessages.tooLarge]);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/video-transcoding/public/x/1-a.txt' })).statusCode).toBe(404);
  });

  it('holds feedback images to the dialog limits: jpeg, jpg or png of at most 3145728 bytes', async () => {
    const grant = (await t.get('/api/get/ali/sts', token)).content.SecurityToken;
    expect((await put('video-transcoding/feedback/1-a.gif', Buffer.from('GIF89a'), grant)).json().message).toBe(specText.feedbackMessages.imageType);
    const big = await put('video-transcoding/feedback/1-a.png', Buffer.alloc(feedbackLimits.maxImageBytes + 1), grant);
    expect([big.statusCode, big.json().message]).toEqual([413, specText.feedbackMessages.imageSize]);
    const fits = await put('video-transcoding/feedback/2-a.png', Buffer.alloc(feedbackLimits.maxImageBytes), grant);
    expect(fits.json()).toMatchObject({ success: true, content: { length: 3072 } });
  });
});
