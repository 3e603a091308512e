import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { campuses, ojProblems, ojSubmissions, starGrants, starRules, students, studentStars } from '../../server/db/schema';
import { awardAcceptedProblem } from '../../server/features/oj/accepted-coins';
import { awardCoins } from '../../server/features/star-coin/award-coins';
import { demoAccounts } from '../../server/seed/demo-data';
import { staffToken } from './crud-fixtures';
import { content, financeCall as call, financeSetup } from './finance-fixtures';
import { studentToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * Coins the star rules award by themselves (issue 20, docs/star-coins.md): sign-in, the first
 * accepted OJ problem, a scored work, each paid once per event even when the event arrives twice
 * at once, never beyond the daily limit, and nothing where the campus keeps the rule off.
 */
describe.each(backends)('automatic star coins on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  let db: Db;
  let campusId: number;
  let classId: number;

  const ledger = (studentId = f.studentId) =>
    db.select({ amount: starGrants.amount, source: starGrants.source, sourceKey: starGrants.sourceKey, reason: starGrants.reason }).from(starGrants).where(eq(starGrants.studentId, studentId)).orderBy(starGrants.id);
  const balance = async (studentId = f.studentId) => (await db.select({ balance: studentStars.balance }).from(studentStars).where(eq(studentStars.studentId, studentId)))[0]?.balance ?? 0;
  const setRule = (values: Partial<typeof starRules.$inferInsert>) => db.update(starRules).set(values).where(eq(starRules.campusId, campusId));
  const clearLedger = async () => {
    await db.delete(starGrants).where(eq(starGrants.studentId, f.studentId));
    await db.delete(studentStars).where(eq(studentStars.studentId, f.studentId));
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    db = t.database.db;
    f = await financeSetup(t);
    const [student] = await db.select().from(students).where(eq(students.id, f.studentId));
    campusId = student.campusId!;
    classId = student.classId!;
    await db.insert(starRules).values({ schoolId: f.schoolId, campusId }).onConflictDoNothing();
    await setRule({ signCoins: 2, ojProblemCoins: 3, workCoins: 4, dailyLimit: 50 });
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10 }, paid: 100000 });
  });
  afterAll(() => t.close());

  it('signing a student in pays the sign-in coins once per sign record; a correction to present pays then, never twice', async () => {
    await clearLedger();
    const plans = await Promise.all(
      ['2027-05-03', '2027-05-04'].map((lessonDate) => f.post('teachPlan/create', { classId, courseId: f.scratch.id, lessonDate, startTime: '09:00', endTime: '10:00', hours: 1 })),
    );
    // The same sign-in twice at once: one is refused as already signed, the coins come once.
    const both = await Promise.all([0, 1].map(() => t.post(call('teachPlan/sign'), { planId: plans[0].id, records: [{ studentId: f.studentId, status: 1 }] }, f.token)));
    expect(both.filter((a) => a.success)).toHaveLength(1);
    expect(await ledger()).toEqual([expect.objectContaining({ amount: 2, source: 'sign' })]);
    // Absent pays nothing; corrected to present it pays; back to absent and present again, nothing more.
    await db.update(campuses).set({ signCorrection: true }).where(eq(campuses.id, campusId));
    await f.post('teachPlan/sign', { planId: plans[1].id, records: [{ studentId: f.studentId, status: 4 }] });
    expect(await ledger()).toHaveLength(1);
    const [record] = (await f.post('signRecord/queryList', { planId: plans[1].id })).list;
    await f.post('signRecord/correct', { id: record.id, status: 1 });
    await f.post('signRecord/correct', { id: record.id, status: 4 });
    await f.post('signRecord/correct', { id: record.id, status: 2 });
    expect((await ledger()).map((g) => g.source)).toEqual(['sign', 'sign']);
    expect(await balance()).toBe(4);
  });

  it('a whole class signed in at once: each who came is paid once, within their own daily limit', async () => {
    await clearLedger();
    const pupils = await db.select({ id: students.id }).from(students).where(eq(students.classId, classId)).orderBy(students.id);
    for (const p of pupils.filter((p) => p.id !== f.studentId)) {
      await f.post('receipt/createCharge', { studentId: p.id, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 2 }, paid: 20000 });
    }
    const others = pupils.filter((p) => p.id !== f.studentId).map((p) => p.id);
    const coinsOf = async (id: number) => (await ledger(id)).filter((g) => g.source === 'sign').reduce((sum, g) => sum + g.amount, 0);
    const before = new Map(await Promise.all(others.map(async (id) => [id, await coinsOf(id)] as const)));
    // The demo student has 1 coin of room left today; the others have plenty.
    await setRule({ dailyLimit: 1000 });
    await awardCoins(db, { schoolId: f.schoolId, studentId: f.studentId, source: 'work', key: 'room-999', reason: '占用', rule: null, amount: 999 });
    const plan = await f.post('teachPlan/create', { classId, courseId: f.scratch.id, lessonDate: '2027-05-10', startTime: '09:00', endTime: '10:00', hours: 1 });
    const both = await Promise.all([0, 1].map(() => t.post(call('teachPlan/sign'), { planId: plan.id, records: pupils.map((p, i) => ({ studentId: p.id, status: i === pupils.length - 1 ? 4 : 1 })) }, f.token)));
    expect(both.filter((a) => a.success)).toHaveLength(1);
    expect((await ledger()).filter((g) => g.source === 'sign').map((g) => g.amount)).toEqual([1]);
    const absent = pupils[pupils.length - 1].id;
    for (const id of others) expect(await coinsOf(id)).toBe(before.get(id)! + (id === absent ? 0 : 2));
    expect(await balance()).toBe(1000);
    await setRule({ dailyLimit: 50 });
  });

  it('a scored work pays the work coins once, whoever scores it again', async () => {
    await clearLedger();
    const student = await studentToken(t);
    const teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    const work = await content(t.post('/java-api/student/work/save', { kind: 'python', title: '画星星', source: 'print("*")' }, student));
    const review = (score: number) => t.post('/java-api/school/classroom/reviewWork', { id: work.id, score, comment: '好' }, teacher);
    const twice = await Promise.all([review(90), review(95)]);
    expect(twice.every((a) => a.success)).toBe(true);
    await review(100);
    expect(await ledger()).toEqual([{ amount: 4, source: 'work', sourceKey: `work:${work.id}`, reason: '作品「画星星」获得老师评分' }]);
  });

  it('only the first accepted submission of a problem pays, even when two are judged at once', async () => {
    await clearLedger();
    const [problem] = await db.select({ id: ojProblems.id, title: ojProblems.title }).from(ojProblems).limit(1);
    const submit = async (verdict: string) =>
      (await db.insert(ojSubmissions).values({ schoolId: f.schoolId, problemId: problem.id, submitterKind: 'student', submitterId: f.studentId, language: 'python', source: 'print(1)', status: 'finished', verdict }).returning())[0];
    const wrong = await submit('WA');
    expect(await awardAcceptedProblem(db, wrong, 'WA')).toBe(0);
    const first = await submit('AC');
    const second = await submit('AC');
    const paid = await Promise.all([awardAcceptedProblem(db, second, 'AC'), awardAcceptedProblem(db, first, 'AC'), awardAcceptedProblem(db, first, 'AC')]);
    expect(paid.sort()).toEqual([0, 0, 3]);
    expect(await ledger()).toEqual([{ amount: 3, source: 'ojProblem', sourceKey: `ojProblem:${f.studentId}:${problem.id}`, reason: `OJ题目「${problem.title}」首次通过` }]);
  });

  it('duplicate events at once pay once; many events at once stop exactly at the daily limit', async () => {
    await clearLedger();
    const event = async (key: string) => (await awardCoins(db, { schoolId: f.schoolId, studentId: f.studentId, source: 'work', key, reason: '并发测试', rule: 'workCoins' })).coins;
    expect((await Promise.all(Array.from({ length: 8 }, () => event('same')))).sort((a, b) => b - a)).toEqual([4, 0, 0, 0, 0, 0, 0, 0]);
    await setRule({ dailyLimit: 10 });
    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => event(`many-${i}`)));
    // 4 already paid today: 4 + 2 more, then nothing.
    expect(many.reduce((a, b) => a + b, 0)).toBe(6);
    expect(await balance()).toBe(10);
    const [{ total }] = await db.select({ total: sql<number>`sum(${starGrants.amount})::int` }).from(starGrants).where(eq(starGrants.studentId, f.studentId));
    expect(Number(total)).toBe(10);
    await setRule({ dailyLimit: 50 });
  });

  it('a campus with the rule off, or without the points switch, pays nothing and writes nothing', async () => {
    await clearLedger();
    const event = async (key: string) => (await awardCoins(db, { schoolId: f.schoolId, studentId: f.studentId, source: 'sign', key, reason: '规则关闭', rule: 'signCoins' })).outcome;
    await setRule({ signCoins: 0 });
    expect(await event('off-1')).toBe('ruleOff');
    await setRule({ signCoins: 2 });
    await db.update(campuses).set({ pointsAuth: false }).where(eq(campuses.id, campusId));
    expect(await event('off-2')).toBe('ruleOff');
    await db.update(campuses).set({ pointsAuth: true }).where(eq(campuses.id, campusId));
    expect(await ledger()).toEqual([]);
    // Another school's student is never paid through this school.
    expect((await awardCoins(db, { schoolId: f.schoolId + 999, studentId: f.studentId, source: 'sign', key: 'x', reason: 'x', rule: 'signCoins' })).coins).toBe(0);
    expect(await db.select().from(starGrants).where(and(eq(starGrants.studentId, f.studentId)))).toEqual([]);
  });

  it("a teacher's work award and classroom award pay once per work and per class day, within the daily limit", async () => {
    await clearLedger();
    const student = await studentToken(t);
    const teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    const work = await content(t.post('/java-api/student/work/save', { kind: 'python', title: '小乌龟', source: 'print(1)' }, student));
    const grantWork = (amount: number) => t.post(call('starGrant/lectureWorkGrant'), { workId: work.id, amount }, teacher);
    const twice = await Promise.all([grantWork(5), grantWork(5)]);
    expect(twice.filter((a) => a.success)).toHaveLength(1);
    expect(twice.find((a) => !a.success)).toMatchObject({ code: 'StarGrantFailure', message: '已经奖励过，不能重复发放' });
    expect(twice.find((a) => a.success)!.content).toEqual([{ studentId: f.studentId, realName: '张小明', coins: 5, outcome: 'paid' }]);

    const [classmate] = await db.select({ id: students.id }).from(students).where(and(eq(students.classId, classId), eq(students.userName, 'student2')));
    // The demo seed paid the classmate today: that was two days ago, for this test.
    await db.update(starGrants).set({ createdAt: sql`now() - interval '2 days'` }).where(eq(starGrants.studentId, classmate.id));
    await setRule({ dailyLimit: 8 });
    const room = await t.post(call('starGrant/classRoomGrant'), { classId, studentIds: [f.studentId, classmate.id], amount: 6 }, teacher);
    // 张小明 had 5 today: 3 more reach the limit; the classmate gets all 6.
    expect(room.content.map((a: { coins: number }) => a.coins)).toEqual([3, 6]);
    expect((await t.post(call('starGrant/classRoomGrant'), { classId, studentIds: [classmate.id], amount: 1 }, teacher)).message).toBe('已经奖励过，不能重复发放');
    expect((await t.post(call('starGrant/classRoomGrant'), { classId: classId + 999, studentIds: [classmate.id], amount: 1 }, teacher)).code).toBe('NotFound');
    expect((await ledger()).map((g) => [g.source, g.amount])).toEqual([['lectureWork', 5], ['classRoom', 3]]);
    await setRule({ dailyLimit: 50 });
  });
});
