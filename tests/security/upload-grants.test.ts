import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableSize, uploadMessages } from '../../shared/account-safety/upload-rules';
import { ErrorCodes } from '../../shared/error-codes';
import { schoolStorage } from '../../server/db/schema';
import { storageQuotaBytes } from '../../server/features/upload/storage-quota';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal } from '../server/crud-fixtures';
import { backends } from '../server/test-database';
import { startTestApp, type TestApp } from '../server/test-app';

/**
 * An upload grant opens one key the server chose, for one user, once, up to its size, while the
 * session that asked lasts; an object once stored keeps its bytes; a school cannot pass its quota.
 */
describe.each(backends)('upload grants on %s', (backend) => {
  let t: TestApp;
  let teacherA: string;
  let studentA: string;
  let studentB: string;
  let schoolB: number;
  const root = mkdtempSync(join(tmpdir(), 'upload-grants-'));

  const grantFor = async (token: string, fileName: string, size: number) => {
    const answer = await t.get(`/api/get/ali/sts?${new URLSearchParams({ fileName, size: String(size) })}`, token);
    if (!answer.success) throw new Error(answer.message);
    return answer.content as { key: string; SecurityToken: string; maxBytes: number };
  };
  const put = (key: string, body: Buffer, grant: string) =>
    t.app.inject({ method: 'PUT', url: `/api/upload/local?key=${encodeURIComponent(key)}`, payload: body, headers: { 'content-type': 'application/octet-stream', 'x-upload-grant': grant } });
  const stored = (key: string) => readFileSync(join(root, key));
  const used = async (schoolId: number) => (await t.database.db.select().from(schoolStorage).where(eq(schoolStorage.schoolId, schoolId)))[0]?.usedBytes ?? 0;
  const login = async (kind: 'staff' | 'student', userName: string, password: string) => (await t.login(kind, userName, password)).content.token as string;

  beforeAll(async () => {
    process.env.UPLOAD_DIR = root;
    t = await startTestApp(backend);
    schoolB = (await addOtherSchool(t.database.db)).school.id;
    teacherA = await login('staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
    studentA = await login('student', demoAccounts.student.userName, demoAccounts.student.password);
    studentB = await login('student', 'other-student', otherPrincipal.password);
  });
  afterAll(async () => {
    await t.close();
    delete process.env.UPLOAD_DIR;
    rmSync(root, { recursive: true, force: true });
  });

  it("keeps each school's files under its own prefix, behind an unguessable part", async () => {
    const a = await grantFor(teacherA, 'logo.png', 10);
    const b = await grantFor(studentB, 'logo.png', 10);
    expect(a.key).toMatch(/\/school-1\/staff-\d+\/[0-9a-f]{32}-logo\.png$/);
    expect(b.key).toMatch(new RegExp(`/school-${schoolB}/student-\\d+/[0-9a-f]{32}-logo\\.png$`));
  });

  it("a school B student's grant cannot write school A's key, stored or not yet", async () => {
    const logo = await grantFor(teacherA, 'school-a-logo.png', 4);
    expect((await put(logo.key, Buffer.from('AAAA'), logo.SecurityToken)).json().success).toBe(true);
    const pending = await grantFor(teacherA, 'next.png', 4);
    const intruder = await grantFor(studentB, 'x.png', 4);
    for (const key of [logo.key, pending.key]) {
      const res = await put(key, Buffer.from('BBBB'), intruder.SecurityToken);
      expect([res.statusCode, res.json().message]).toEqual([401, uploadMessages.grantInvalid]);
    }
    expect(stored(logo.key).toString()).toBe('AAAA');
    // Refused attempts spend nobody's grant: both still do what they were issued for.
    expect((await put(pending.key, Buffer.from('CCCC'), pending.SecurityToken)).json().success).toBe(true);
    expect((await put(intruder.key, Buffer.from('BBBB'), intruder.SecurityToken)).json().success).toBe(true);
  });

  it('a grant cannot be used for another key, even one in its own folder', async () => {
    const grant = await grantFor(studentA, 'a.png', 4);
    const sibling = grant.key.replace(/\/[0-9a-f]{32}-/, `/${'0'.repeat(32)}-`);
    expect((await put(sibling, Buffer.from('XXXX'), grant.SecurityToken)).json().message).toBe(uploadMessages.grantInvalid);
    expect((await put(grant.key.replace(/a\.png$/, 'b.png'), Buffer.from('XXXX'), grant.SecurityToken)).statusCode).toBe(401);
    expect((await put(grant.key, Buffer.from('GOOD'), grant.SecurityToken)).json().success).toBe(true);
  });

  it('a grant serves one upload: a second one, sent after or at the same time, is refused and the bytes stay', async () => {
    const grant = await grantFor(studentA, 'once.png', 5);
    expect((await put(grant.key, Buffer.from('FIRST'), grant.SecurityToken)).json().success).toBe(true);
    const again = await put(grant.key, Buffer.from('AGAIN'), grant.SecurityToken);
    expect([again.statusCode, again.json().message]).toEqual([401, uploadMessages.grantInvalid]);
    expect(stored(grant.key).toString()).toBe('FIRST');

    const race = await grantFor(studentA, 'race.png', 5);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => put(race.key, Buffer.from(`RACE${i}`), race.SecurityToken)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(7);
  });

  it('a grant dies with the session that asked for it', async () => {
    const student = await login('student', demoAccounts.student.userName, demoAccounts.student.password);
    const grant = await grantFor(student, 'late.png', 4);
    expect((await t.post('/java-api/student/stu/logout', {}, student)).success).toBe(true);
    const res = await put(grant.key, Buffer.from('LATE'), grant.SecurityToken);
    expect([res.statusCode, res.json().message]).toEqual([401, uploadMessages.grantInvalid]);
    expect((await t.app.inject({ method: 'GET', url: encodeURI(`/api/files/${grant.key}`) })).statusCode).toBe(404);
  });

  it('never replaces an object that exists under the key, and counts nothing for the refused upload', async () => {
    const grant = await grantFor(studentB, 'kept.png', 8);
    // Something already lies under the key (another process got there first): it must survive.
    mkdirSync(dirname(join(root, grant.key)), { recursive: true });
    writeFileSync(join(root, grant.key), 'ORIGINAL');
    const before = await used(schoolB);
    const res = await put(grant.key, Buffer.from('REPLACED'), grant.SecurityToken);
    expect([res.statusCode, res.json().message]).toEqual([409, uploadMessages.objectExists]);
    expect(stored(grant.key).toString()).toBe('ORIGINAL');
    expect(await used(schoolB)).toBe(before);
  });

  it('lets through no more bytes than the grant names', async () => {
    const grant = await grantFor(studentA, 'cap.txt', 10);
    expect(grant.maxBytes).toBe(10);
    const res = await put(grant.key, Buffer.alloc(11, 65), grant.SecurityToken);
    expect([res.statusCode, res.json().message]).toEqual([413, uploadMessages.tooLarge]);
    expect((await t.app.inject({ method: 'GET', url: encodeURI(`/api/files/${grant.key}`) })).statusCode).toBe(404);
  });

  it('refuses uploads past the school quota (2 GB unless configured) with a clear message, and counts what lands', async () => {
    const quota = storageQuotaBytes();
    expect(quota).toBe(2 * 1024 ** 3);
    const message = uploadMessages.quotaExceeded(readableSize(quota));
    expect(message).toBe('学校存储空间不足（上限 2 GB），无法上传该文件，请联系平台管理员扩容');

    const landed = await used(schoolB);
    const grant = await grantFor(studentB, 'count.png', 6);
    expect((await put(grant.key, Buffer.from('123456'), grant.SecurityToken)).json().success).toBe(true);
    expect(await used(schoolB)).toBe(landed + 6);

    await t.database.db.update(schoolStorage).set({ usedBytes: quota - 50 }).where(eq(schoolStorage.schoolId, schoolB));
    const refused = await t.get('/api/get/ali/sts?fileName=big.png&size=100', studentB);
    expect([refused.success, refused.code, refused.message]).toEqual([false, ErrorCodes.ActionFailure, message]);

    // Room when granted, none left when the bytes arrive (another upload landed meanwhile).
    const late = await grantFor(studentB, 'late.png', 40);
    await t.database.db.update(schoolStorage).set({ usedBytes: quota - 30 }).where(eq(schoolStorage.schoolId, schoolB));
    const res = await put(late.key, Buffer.alloc(40, 1), late.SecurityToken);
    expect([res.statusCode, res.json().message]).toEqual([413, message]);
    expect(await used(schoolB)).toBe(quota - 30);
    expect((await t.app.inject({ method: 'GET', url: encodeURI(`/api/files/${late.key}`) })).statusCode).toBe(404);

    // School A is not held by school B's quota.
    const other = await grantFor(studentA, 'free.png', 100);
    expect((await put(other.key, Buffer.alloc(100, 1), other.SecurityToken)).json().success).toBe(true);
  });
});
