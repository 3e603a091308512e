import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { students } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/** A class in the recycle bin is gone from the OJ: not offered for picking, not ranked, not named. */
describe.each(backends)('deleted classes in the OJ on %s', (backend) => {
  let t: TestApp;
  let principal: string;
  let student: string;
  let deleted: { id: number; name: string };

  beforeAll(async () => {
    t = await startTestApp(backend);
    principal = (await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password)).content.token;
    student = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
    const [campus] = (await t.post('/java-api/school/edu/campus/queryList', {}, principal)).content.list;
    deleted = (await t.post('/java-api/school/cls/create', { name: '已删除的班', campusId: campus.id }, principal)).content;
    expect((await t.post('/java-api/school/cls/delete', { id: deleted.id }, principal)).success).toBe(true);
    // The demo student was in that class when it was deleted.
    await t.database.db.update(students).set({ classId: deleted.id }).where(eq(students.userName, demoAccounts.student.userName));
  });
  afterAll(() => t.close());

  const classIds = (answer: { classes: Array<{ id: number }> }) => answer.classes.map((c) => c.id);

  it('leaves it out of the student picker, classes and class names alike', async () => {
    const options = (await t.post('/java-api/oj/student/options', {}, principal)).content;
    expect(classIds(options)).not.toContain(deleted.id);
    expect(classIds(options).length).toBeGreaterThan(0);
    expect(options.students.find((s: { userName: string }) => s.userName === demoAccounts.student.userName)).toMatchObject({ className: null });
  });

  it('leaves it out of the ranking and refuses it by id', async () => {
    const ranking = (await t.post('/java-api/oj/ranking', {}, principal)).content;
    expect(classIds(ranking)).not.toContain(deleted.id);
    expect(ranking.items.every((i: { className: string | null }) => i.className !== deleted.name)).toBe(true);
    expect(await t.post('/java-api/oj/ranking', { classId: deleted.id }, principal)).toMatchObject({ success: false, code: 'InvalidParameter' });
    expect(classIds((await t.post('/java-api/oj/ranking', {}, student)).content)).not.toContain(deleted.id);
  });
});
