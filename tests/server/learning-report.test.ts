import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, saleCourses, shareLinks, signRecords, starGrants, students, works } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { reportMessages } from '../../shared/learning-report/report-rules';
import { libraryMessages } from '../../shared/library/library-rules';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const secret = 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6';

/**
 * 微信服务号 keeps its secret on the server; 学习报告设置 decides what a report shows; a parent's
 * link opens exactly one student's report or home–school page, expires and can be revoked;
 * 管理员授权设置 lets a staff member administer a settings screen on top of their roles.
 */
describe.each(backends)('learning reports, message app and settings administrators on %s', (backend) => {
  let t: TestApp;
  let principal: string;
  let intruder: string;
  let pupil: { id: number; realName: string };
  let classmate: { id: number; realName: string };

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    const db = t.database.db;
    [pupil, classmate] = await db.select({ id: students.id, realName: students.realName, classId: students.classId }).from(students).where(eq(students.schoolId, 1)).orderBy(asc(students.id)).limit(2);
    // A lesson with a teacher's comment, a work and a star coin grant for the pupil; a comment for the classmate.
    const [course] = await db.select().from(saleCourses).where(eq(saleCourses.schoolId, 1)).orderBy(saleCourses.id).limit(1);
    const [{ classId }] = await db.select({ classId: students.classId }).from(students).where(eq(students.id, pupil.id));
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const plan = await t.post('/java-api/school/teachPlan/create', { classId, courseId: course.id, lessonDate: today, startTime: '09:00', endTime: '10:00', topic: '循环与角色动画' }, principal);
    expect(plan.success, plan.message).toBe(true);
    await db.insert(signRecords).values([
      { schoolId: 1, campusId: plan.content.campusId, planId: plan.content.id, classId: classId!, studentId: pupil.id, courseId: course.id, lessonDate: today, status: 1, hours: 1, rating: 5, comment: '动画做得很流畅' },
      { schoolId: 1, campusId: plan.content.campusId, planId: plan.content.id, classId: classId!, studentId: classmate.id, courseId: course.id, lessonDate: today, status: 4, hours: 0, comment: '同学的点评' },
    ]);
    await db.insert(works).values({ schoolId: 1, studentId: pupil.id, kind: 'block', title: '会跳舞的小猫', source: '{}' });
    await db.insert(starGrants).values({ schoolId: 1, studentId: pupil.id, amount: 3, reason: '课堂表现好' });
  });
  afterAll(() => t.close());

  it('keeps the service account secret on the server and refuses bad credentials, writing nothing', async () => {
    expect((await t.post('/java-api/school/msgApp/save', { appId: 'abc', appSecret: secret, qrCode: null, enabled: false, notifySignIn: true, notifyReceipt: true, notifyExam: true }, principal)).message).toBe(reportMessages.appIdFormat);
    expect((await t.post('/java-api/school/msgApp/save', { appId: 'wx1234567890abcdef', appSecret: 'short', qrCode: null, enabled: false, notifySignIn: true, notifyReceipt: true, notifyExam: true }, principal)).message).toBe(reportMessages.appSecretFormat);
    expect((await t.post('/java-api/school/msgApp/save', { appId: 'wx1234567890abcdef', qrCode: null, enabled: true, notifySignIn: true, notifyReceipt: true, notifyExam: true }, principal)).message).toBe(reportMessages.enableNeedsCredentials);
    expect((await t.post('/java-api/school/msgApp/detail', {}, principal)).content).toMatchObject({ appId: null, secretSet: false, enabled: false });

    const saved = await t.post('/java-api/school/msgApp/save', { appId: 'wx1234567890abcdef', appSecret: secret, qrCode: '/api/files/qr.png', enabled: true, notifySignIn: true, notifyReceipt: false, notifyExam: true }, principal);
    expect(saved.content).toMatchObject({ appId: 'wx1234567890abcdef', secretSet: true, enabled: true, notifyReceipt: false });
    expect(JSON.stringify(saved)).not.toContain(secret);
    // Saving again without a secret keeps the saved one.
    const again = await t.post('/java-api/school/msgApp/save', { appId: 'wx1234567890abcdef', appSecret: '', qrCode: null, enabled: true, notifySignIn: false, notifyReceipt: false, notifyExam: true }, principal);
    expect(again.content).toMatchObject({ secretSet: true, enabled: true, notifySignIn: false });
    const read = await t.post('/java-api/school/msgApp/detail', {}, principal);
    expect(JSON.stringify(read)).not.toContain(secret);
    // Logged, without the secret.
    const logs = await t.database.db.select().from(operationLogs).where(and(eq(operationLogs.schoolId, 1), eq(operationLogs.entityName, 'MessageApp')));
    expect(logs).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toContain(secret);
    // Another school sees its own, empty account.
    expect((await t.post('/java-api/school/msgApp/detail', {}, intruder)).content).toMatchObject({ appId: null, secretSet: false });
  });

  it('opens exactly one student’s report through a link, as the settings say, until revoked or expired', async () => {
    expect((await t.post('/java-api/school/eduCampusShareReport/edit', { title: null, periodDays: 3, showAttendance: true, showComments: true, showWorks: true, showExams: true, showStars: true }, principal)).message).toBe(reportMessages.periodRange);
    expect((await t.post('/java-api/school/eduCampusShareReport/edit', { title: null, periodDays: 30, showAttendance: false, showComments: false, showWorks: false, showExams: false, showStars: false }, principal)).message).toBe(reportMessages.nothingShown);

    const created = await t.post('/java-api/school/share/create', { targetKind: 'learningReport', targetId: pupil.id, days: 7 }, principal);
    expect(created.success, created.message).toBe(true);
    const { token, link } = created.content;
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    expect(JSON.stringify(await t.database.db.select().from(shareLinks))).not.toContain(token);

    const report = (await t.post('/api/share/learningReport', { token })).content;
    expect(report.student.name).toBe(pupil.realName);
    expect(report.attendance.lessons).toMatchObject([{ topic: '循环与角色动画', status: 1, rating: 5, comment: '动画做得很流畅' }]);
    expect(report.works).toMatchObject({ total: 1, list: [{ title: '会跳舞的小猫', kind: 'block' }] });
    expect(report.stars).toMatchObject({ earned: 3 });
    expect(JSON.stringify(report)).not.toContain(classmate.realName);
    expect(JSON.stringify(report)).not.toContain('同学的点评');

    // Sections switched off are not read at all.
    expect((await t.post('/java-api/school/eduCampusShareReport/edit', { title: '期中学习报告', periodDays: 60, showAttendance: true, showComments: false, showWorks: false, showExams: true, showStars: false }, principal)).success).toBe(true);
    const narrowed = (await t.post('/api/share/learningReport', { token })).content;
    expect(narrowed).toMatchObject({ title: '期中学习报告', periodDays: 60, works: null, stars: null });
    expect(narrowed.attendance.lessons[0].comment).toBeNull();

    // Tokens of another kind, forged or of another school's student open nothing.
    expect((await t.post('/api/share/open', { token })).message).toBe(libraryMessages.shareInvalid);
    expect((await t.post('/api/share/homeSchool', { token })).message).toBe(libraryMessages.shareInvalid);
    // /s-link learns only which page the token opens, and hands the visitor on to it.
    expect((await t.post('/api/share/resolve', { token })).content).toEqual({ kind: 'learningReport' });
    expect((await t.post('/api/share/resolve', { token: token.slice(0, -2) + 'xx' })).message).toBe(libraryMessages.shareInvalid);
    expect((await t.post('/api/share/learningReport', { token: token.slice(0, -2) + 'xx' })).message).toBe(libraryMessages.shareInvalid);
    expect((await t.post('/java-api/school/share/create', { targetKind: 'learningReport', targetId: pupil.id, days: 7 }, intruder)).message).toBe(libraryMessages.studentMissing);
    expect((await t.post('/java-api/school/share/revoke', { id: link.id }, intruder)).success).toBe(false);
    expect((await t.post('/java-api/school/eduCampusShareReport/preview', { id: pupil.id }, intruder)).success).toBe(false);

    // Expired, then revoked.
    const other = (await t.post('/java-api/school/share/create', { targetKind: 'learningReport', targetId: pupil.id, days: 1 }, principal)).content;
    await t.database.db.update(shareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shareLinks.id, other.link.id));
    expect((await t.post('/api/share/learningReport', { token: other.token })).message).toBe(libraryMessages.shareExpired);
    expect((await t.post('/java-api/school/share/revoke', { id: link.id }, principal)).success).toBe(true);
    expect((await t.post('/api/share/learningReport', { token })).message).toBe(libraryMessages.shareRevoked);
  });

  it('opens the home–school page of one student with the teachers’ comments', async () => {
    const { token } = (await t.post('/java-api/school/share/create', { targetKind: 'homeSchool', targetId: pupil.id, days: 30 }, principal)).content;
    const feed = (await t.post('/api/share/homeSchool', { token })).content;
    expect(feed.student.name).toBe(pupil.realName);
    expect(feed.lessons).toMatchObject([{ comment: '动画做得很流畅' }]);
    expect(feed.stars.list).toMatchObject([{ amount: 3, reason: '课堂表现好' }]);
    expect(JSON.stringify(feed)).not.toContain('同学的点评');
    expect((await t.post('/api/share/learningReport', { token })).message).toBe(libraryMessages.shareInvalid);
  });

  it('lets the principal grant a settings screen to a staff member on top of their roles, and take it back', async () => {
    const member = await addStaffWithScreens(t.database.db, 'front-desk', ['dataBoard']);
    const desk = await staffToken(t, 'front-desk', 'Teacher@2026');
    expect((await t.post('/java-api/school/msgApp/detail', {}, desk)).success).toBe(false);
    // Only settings screens, never those that hand out rights.
    expect((await t.post('/java-api/school/settingsAdmin/create', { staffId: member.id, routeName: 'roleauth' }, principal)).success).toBe(false);
    const grant = await t.post('/java-api/school/settingsAdmin/create', { staffId: member.id, routeName: 'vxservice' }, principal);
    expect(grant.success, grant.message).toBe(true);
    expect((await t.post('/java-api/school/msgApp/detail', {}, desk)).success).toBe(true);
    // Another school can neither grant to this member nor see the grant.
    expect((await t.post('/java-api/school/settingsAdmin/create', { staffId: member.id, routeName: 'article' }, intruder)).success).toBe(false);
    expect((await t.post('/java-api/school/settingsAdmin/queryList', {}, intruder)).content.list).toEqual([]);
    expect((await t.post('/java-api/school/settingsAdmin/delete', { id: grant.content.id }, principal)).success).toBe(true);
    expect((await t.post('/java-api/school/msgApp/detail', {}, desk)).success).toBe(false);
  });

  it('lets staff holding only 学习报告设置 pick a student through its own call, within their school', async () => {
    await addStaffWithScreens(t.database.db, 'report-keeper', ['baseLearningReportSetting']);
    const keeper = await staffToken(t, 'report-keeper', 'Teacher@2026');
    // The student list is not theirs; the settings' picker is.
    expect((await t.post('/java-api/school/student/queryList', { pageSize: 20 }, keeper)).success).toBe(false);
    const all = await t.post('/java-api/school/eduCampusShareReport/students', {}, keeper);
    expect(all.success, all.message).toBe(true);
    expect(all.content.map((s: { id: number }) => s.id)).toContain(pupil.id);
    expect(Object.keys(all.content[0]).sort()).toEqual(['className', 'code', 'id', 'realName']);
    const found = await t.post('/java-api/school/eduCampusShareReport/students', { keyword: pupil.realName }, keeper);
    expect(found.content).toEqual([expect.objectContaining({ id: pupil.id, realName: pupil.realName })]);
    expect((await t.post('/java-api/school/eduCampusShareReport/students', { keyword: '%' }, keeper)).content).toEqual([]);
    // Another school finds none of these students; staff without the screen are refused.
    expect((await t.post('/java-api/school/eduCampusShareReport/students', { keyword: pupil.realName }, intruder)).content ?? []).toEqual([]);
    await addStaffWithScreens(t.database.db, 'no-report', ['dataBoard']);
    expect((await t.post('/java-api/school/eduCampusShareReport/students', {}, await staffToken(t, 'no-report', 'Teacher@2026'))).success).toBe(false);
  });
});
