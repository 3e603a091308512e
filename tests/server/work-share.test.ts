import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../shared/error-codes';
import { libraryMessages } from '../../shared/library/library-rules';
import { sharedWorkRuns, shareLinks } from '../../server/db/schema';
import { sharedRunLimits, sharedRunMessages, takeSharedRun } from '../../server/features/works/shared-run-limit';
import { skipSandboxSuites } from '../../server/judge/test-support';
import { sharedRunCppOnly } from '../../server/features/works/work-share';
import { workMissing } from '../../server/features/works/works-model';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { studentToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const share = (path: string) => `/java-api/student/work/share/${path}`;
const open = (token: string) => ({ token });

/**
 * /MiniWorksDetails: a student shares one of their works by a link that opens exactly that work,
 * read-only and without a session, until it expires or the student revokes it. The links are the
 * library's share links (256-bit token, only its hash stored), with the target kind "work".
 */
describe.each(backends)('work share links on %s', (backend) => {
  let t: TestApp;
  let me: string;
  let classmate: string;
  let otherSchoolStudent: string;
  let principal: string;

  const save = async (body: object, token = me) => (await t.post('/java-api/student/work/save', body, token)).content as { id: number };
  const create = (workId: number, days = 7, token = me) => t.post(share('create'), { workId, days }, token);

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    me = await studentToken(t);
    classmate = await studentToken(t, 'student2', 'Student2026');
    otherSchoolStudent = await studentToken(t, 'other-student', otherPrincipal.password);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
  });
  afterAll(() => t.close());

  it('opens exactly the shared work, read-only, to anyone holding the token, and stores only its hash', async () => {
    const turtle = await save({ kind: 'python', title: '彩色星星', source: 'import turtle\nturtle.forward(100)' });
    const created = await create(turtle.id);
    expect(created).toMatchObject({ success: true, content: { link: { targetKind: 'work', targetId: turtle.id, revokedAt: null } } });
    const { token } = created.content as { token: string };
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, created.content.link.id));
    expect(row).toMatchObject({ creatorKind: 'student', targetKind: 'work', targetId: turtle.id });
    expect(row.tokenHash).not.toContain(token);

    const opened = await t.post('/api/share/work/open', open(token));
    expect(opened.content).toMatchObject({ kind: 'python', title: '彩色星星', source: 'import turtle\nturtle.forward(100)', author: '张同学', schoolName: '示范编程学校' });
    // A changed token opens nothing.
    expect((await t.post('/api/share/work/open', open(token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA')))).message).toBe(libraryMessages.shareInvalid);
    // A work link is not an album link, nor the reverse.
    expect((await t.post('/api/share/open', open(token))).message).toBe(libraryMessages.shareInvalid);
    // The saved source is what opens: a later save shows through the same link.
    await t.post('/java-api/student/work/save', { id: turtle.id, kind: 'python', title: '彩色星星', source: 'print("新版本")' }, me);
    expect((await t.post('/api/share/work/open', open(token))).content.source).toBe('print("新版本")');
  });

  it("refuses to share another student's work, another school's, or one in the recycle bin", async () => {
    const mine = await save({ kind: 'cpp', title: '我的 C++', source: 'int main(){}' });
    expect(await create(mine.id, 7, classmate)).toMatchObject({ success: false, code: ErrorCodes.NotFound, message: workMissing });
    expect(await create(mine.id, 7, otherSchoolStudent)).toMatchObject({ success: false, message: workMissing });
    // Staff have no works of their own to share this way.
    expect((await create(mine.id, 7, principal)).success).toBe(false);
    expect((await create(mine.id, 31)).code).toBe(ErrorCodes.InvalidParameter);
    const { token } = (await create(mine.id)).content;
    await t.post('/java-api/student/work/deleteCpp', { id: mine.id }, me);
    expect((await create(mine.id)).message).toBe(workMissing);
    // A work moved to the recycle bin reads as an invalid link; restored, the link opens again.
    expect((await t.post('/api/share/work/open', open(token))).message).toBe(libraryMessages.shareInvalid);
    await t.post('/java-api/student/userOperate/restoreWork', { id: mine.id }, me);
    expect((await t.post('/api/share/work/open', open(token))).content.title).toBe('我的 C++');
  });

  it('says an expired link has expired', async () => {
    const work = await save({ kind: 'block', title: '小猫跳舞', source: '{}' });
    const { link, token } = (await create(work.id, 1)).content;
    expect((await t.post('/api/share/work/open', open(token))).success).toBe(true);
    await t.database.db.update(shareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shareLinks.id, link.id));
    expect(await t.post('/api/share/work/open', open(token))).toMatchObject({ success: false, code: ErrorCodes.ActionFailure, message: libraryMessages.shareExpired });
  });

  it('lets only the student who made a link list and revoke it; a revoked link says so', async () => {
    const work = await save({ kind: 'python', title: '猜数字', source: 'print(1)' });
    const { link, token } = (await create(work.id)).content;
    expect((await t.post(share('list'), { workId: work.id }, me)).content.map((l: { id: number }) => l.id)).toEqual([link.id]);
    expect((await t.post(share('list'), { workId: work.id }, classmate)).message).toBe(workMissing);
    // A classmate, another school and the library's revoke call (albums only) all find nothing to revoke.
    expect((await t.post(share('revoke'), { id: link.id }, classmate)).success).toBe(false);
    expect((await t.post(share('revoke'), { id: link.id }, otherSchoolStudent)).success).toBe(false);
    expect((await t.post('/java-api/school/share/revoke', { id: link.id }, principal)).success).toBe(false);
    expect((await t.post('/api/share/work/open', open(token))).success).toBe(true);
    expect(await t.post(share('revoke'), { id: link.id }, me)).toMatchObject({ success: true, message: '已撤销' });
    expect(await t.post('/api/share/work/open', open(token))).toMatchObject({ success: false, message: libraryMessages.shareRevoked });
    expect((await t.post(share('revoke'), { id: link.id }, me)).success).toBe(false);
    expect((await t.post(share('list'), { workId: work.id }, me)).content[0].revokedAt).not.toBeNull();
  });

  it('runs on the server only shared C++ works, and only through a live link', async () => {
    const python = await save({ kind: 'python', title: 'Python', source: 'print(1)' });
    const { token } = (await create(python.id)).content;
    expect((await t.post('/api/share/work/runCpp', { token, stdin: '' })).message).toBe(sharedRunCppOnly);
    // /s-link hands a work token on to /MiniWorksDetails.
    expect((await t.post('/api/share/resolve', { token })).content).toEqual({ kind: 'work' });
    expect((await t.post('/api/share/work/runCpp', { token: 'not-a-token', stdin: '' })).message).toBe(libraryMessages.shareInvalid);
  });

  it('limits runs of shared C++ works per visitor address and per link, before anything reaches the judge', async () => {
    const { db } = t.database;
    const cpp = await save({ kind: 'cpp', title: '加法', source: 'int main(){return 0;}' });
    const { link: made, token } = (await create(cpp.id)).content as { link: { id: number }; token: string };
    const link = { id: made.id, token };
    const run = (ip: string) => t.post('/api/share/work/runCpp', { token: link.token, stdin: '' }, undefined, ip);
    // A visitor who ran it as often as a minute allows is refused (with the message), others are not held up by them.
    await db.insert(sharedWorkRuns).values(Array.from({ length: sharedRunLimits.perAddressPerMinute }, () => ({ linkId: link.id, ip: '203.0.113.7' })));
    expect(await run('203.0.113.7')).toMatchObject({ success: false, code: ErrorCodes.ActionFailure, message: sharedRunMessages.address });
    await expect(takeSharedRun(db, link.id, '203.0.113.8')).resolves.toBeUndefined();
    // Runs older than a minute no longer count.
    await db.update(sharedWorkRuns).set({ createdAt: new Date(Date.now() - 2 * 60_000) }).where(eq(sharedWorkRuns.ip, '203.0.113.7'));
    await expect(takeSharedRun(db, link.id, '203.0.113.7')).resolves.toBeUndefined();
    // One link run from many addresses: the link's own limit.
    const crowd = sharedRunLimits.perLinkPerMinute - 2;
    await db.insert(sharedWorkRuns).values(Array.from({ length: crowd }, (_, i) => ({ linkId: link.id, ip: `198.51.100.${i + 1}` })));
    expect(await run('192.0.2.1')).toMatchObject({ success: false, code: ErrorCodes.ActionFailure, message: sharedRunMessages.link });
    // Another link of the same work is its own count.
    const fresh = (await create(cpp.id)).content as { link: { id: number } };
    await expect(takeSharedRun(db, fresh.link.id, '192.0.2.2')).resolves.toBeUndefined();
  });
});

describe.skipIf(skipSandboxSuites).each(backends)('shared C++ work run on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('runs the saved program of the link, never text the visitor sends', async () => {
    const me = await studentToken(t);
    const source = '#include <iostream>\nint main(){int a,b;std::cin>>a>>b;std::cout<<a*b<<std::endl;}';
    const work = (await t.post('/java-api/student/work/save', { kind: 'cpp', title: '乘法', source }, me)).content;
    const { token } = (await t.post(share('create'), { workId: work.id, days: 3 }, me)).content;
    expect((await t.post('/api/share/work/runCpp', { token, stdin: '6 7' })).content).toMatchObject({ verdict: 'OK', stdout: '42\n' });
    // The body has no room for a program of the visitor's own.
    expect((await t.post('/api/share/work/runCpp', { token, stdin: '', source: 'int main(){}' })).code).toBe(ErrorCodes.InvalidParameter);
  });
});
