import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackLimits } from '../../shared/account-safety/feedback-rules';
import { uploadMessages } from '../../shared/account-safety/upload-rules';
import { ErrorCodes } from '../../shared/error-codes';
import { uploadGrants } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { startTestApp, type TestApp } from './test-app';
import { specText } from '../fixtures/spec-texts';

/** The local storage driver: a grant per file, direct upload with limits, files served with safe types. */
describe('local uploads', () => {
  let t: TestApp;
  let token: string;
  const root = mkdtempSync(join(tmpdir(), 'uploads-'));
  const put = (key: string, body: Buffer, grant: string) =>
    t.app.inject({ method: 'PUT', url: `/api/upload/local?key=${encodeURIComponent(key)}`, payload: body, headers: { 'content-type': 'application/octet-stream', 'x-upload-grant': grant } });
  const sts = (fileName: string, size: number, folder?: string, cloud = 'ali', as = token) =>
    t.get(`/api/get/${cloud}/sts?${new URLSearchParams({ fileName, size: String(size), ...(folder ? { folder } : {}) })}`, as);

  beforeAll(async () => {
    process.env.UPLOAD_DIR = root;
    t = await startTestApp('pglite');
    token = (await t.login('staff', 'teacher', demoAccounts.teacher.password)).content.token;
  });
  afterAll(async () => {
    await t.close();
    delete process.env.UPLOAD_DIR;
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a grant for one file, under a key the server chose, to a signed-in user only', async () => {
    const grant = (await sts('a.png', 10)).content;
    expect(grant).toMatchObject({ AccessKeyId: 'local', driver: 'local', uploadUrl: '/api/upload/local', maxBytes: 10 });
    expect(grant.key).toMatch(/^video-transcoding\/public\/\d{4}-\d{2}-\d{2}\/school-1\/staff-\d+\/[0-9a-f]{32}-a\.png$/);
    expect(new Date(grant.Expiration).getTime()).toBeGreaterThan(Date.now());
    expect((await t.get('/api/get/ali/sts?fileName=a.png&size=10')).code).toBe(ErrorCodes.InvalidToken);
    expect((await sts('a.png', 10, undefined, 'aws')).message).toBe(specText.uploadMessages.tokenFailed);
    expect((await sts('a.png', 10, '../etc')).code).toBe(ErrorCodes.InvalidParameter);
  });

  it('stores an upload under its key and serves it as its own type, never sniffed', async () => {
    const grant = (await sts('图 1.png', 2049)).content;
    const res = await put(grant.key, Buffer.alloc(2049, 1), grant.SecurityToken);
    const name = grant.key.slice(grant.key.lastIndexOf('/') + 1);
    expect(name).toMatch(/^[0-9a-f]{32}-图 1\.png$/);
    expect(res.json()).toMatchObject({ success: true, content: { name, url: `/api/files/${grant.key}`, length: 3 } });
    expect(readFileSync(join(root, grant.key)).length).toBe(2049);
    const served = await t.app.inject({ method: 'GET', url: encodeURI(`/api/files/${grant.key}`) });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-disposition': 'inline' });
  });

  it('refuses bad grants, unsafe keys, refused types, empty and oversized files', async () => {
    const expired = (await sts('a.png', 1)).content;
    await t.database.db.update(uploadGrants).set({ expiresAt: new Date(Date.now() - 1) });
    expect((await put(expired.key, Buffer.from('x'), expired.SecurityToken)).json().message).toBe(uploadMessages.grantInvalid);
    const grant = (await sts('a.png', 1)).content;
    expect((await put(grant.key, Buffer.from('x'), 'forged-token')).statusCode).toBe(401);
    expect((await put('video-transcoding/../../etc/a.png', Buffer.from('x'), grant.SecurityToken)).json().message).toBe(uploadMessages.badKey);
    expect((await put('elsewhere/a.png', Buffer.from('x'), grant.SecurityToken)).json().message).toBe(uploadMessages.badKey);
    expect((await sts('a.html', 8)).message).toBe(uploadMessages.typeRefused);
    expect((await sts('a.svg', 6)).message).toBe(uploadMessages.typeRefused);
    expect((await sts('a.png', 0)).message).toBe(specText.uploadMessages.noFile);
    expect((await put(grant.key, Buffer.alloc(0), grant.SecurityToken)).json().message).toBe(specText.uploadMessages.noFile);
    const tooBig = await sts('a.txt', 5 * 1024 * 1024 + 1);
    expect([tooBig.code, tooBig.message]).toEqual([ErrorCodes.InvalidParameter, uploadMessages.tooLarge]);
    const small = (await sts('b.txt', 100)).content;
    const big = await put(small.key, Buffer.alloc(101), small.SecurityToken);
    expect([big.statusCode, big.json().message]).toEqual([413, uploadMessages.tooLarge]);
    expect((await t.app.inject({ method: 'GET', url: encodeURI(`/api/files/${small.key}`) })).statusCode).toBe(404);
  });

  it('holds feedback images to the dialog limits: jpeg, jpg or png of at most 3145728 bytes', async () => {
    expect((await sts('a.gif', 6, 'feedback')).message).toBe(specText.feedbackMessages.imageType);
    expect((await sts('a.png', feedbackLimits.maxImageBytes + 1, 'feedback')).message).toBe(specText.feedbackMessages.imageSize);
    const grant = (await sts('a.png', feedbackLimits.maxImageBytes, 'feedback')).content;
    expect(grant.key).toMatch(/^video-transcoding\/feedback\//);
    const fits = await put(grant.key, Buffer.alloc(feedbackLimits.maxImageBytes), grant.SecurityToken);
    expect(fits.json()).toMatchObject({ success: true, content: { length: 3072 } });
  });
});
