import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSettingChanges, saleCourses, students } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const publicCall = '/api/demo-mode';
const statusCall = '/java-api/admin/demoMode/get';
const setCall = '/java-api/admin/demoMode/set';
const teacherDay = '/java-api/school/classroom/lessonDay';
const studentNext = '/java-api/student/classroom/nextLesson';

/** China's today and tomorrow, as the school counts days. */
const chinaDay = (offset: number) => new Date(Date.now() + 8 * 3600_000 + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The first minute: the home page offers the README's demo accounts only in demo mode, which the
 * first start of an empty database turns on and only an administrator turns off (recorded); the
 * classroom homes show a teacher's lessons of the day and a student's next lesson.
 */
describe.each(backends)('the first minute on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    admin = (await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password)).content.token;
  });
  afterAll(() => t.close());

  it('a freshly seeded database is in demo mode: anyone reads the four demo accounts with their passwords', async () => {
    const answer = await t.get(publicCall);
    expect(answer.success).toBe(true);
    expect(answer.content.on).toBe(true);
    expect(answer.content.accounts.map((a: { label: string; userName: string; password: string; kind: string }) => [a.label, a.kind, a.userName, a.password])).toEqual([
      ['平台管理员', 'admin', demoAccounts.admin.userName, demoAccounts.admin.password],
      ['校长', 'staff', demoAccounts.principal.userName, demoAccounts.principal.password],
      ['教师', 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password],
      ['学生', 'student', demoAccounts.student.userName, demoAccounts.student.password],
    ]);
    // Each account signs in with what the home page gives.
    for (const account of answer.content.accounts) expect((await t.login(account.kind, account.userName, account.password)).success, account.label).toBe(true);
  });

  it('only an administrator switches: anonymous, staff and student calls are refused and nothing changes', async () => {
    const principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    const student = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
    for (const token of [undefined, principal, student]) {
      const refused = await t.post(setCall, { on: false }, token);
      expect(refused.success).toBe(false);
      expect((await t.post(statusCall, undefined, token)).success).toBe(false);
    }
    expect((await t.get(publicCall)).content.on).toBe(true);
  });

  it('turned off by the administrator: no account reaches the home page, and the switch is recorded', async () => {
    const off = await t.post(setCall, { on: false }, admin);
    expect(off.success, off.message).toBe(true);
    expect(off.content).toMatchObject({ on: false, stored: false, forcedOff: false });
    expect(off.content.changes[0]).toMatchObject({ on: false, adminName: '平台管理员' });
    const answer = await t.get(publicCall);
    expect(answer.content).toEqual({ on: false, accounts: [] });
    // Nothing of the passwords travels while off.
    expect(JSON.stringify(answer)).not.toContain(demoAccounts.principal.password);
    const rows = await t.database.db.select().from(platformSettingChanges).where(eq(platformSettingChanges.setting, 'demoMode'));
    expect(rows.map((r) => r.value)).toEqual(['off']);
    const on = await t.post(setCall, { on: true }, admin);
    expect(on.content.changes.map((c: { on: boolean }) => c.on)).toEqual([true, false]);
    expect((await t.get(publicCall)).content.accounts).toHaveLength(4);
  });

  it('DEMO_MODE=off keeps the home page without accounts whatever is stored', async () => {
    const forced = await startTestApp(backend, { env: { DEMO_MODE: 'off' } });
    try {
      expect((await forced.get(publicCall)).content).toEqual({ on: false, accounts: [] });
      const token = (await forced.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password)).content.token;
      expect((await forced.post(statusCall, undefined, token)).content).toMatchObject({ on: false, stored: true, forcedOff: true });
    } finally {
      await forced.close();
    }
  });

  it("the classroom homes: a teacher's lessons of the day (tomorrow's when today is free), a student's next lesson; never another school's", async () => {
    const db = t.database.db;
    const principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    const teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    const student = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
    const empty = await t.post(teacherDay, {}, teacher);
    expect(empty.content).toEqual({ date: chinaDay(0), isToday: true, lessons: [] });
    expect((await t.post(studentNext, {}, student)).content).toEqual({ lesson: null, isToday: false });

    const [course] = await db.select().from(saleCourses).where(eq(saleCourses.schoolId, 1)).orderBy(saleCourses.id).limit(1);
    const [{ classId }] = await db.select({ classId: students.classId }).from(students).where(eq(students.userName, demoAccounts.student.userName)).orderBy(asc(students.id));
    const plan = (lessonDate: string, startTime: string, endTime: string, topic: string) =>
      t.post('/java-api/school/teachPlan/create', { classId, courseId: course.id, lessonDate, startTime, endTime, topic }, principal);
    expect((await plan(chinaDay(1), '15:00', '16:30', '画一只会走路的小猫')).success).toBe(true);
    const tomorrow = await t.post(teacherDay, {}, teacher);
    expect(tomorrow.content.isToday).toBe(false);
    expect(tomorrow.content.date).toBe(chinaDay(1));
    expect(tomorrow.content.lessons.map((l: { topic: string; className: string; state: number }) => [l.topic, l.className, l.state])).toEqual([['画一只会走路的小猫', 'Python 启蒙一班', 1]]);
    const next = await t.post(studentNext, {}, student);
    expect(next.content).toMatchObject({ isToday: false, lesson: { topic: '画一只会走路的小猫', startTime: '15:00', lessonDate: chinaDay(1) } });

    expect((await plan(chinaDay(0), '00:00', '23:59', '变量与输入')).success).toBe(true);
    const today = await t.post(teacherDay, {}, teacher);
    expect(today.content).toMatchObject({ date: chinaDay(0), isToday: true });
    expect(today.content.lessons.map((l: { topic: string; campusName: string }) => [l.topic, l.campusName])).toEqual([['变量与输入', '城北校区']]);
    expect((await t.post(studentNext, {}, student)).content).toMatchObject({ isToday: true, lesson: { topic: '变量与输入' } });

    // Another school's principal sees none of it; a student may not read a teacher's day.
    await addOtherSchool(db);
    const intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    expect((await t.post(teacherDay, {}, intruder)).content.lessons).toEqual([]);
    expect((await t.post(teacherDay, {}, student)).success).toBe(false);
    expect((await t.post(studentNext, {}, teacher)).success).toBe(false);
  });

  it("the back-office home's figures include today's active accounts, submissions and works", async () => {
    const answer = await t.post('/java-api/admin/analytics/overview', { from: chinaDay(-6), to: chinaDay(0) }, admin);
    expect(answer.success, answer.message).toBe(true);
    // The demo accounts signed in above, today.
    expect(answer.content.activeToday).toBeGreaterThanOrEqual(4);
    expect(answer.content.submissions).toBeGreaterThanOrEqual(0);
    expect(answer.content.works).toBeGreaterThanOrEqual(0);
  });
});
