import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examSheets, exams, homeworks, homeworkSubmissions, ojSubmissions, starGrants, students, workReviews, works } from '../../server/db/schema';
import { readReportSettings } from '../../server/features/learning-report/report-settings';
import { studentReport } from '../../server/features/learning-report/student-report';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { financeSetup } from './finance-fixtures';
import { addLesson } from './lesson-fixture';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const summary = '/java-api/school/stu/story/summary';
const timeline = '/java-api/school/stu/story/timeline';
const classCall = '/java-api/school/cls/story';

/**
 * 学员详情 tells a student's whole story from the school's own records — hours and their ledger, receipts,
 * sign-ins, works, scores, OJ, coins, comments — and 班级详情 a class's figures; nobody reads a student
 * or class they should not: another school, a teacher of another class, another student.
 */
describe.each(backends)('student story on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  let teacher: string;
  let otherTeacher: string;
  let outsider: string;
  let pupilToken: string;
  let classmateId: number;
  let classId: number;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.database.db;
    f = await financeSetup(t);
    await addOtherSchool(db);
    teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    await addStaffWithScreens(db, 'other-teacher', ['student-detail', 'look-class-info']);
    otherTeacher = await staffToken(t, 'other-teacher', 'Teacher@2026');
    outsider = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    pupilToken = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
    const [pupil] = await db.select({ classId: students.classId }).from(students).where(eq(students.id, f.studentId));
    classId = pupil.classId!;
    [{ id: classmateId }] = await db.select({ id: students.id }).from(students).where(and(eq(students.classId, classId), eq(students.userName, 'student2')));

    // Ten Scratch hours bought, two lessons signed (出勤 with a comment, then 迟到).
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10, givenHours: 0, discount: 0 }, goods: [], paid: 100000, remark: '秋季报名' });
    await f.post('receipt/createCharge', { studentId: classmateId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10, givenHours: 0, discount: 0 }, goods: [], paid: 100000, remark: '同学报名' });
    for (const [day, status, comment] of [['2026-10-12', 1, '循环用得很好'], ['2026-10-19', 2, null]] as const) {
      const plan = await f.post('teachPlan/create', { classId, courseId: f.scratch.id, lessonDate: day, startTime: '09:00', endTime: '10:00', topic: `第${day.slice(-2)}课` });
      await f.post('teachPlan/sign', { planId: plan.id, records: [{ studentId: f.studentId, status, rating: comment ? 5 : undefined, comment: comment ?? undefined }, { studentId: classmateId, status: 4 }] });
    }
    await f.post('teachPlan/create', { classId, courseId: f.scratch.id, lessonDate: '2026-12-28', startTime: '09:00', endTime: '10:00', topic: '还没上的课' });
    const [work] = await db.insert(works).values({ schoolId: f.schoolId, studentId: f.studentId, kind: 'block', title: '会跳舞的小猫', source: '{}' }).returning();
    await db.insert(workReviews).values({ workId: work.id, schoolId: f.schoolId, score: 92, comment: '角色动作很生动' });
    await db.insert(works).values({ schoolId: f.schoolId, studentId: classmateId, kind: 'python', title: '同学的作品', source: '' });
    // Two homework of the class; the pupil hands in the first.
    const lessonId = await addLesson(db);
    const due = new Date('2026-10-25T12:00:00Z');
    const [hw] = await db.insert(homeworks).values([{ schoolId: f.schoolId, classId, lessonId, title: '画一个会动的角色', dueAt: due, lateUntil: due }, { schoolId: f.schoolId, classId, lessonId, title: '第二次作业', dueAt: due, lateUntil: due }]).returning();
    await db.insert(homeworkSubmissions).values({ schoolId: f.schoolId, homeworkId: hw.id, studentId: f.studentId, workId: work.id });
    await db.insert(starGrants).values([{ schoolId: f.schoolId, studentId: f.studentId, amount: 5, reason: '课堂表现好' }, { schoolId: f.schoolId, studentId: f.studentId, amount: -2, reason: '兑换贴纸' }]);
    const at = new Date('2026-10-20T02:00:00Z');
    const [practice] = await db.insert(exams).values({ schoolId: f.schoolId, kind: 'practice', title: '循环练习', startAt: at, endAt: at, durationMinutes: 30, fullScore: 100, state: 'published' }).returning();
    const [hidden] = await db.insert(exams).values({ schoolId: f.schoolId, kind: 'exam', title: '未公布的期中考试', startAt: at, endAt: at, durationMinutes: 60, fullScore: 100, state: 'closed' }).returning();
    await db.insert(examSheets).values([
      { examId: practice.id, schoolId: f.schoolId, studentId: f.studentId, state: 'marked', totalScore: 80, submittedAt: at },
      { examId: hidden.id, schoolId: f.schoolId, studentId: f.studentId, state: 'marked', totalScore: 55, submittedAt: at },
    ]);
    await db.insert(ojSubmissions).values([
      { schoolId: f.schoolId, problemId: 1, submitterKind: 'student', submitterId: f.studentId, language: 'python', source: 'print(1)', status: 'finished', verdict: 'WA' },
      { schoolId: f.schoolId, problemId: 1, submitterKind: 'student', submitterId: f.studentId, language: 'python', source: 'print(2)', status: 'finished', verdict: 'AC' },
      { schoolId: f.schoolId, problemId: 2, submitterKind: 'student', submitterId: f.studentId, language: 'cpp', source: 'x', status: 'finished', verdict: 'CE' },
      { schoolId: f.schoolId, problemId: 2, submitterKind: 'student', submitterId: classmateId, language: 'cpp', source: 'x', status: 'finished', verdict: 'AC' },
    ]);
  });
  afterAll(() => t.close());

  it('gathers the student’s hours, receipts, sign-ins, works, scores, OJ, coins and comments, and nobody else’s', async () => {
    const story = (await t.post(summary, { studentId: f.studentId }, f.token)).content;
    expect(story.profile).toMatchObject({ id: f.studentId, realName: '张小明', className: 'Python 启蒙一班', teacherName: expect.any(String) });
    expect(story.hours).toMatchObject([{ courseName: 'Scratch 启蒙', hours: 8, value: 80000 }]);
    expect(story.hours[0].entries.map((e: any) => [e.kind, e.hours])).toEqual([[8, -1], [8, -1], [1, 10]]);
    expect(story.receipts).toMatchObject([{ kind: 1, amount: 100000, state: 1 }]);
    expect(story.lessons.map((l: any) => [l.lessonDate, l.status])).toEqual([['2026-10-19', 2], ['2026-10-12', 1]]);
    expect(story.attendance).toEqual({ present: 1, late: 1, leave: 0, absent: 0, makeUp: 0 });
    expect(story).toMatchObject({ worksTotal: 1, works: [{ title: '会跳舞的小猫', score: 92 }], homework: { assigned: 2, submitted: 1 } });
    // The unpublished exam's score stays out, as it does on the student's own score pages.
    expect(story.scores).toMatchObject([{ title: '循环练习', kind: 'practice', score: 80, fullScore: 100 }]);
    expect(story.oj).toMatchObject({ submissions: 3, attempted: 2, solved: 1 });
    expect(story.oj.verdicts.map((v: any) => v.verdict).sort()).toEqual(['AC', 'CE', 'WA']);
    // Signing in earns coins by the school's rules too; the ledger's own lines are all there.
    expect(story.stars.spent).toBe(2);
    expect(story.stars.earned).toBeGreaterThanOrEqual(5);
    expect(story.stars.list.map((g: any) => g.reason)).toEqual(expect.arrayContaining(['课堂表现好', '兑换贴纸']));
    expect(story.comments.map((c: any) => [c.source, c.comment]).sort()).toEqual([['lesson', '循环用得很好'], ['work', '角色动作很生动']]);
    const text = JSON.stringify(story);
    for (const other of ['同学的作品', '同学报名', '未公布的期中考试']) expect(text).not.toContain(other);
  });

  it('gives one timeline, newest first, filtered by kind and date and read page by page', async () => {
    const all = (await t.post(timeline, { studentId: f.studentId, pageSize: 100 }, f.token)).content;
    const kinds = new Set(all.list.map((e: any) => e.kind));
    for (const kind of ['lesson', 'hour', 'receipt', 'work', 'homework', 'exam', 'oj', 'star', 'comment']) expect(kinds).toContain(kind);
    const times = all.list.map((e: any) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.list.some((e: any) => e.title === '未公布的期中考试' || e.title === '同学的作品')).toBe(false);

    const lessons = (await t.post(timeline, { studentId: f.studentId, kinds: ['lesson'], from: '2026-10-15', to: '2026-10-31' }, f.token)).content;
    expect(lessons.list).toMatchObject([{ kind: 'lesson', title: 'Python 启蒙一班 · 第19课', status: '2' }]);

    const first = (await t.post(timeline, { studentId: f.studentId, pageSize: 3 }, f.token)).content;
    const second = (await t.post(timeline, { studentId: f.studentId, pageSize: 3, pageNo: 2 }, f.token)).content;
    expect(first).toMatchObject({ hasMore: true });
    expect(first.list).toHaveLength(3);
    expect([...first.list, ...second.list].map((e: any) => e.key)).toEqual(all.list.slice(0, 6).map((e: any) => e.key));
  });

  it('lets the class teacher and the student themselves read it, and refuses another school, another class’s teacher and another student', async () => {
    expect((await t.post(summary, { studentId: f.studentId }, teacher)).success).toBe(true);
    const own = await t.post(summary, {}, pupilToken);
    expect(own.content.profile.id).toBe(f.studentId);
    const coins = (await t.post(timeline, { kinds: ['star'] }, pupilToken)).content.list;
    expect(coins.length).toBe(own.content.stars.list.length);
    expect(coins.every((e: any) => e.kind === 'star')).toBe(true);

    for (const [token, call, body] of [
      [outsider, summary, { studentId: f.studentId }],
      [outsider, timeline, { studentId: f.studentId }],
      [otherTeacher, summary, { studentId: f.studentId }],
      [otherTeacher, timeline, { studentId: f.studentId }],
      [pupilToken, summary, { studentId: classmateId }],
      [pupilToken, timeline, { studentId: classmateId }],
    ] as const) {
      const answer = await t.post(call, body, token);
      expect(answer.success, `${call} ${JSON.stringify(body)}`).toBe(false);
      expect(JSON.stringify(answer)).not.toContain('张小明');
    }
  });

  it('shows a class’s roster, plan progress, attendance, homework and recent works to those who may see it', async () => {
    const answer = await t.post(classCall, { classId }, teacher);
    expect(answer.success, answer.message).toBe(true);
    const story = answer.content;
    expect(story).toMatchObject({ name: 'Python 启蒙一班', plannedLessons: 3, doneLessons: 2, attendance: { present: 1, late: 1, absent: 2 }, homeworkAssigned: 2, homeworkSubmitted: 1 });
    expect(story.homeworkExpected).toBe(2 * story.roster.length);
    expect(story.roster.find((r: any) => r.studentId === f.studentId)).toMatchObject({ signIns: 2, attended: 2, works: 1, homeworkDone: 1 });
    expect(story.roster.find((r: any) => r.studentId === classmateId)).toMatchObject({ signIns: 2, attended: 0, works: 1 });
    expect(story.recentWorks.map((w: any) => w.title).sort()).toEqual(['会跳舞的小猫', '同学的作品']);
    expect((await t.post(classCall, { classId }, f.token)).success).toBe(true);
    for (const token of [otherTeacher, outsider]) expect((await t.post(classCall, { classId }, token)).success).toBe(false);
    expect((await t.post(classCall, { classId }, pupilToken)).success).toBe(false);
  });
  it('reads the same scores for the story’s chart and the learning report: the report keeps each published exam’s best attempt', async () => {
    const db = t.database.db;
    const published = new Date('2026-11-02T02:00:00Z');
    const [exam] = await db.insert(exams).values({ schoolId: f.schoolId, kind: 'exam', title: '期中考试', startAt: published, endAt: published, durationMinutes: 60, fullScore: 100, state: 'closed', resultsPublishedAt: published }).returning();
    await db.insert(examSheets).values([
      { examId: exam.id, schoolId: f.schoolId, studentId: f.studentId, state: 'marked', totalScore: 70, submittedAt: new Date('2026-11-01T02:00:00Z') },
      { examId: exam.id, schoolId: f.schoolId, studentId: f.studentId, attempt: 2, state: 'marked', totalScore: 90, submittedAt: new Date('2026-11-01T03:00:00Z') },
    ]);
    const story = (await t.post(summary, { studentId: f.studentId }, f.token)).content;
    expect(story.scores.map((s: any) => [s.title, s.score])).toEqual([['循环练习', 80], ['期中考试', 70], ['期中考试', 90]]);
    const report = await studentReport(db, f.schoolId, f.studentId, { ...(await readReportSettings(db, f.schoolId)), showExams: true, periodDays: 90 }, new Date('2026-11-10T00:00:00Z'));
    // Practices and unpublished exams stay out of the report; the exam counts once, by its best attempt.
    expect(report?.exams).toMatchObject([{ examId: exam.id, title: '期中考试', kind: 'exam', fullScore: 100, totalScore: 90 }]);
  });
});
