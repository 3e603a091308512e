import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableSize, uploadMessages } from '../../shared/account-safety/upload-rules';
import { ErrorCodes } from '../../shared/error-codes';
import { libraryMessages } from '../../shared/library/library-rules';
import { shareLinks } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const kb = 1024;

/**
 * 资源库: files go in through upload grants of the school's own library folder, count in the
 * per-school quota (1 MiB here) until deleted; share links open one album, expire, are
 * revocable, are stored hashed, and no school reaches another's albums, files or links.
 */
describe.each(backends)('school resource library on %s', (backend) => {
  let t: TestApp;
  let principal: string;
  let intruder: string;
  const root = mkdtempSync(join(tmpdir(), 'library-'));

  const upload = async (fileName: string, bytes: number, token = principal, folder = 'library') => {
    const sts = await t.get(`/api/get/ali/sts?${new URLSearchParams({ fileName, size: String(bytes), folder })}`, token);
    if (!sts.success) return sts;
    const res = await t.app.inject({ method: 'PUT', url: `/api/upload/local?key=${encodeURIComponent(sts.content.key)}`, payload: Buffer.alloc(bytes, 7), headers: { 'content-type': 'application/octet-stream', 'x-upload-grant': sts.content.SecurityToken } });
    return res.json();
  };

  beforeAll(async () => {
    process.env.UPLOAD_DIR = root;
    process.env.SCHOOL_STORAGE_QUOTA_MB = '1';
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
  });
  afterAll(async () => {
    await t.close();
    delete process.env.UPLOAD_DIR;
    delete process.env.SCHOOL_STORAGE_QUOTA_MB;
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps uploads in albums within the quota, refuses a file past it, and gives the bytes back on delete', async () => {
    const album = await t.post('/java-api/school/library/album/create', { name: '机器人课件', description: '第一学期' }, principal);
    expect(album.success, album.message).toBe(true);
    const photo = await upload('作品 1.png', 600 * kb);
    expect(photo.success, photo.message).toBe(true);
    const added = await t.post('/java-api/school/library/addFiles', { albumId: album.content.id, files: [{ name: '作品 1.png', url: photo.content.url }] }, principal);
    expect(added.content).toMatchObject([{ albumName: '机器人课件', name: '作品 1.png', fileType: 'image', sizeBytes: 600 * kb }]);
    expect((await t.post('/java-api/school/library/usage', {}, principal)).content).toEqual({ usedBytes: 600 * kb, quotaBytes: 1024 * kb });

    // Past the quota: refused before any byte is sent, with the quota named.
    const tooMuch = await upload('课堂.mp4', 600 * kb);
    expect(tooMuch).toMatchObject({ success: false, message: uploadMessages.quotaExceeded(readableSize(1024 * kb)) });
    // Wrong type: refused by the same limits as every upload.
    expect((await upload('page.html', 10)).message).toBe(uploadMessages.typeRefused);
    // The same upload cannot be added twice, nor one outside the library folder, nor a made-up URL.
    expect((await t.post('/java-api/school/library/addFiles', { albumId: album.content.id, files: [{ name: 'again', url: photo.content.url }] }, principal)).message).toBe(libraryMessages.alreadyAdded);
    const elsewhere = await upload('头像.png', 10, principal, 'feedback');
    expect((await t.post('/java-api/school/library/addFiles', { albumId: album.content.id, files: [{ name: 'x', url: elsewhere.content.url }] }, principal)).message).toBe(libraryMessages.notThisSchool);
    const forged = photo.content.url.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    expect((await t.post('/java-api/school/library/addFiles', { albumId: album.content.id, files: [{ name: 'x', url: forged }] }, principal)).message).toBe(libraryMessages.notThisSchool);

    // Search by name and album, filter by type.
    const found = await t.post('/java-api/school/library/files', { keyword: '机器人', fileType: 'image' }, principal);
    expect(found.content.list.map((f: { name: string }) => f.name)).toEqual(['作品 1.png']);
    expect((await t.post('/java-api/school/library/files', { fileType: 'video' }, principal)).content.total).toBe(0);

    // An album with files is not deleted; deleting the file removes the object and frees the room.
    expect((await t.post('/java-api/school/library/album/delete', { id: album.content.id }, principal)).success).toBe(false);
    const key = photo.content.url.slice('/api/files/'.length);
    expect(existsSync(join(root, key))).toBe(true);
    expect((await t.post('/java-api/school/library/removeFile', { id: added.content[0].id }, principal)).success).toBe(true);
    expect(existsSync(join(root, key))).toBe(false);
    // Only the feedback image (outside the library, 10 bytes) is still counted.
    expect((await t.post('/java-api/school/library/usage', {}, principal)).content.usedBytes).toBe(10);
    expect((await upload('课堂.mp4', 600 * kb)).success).toBe(true);
    expect((await t.post('/java-api/school/library/album/delete', { id: album.content.id }, principal)).success).toBe(true);
  });

  it('keeps each school to its own albums, files and uploads', async () => {
    const album = await t.post('/java-api/school/library/album/create', { name: '校内资料' }, principal);
    const photo = await upload('a.png', 100);
    const file = (await t.post('/java-api/school/library/addFiles', { albumId: album.content.id, files: [{ name: 'a.png', url: photo.content.url }] }, principal)).content[0];
    expect((await t.post('/java-api/school/library/files', {}, intruder)).content.total).toBe(0);
    expect((await t.post('/java-api/school/library/album/queryList', {}, intruder)).content.total).toBe(0);
    expect((await t.post('/java-api/school/library/removeFile', { id: file.id }, intruder)).code).toBe(ErrorCodes.NotFound);
    // Another school cannot put our upload in its album, nor add to our album.
    const theirs = await t.post('/java-api/school/library/album/create', { name: '他校' }, intruder);
    expect((await t.post('/java-api/school/library/addFiles', { albumId: theirs.content.id, files: [{ name: 'x', url: photo.content.url }] }, intruder)).message).toBe(libraryMessages.notThisSchool);
    const their = await upload('b.png', 100, intruder);
    expect((await t.post('/java-api/school/library/addFiles', { albumId: album.content.id, files: [{ name: 'b', url: their.content.url }] }, intruder)).message).toBe(libraryMessages.albumMissing);
    expect((await t.post('/java-api/school/share/create', { targetKind: 'album', targetId: album.content.id, days: 7 }, intruder)).message).toBe(libraryMessages.albumMissing);
  });

  it('opens one album by an unguessable share link until it expires or is revoked', async () => {
    const album = await t.post('/java-api/school/library/album/create', { name: '公开课' }, principal);
    const photo = await upload('海报.png', 100);
    await t.post('/java-api/school/library/addFiles', { albumId: album.content.id, files: [{ name: '海报.png', url: photo.content.url }] }, principal);
    const other = await t.post('/java-api/school/library/album/create', { name: '内部' }, principal);

    const created = await t.post('/java-api/school/share/create', { targetKind: 'album', targetId: album.content.id, days: 7 }, principal);
    const { token, link } = created.content;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Stored hashed: the token itself is nowhere in the table.
    const rows = await t.database.db.select().from(shareLinks);
    expect(JSON.stringify(rows)).not.toContain(token);

    const opened = await t.post('/api/share/open', { token });
    expect(opened.content).toMatchObject({ kind: 'album', name: '公开课', files: [{ name: '海报.png', fileType: 'image' }] });
    expect(opened.content.files).toHaveLength(1);
    expect(JSON.stringify(opened.content)).not.toContain('内部');
    expect((await t.post('/api/share/open', { token: token.slice(0, -2) + 'xx' })).message).toBe(libraryMessages.shareInvalid);
    expect((await t.post('/api/share/open', { token: '' })).success).toBe(false);
    expect((await t.post('/java-api/school/share/create', { targetKind: 'album', targetId: other.content.id, days: 31 }, principal)).code).toBe(ErrorCodes.InvalidParameter);

    // Another school can neither list nor revoke it.
    expect((await t.post('/java-api/school/share/revoke', { id: link.id }, intruder)).success).toBe(false);
    const listed = await t.post('/java-api/school/share/list', { targetKind: 'album', targetId: album.content.id }, principal);
    expect(listed.content.map((l: { id: number }) => l.id)).toEqual([link.id]);

    // Expired: refused with its reason.
    const old = (await t.post('/java-api/school/share/create', { targetKind: 'album', targetId: album.content.id, days: 1 }, principal)).content;
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(shareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shareLinks.id, old.link.id));
    expect((await t.post('/api/share/open', { token: old.token })).message).toBe(libraryMessages.shareExpired);
    // /s-link resolves a live album token to the album, and an expired or revoked one to its reason.
    expect((await t.post('/api/share/resolve', { token })).content).toEqual({ kind: 'album' });
    expect((await t.post('/api/share/resolve', { token: old.token })).message).toBe(libraryMessages.shareExpired);

    // Revoked: closed at once.
    expect((await t.post('/java-api/school/share/revoke', { id: link.id }, principal)).success).toBe(true);
    expect((await t.post('/api/share/open', { token })).message).toBe(libraryMessages.shareRevoked);
    expect((await t.post('/api/share/resolve', { token })).message).toBe(libraryMessages.shareRevoked);
  });

  it('hands out file addresses that stop working once their link is revoked or expired', async () => {
    const { eq } = await import('drizzle-orm');
    const album = await t.post('/java-api/school/library/album/create', { name: '汇报演出' }, principal);
    const photo = await upload('合影.png', 100);
    await t.post('/java-api/school/library/addFiles', { albumId: album.content.id, files: [{ name: '合影.png', url: photo.content.url }] }, principal);
    const read = (url: string) => t.app.inject({ method: 'GET', url });
    const share = async () => {
      const { token, link } = (await t.post('/java-api/school/share/create', { targetKind: 'album', targetId: album.content.id, days: 7 }, principal)).content;
      const [file] = (await t.post('/api/share/open', { token })).content.files;
      return { link, url: file.url as string };
    };

    const first = await share();
    // Never the storage address itself: a saved address must not outlive the link.
    expect(first.url).not.toContain(photo.content.url);
    expect(first.url.startsWith('/api/share/file?')).toBe(true);
    const ok = await read(first.url);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.length).toBe(100);
    expect(ok.headers['cache-control']).toBe('no-store');
    // A forged signature, or the signature moved to another file or link, reads nothing.
    expect((await read(first.url.replace(/([?&]s=)[^&]+/, '$1' + 'A'.repeat(43)))).statusCode).toBe(404);
    const second = await share();
    const signatureOf = (url: string) => new URL(url, 'http://x').searchParams.get('s')!;
    expect((await read(second.url.replace(signatureOf(second.url), signatureOf(first.url)))).statusCode).toBe(404);
    // Lengthening the address's life breaks its signature.
    expect((await read(first.url.replace(/([?&]e=)(\d+)/, (_m, p, e) => `${p}${Number(e) + 3600}`))).statusCode).toBe(404);

    // Revoked: the address handed out before is cut off at once.
    expect((await t.post('/java-api/school/share/revoke', { id: first.link.id }, principal)).success).toBe(true);
    const revoked = await read(first.url);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json().message).toBe(libraryMessages.shareRevoked);
    // Expired: the same.
    await t.database.db.update(shareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shareLinks.id, second.link.id));
    expect((await read(second.url)).json().message).toBe(libraryMessages.shareExpired);
  });
});
