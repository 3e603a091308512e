import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examQuestions, examSheetAnswers, examSheets, exams, paperQuestions, questions, starGrants, starRules, students } from '../../server/db/schema';
import { recomputeSheetTotals } from '../../server/features/exams/sheet-rules';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { demoSchool, laterWindow, openWindow, seedPaper } from './exam-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { teacher } = demoAccounts;
const api = (call: string) => `/java-api/school/exam/${call}`;

/**
 * The teacher's side of exams (issue 17, docs/exams.md): create on a paper the school may use,
 * assign the school's classes and students, publish (which freezes the paper), refuse paper
 * changes after the start, and keep one school's exams out of another's reach.
 */
describe.each(backends)('exams, teacher side, on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  let other: Awaited<ReturnType<typeof addOtherSchool>>;
  let demo: Awaited<ReturnType<typeof demoSchool>>;
  let platform: Awaited<ReturnType<typeof seedPaper>>;
  let own: Awaited<ReturnType<typeof seedPaper>>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await staffToken(t, teacher.userName, teacher.password);
    other = await addOtherSchool(t.database.db);
    otherToken = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    demo = await demoSchool(t.database.db);
    platform = await seedPaper(t.database.db, null, '平台试卷');
    own = await seedPaper(t.database.db, demo.school.id, '本校试卷');
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, who = token) =>
    t.post(api('save'), { kind: 'exam', title: '期中考试', durationMinutes: 60, ...openWindow(), ...body }, who);

  it('creates an exam on a platform paper, assigns a class, publishes it and freezes the paper', async () => {
    const created = await create({ paperId: platform.paper.id });
    expect(created).toMatchObject({ success: true, message: '创建成功' });
    const id = created.content.id;

    const unassigned = await t.post(api('updatePostState'), { id }, token);
    expect(unassigned).toMatchObject({ success: false, message: '请先设置考生' });

    const assigned = await t.post(api('setStudents'), { id, classIds: [demo.cls.id] }, token);
    expect(assigned.content.assignedCount).toBe(3);

    const published = await t.post(api('updatePostState'), { id }, token);
    expect(published.success).toBe(true);
    expect(published.content.exam).toMatchObject({ state: 'published', status: 'running', fullScore: 21, questionCount: 5, assignedCount: 3 });
    expect(published.content.frozen).toBe(true);
    expect(published.content.questions.map((q: { title: string }) => q.title)).toEqual(['单选', '多选', '判断', '填空', '简答']);

    // The paper changes afterwards: the exam keeps its copy.
    await t.database.db.update(paperQuestions).set({ score: 50 }).where(eq(paperQuestions.paperId, platform.paper.id));
    await t.database.db.update(questions).set({ stem: '改过的题干' }).where(eq(questions.id, platform.questions[0].id));
    const detail = await t.post(api('detail'), { id }, token);
    expect(detail.content.questions[0]).toMatchObject({ stem: '1+1=?', score: 2 });
    expect(detail.content.exam.fullScore).toBe(21);
    const frozen = await t.database.db.select().from(examQuestions).where(eq(examQuestions.examId, id));
    expect(frozen).toHaveLength(5);
    await t.database.db.update(paperQuestions).set({ score: 2 }).where(eq(paperQuestions.questionId, platform.questions[0].id));

    // Started: the paper can no longer change, the title still can.
    const swap = await t.post(api('save'), { id, kind: 'exam', title: '期中考试', durationMinutes: 60, ...openWindow(), paperId: own.paper.id }, token);
    expect(swap).toMatchObject({ success: false, message: '考试已开始，不能更换试卷或修改题目' });
    const rename = await t.post(api('save'), { id, kind: 'exam', title: '期中考试（改名）', durationMinutes: 60, ...openWindow(), paperId: platform.paper.id }, token);
    expect(rename.success).toBe(true);

    const list = await t.post(api('queryList'), { kind: 'exam' }, token);
    expect(list.content.list.map((e: { title: string }) => e.title)).toContain('期中考试（改名）');
  });

  it('a published exam not yet started may change paper and is frozen again', async () => {
    const id = (await create({ paperId: platform.paper.id, ...laterWindow() })).content.id;
    await t.post(api('setStudents'), { id, classIds: [demo.cls.id] }, token);
    await t.post(api('updatePostState'), { id }, token);
    const swap = await t.post(api('save'), { id, kind: 'exam', title: '下周考试', durationMinutes: 60, ...laterWindow(), paperId: own.paper.id }, token);
    expect(swap.success).toBe(true);
    const detail = await t.post(api('detail'), { id }, token);
    expect(detail.content.exam).toMatchObject({ paperId: own.paper.id, status: 'upcoming' });
    expect(detail.content.questions[0].questionId).toBe(own.questions[0].id);
  });

  it('refuses another school\'s students, classes and papers, and bad windows, with clear messages', async () => {
    const id = (await create({ paperId: own.paper.id })).content.id;
    expect(await t.post(api('setStudents'), { id, studentIds: [other.student.id] }, token)).toMatchObject({ success: false, message: '只能选择本校的学员，其他学校的学员不能参加本校考试' });
    expect(await t.post(api('setStudents'), { id, classIds: [other.cls.id] }, token)).toMatchObject({ success: false, message: '只能选择本校的班级' });
    const theirs = await seedPaper(t.database.db, other.school.id, '外校试卷');
    expect((await create({ paperId: theirs.paper.id })).message).toBe('参数错误：试卷（paperId）不存在或本校不能使用');
    const backwards = await create({ paperId: own.paper.id, startAt: new Date(Date.now() + 3_600_000).toISOString(), endAt: new Date().toISOString() });
    expect(backwards.message).toBe('参数错误：结束时间（endAt）必须晚于开始时间（startAt）');
    expect((await create({ paperId: null })).message).toBe('参数错误：请选择试卷（paperId）');
    // An offline exam may go without a paper, given a full score.
    expect((await create({ kind: 'offline', paperId: null, fullScore: 100 })).success).toBe(true);
  });

  it('another school neither reads nor alters the exam, and sees none of it in lists', async () => {
    const id = (await create({ paperId: own.paper.id, title: '本校私有考试' })).content.id;
    for (const call of ['detail', 'updatePostState', 'close', 'delete', 'copy', 'result', 'publishResults']) {
      expect(await t.post(api(call), { id }, otherToken)).toMatchObject({ success: false, message: '考试不存在' });
    }
    expect((await t.post(api('setStudents'), { id, studentIds: [other.student.id] }, otherToken)).message).toBe('考试不存在');
    expect((await t.post(api('offlineScores'), { id, scores: [{ studentId: other.student.id, score: 1 }] }, otherToken)).message).toBe('考试不存在');
    expect((await t.post(api('save'), { id, kind: 'exam', title: '改掉', durationMinutes: 60, ...openWindow(), paperId: platform.paper.id }, otherToken)).message).toBe('考试不存在');
    const theirList = await t.post(api('queryList'), {}, otherToken);
    expect(theirList.content.list.map((e: { title: string }) => e.title)).not.toContain('本校私有考试');
    const papersThey = await t.post(api('paperOptions'), {}, otherToken);
    expect(papersThey.content.map((p: { id: number }) => p.id)).not.toContain(own.paper.id);
    expect(papersThey.content.map((p: { id: number }) => p.id)).toContain(platform.paper.id);
    const options = await t.post(api('assignOptions'), {}, otherToken);
    expect(options.content.students.map((s: { id: number }) => s.id)).toEqual([other.student.id]);
  });

  it('deletes an unanswered exam, refuses one with sheets, copies and closes', async () => {
    const id = (await create({ paperId: own.paper.id })).content.id;
    await t.post(api('setStudents'), { id, classIds: [demo.cls.id] }, token);
    await t.post(api('updatePostState'), { id }, token);
    const [student] = await t.database.db.select().from(students).where(eq(students.classId, demo.cls.id)).limit(1);
    await t.database.db.insert(examSheets).values({ examId: id, schoolId: demo.school.id, studentId: student.id, startedAt: new Date() });
    expect((await t.post(api('delete'), { id }, token)).message).toBe('已有学员作答或录入成绩的考试不能删除，可以结束考试');
    const copy = await t.post(api('copy'), { id }, token);
    const copied = await t.post(api('detail'), { id: copy.content.id }, token);
    expect(copied.content.exam).toMatchObject({ title: '期中考试（副本）', state: 'draft', assignedCount: 3 });
    expect((await t.post(api('delete'), { id: copy.content.id }, token)).success).toBe(true);
    expect((await t.post(api('close'), { id }, token)).success).toBe(true);
    expect((await t.post(api('detail'), { id }, token)).content.exam.status).toBe('closed');
  });

  it('sheet totals are recomputed from the answers in one place: a marker replaces, never adds', async () => {
    const id = (await create({ paperId: own.paper.id })).content.id;
    const [student] = await t.database.db.select().from(students).where(eq(students.classId, demo.cls.id)).limit(1);
    const [sheet] = await t.database.db.insert(examSheets).values({ examId: id, schoolId: demo.school.id, studentId: student.id, startedAt: new Date(), state: 'submitted' }).returning();
    await t.database.db.insert(examSheetAnswers).values([
      { sheetId: sheet.id, position: 1, questionId: own.questions[0].id, response: 'B', autoScore: 2 },
      { sheetId: sheet.id, position: 5, questionId: own.questions[4].id, response: '重复' },
    ]);
    await recomputeSheetTotals(t.database.db, [sheet.id]);
    const read = async () => (await t.database.db.select().from(examSheets).where(eq(examSheets.id, sheet.id)))[0];
    expect(await read()).toMatchObject({ autoScore: 2, manualScore: 0, totalScore: 2, state: 'submitted' });
    await t.database.db.update(examSheetAnswers).set({ manualScore: 8 }).where(eq(examSheetAnswers.position, 5));
    await recomputeSheetTotals(t.database.db, [sheet.id]);
    await recomputeSheetTotals(t.database.db, [sheet.id]);
    expect(await read()).toMatchObject({ autoScore: 2, manualScore: 8, totalScore: 10, state: 'marked' });
  });

  it('marks short answers within the maximum, publishes results once and pays the exam coins once', async () => {
    const db = t.database.db;
    const id = (await create({ paperId: own.paper.id, title: '阅卷考试' })).content.id;
    await t.post(api('setStudents'), { id, classIds: [demo.cls.id] }, token);
    await t.post(api('updatePostState'), { id }, token);
    const pupils = await db.select().from(students).where(eq(students.classId, demo.cls.id)).orderBy(students.id);
    // A generous daily limit: the demo data already paid some students coins today.
    const rule = { examCoins: 5, dailyLimit: 100000 };
    await db.insert(starRules).values({ schoolId: demo.school.id, campusId: pupils[0].campusId!, ...rule }).onConflictDoUpdate({ target: starRules.campusId, set: rule });
    // What the student side leaves at submission: objective answers marked, the short answer waiting.
    const sheetIds: number[] = [];
    for (const [i, pupil] of pupils.slice(0, 2).entries()) {
      const [sheet] = await db.insert(examSheets).values({ examId: id, schoolId: demo.school.id, studentId: pupil.id, startedAt: new Date(), submittedAt: new Date(), state: 'submitted' }).returning();
      sheetIds.push(sheet.id);
      await db.insert(examSheetAnswers).values([
        { sheetId: sheet.id, position: 1, questionId: own.questions[0].id, response: i === 0 ? 'B' : 'A', autoScore: i === 0 ? 2 : 0 },
        { sheetId: sheet.id, position: 5, questionId: own.questions[4].id, response: '重复做事' },
      ]);
      await recomputeSheetTotals(db, [sheet.id]);
    }
    const before = await t.post(api('result'), { id }, token);
    expect(before.content.exam.toMarkCount).toBe(2);
    expect(before.content.ranking.map((r: { state: string }) => r.state)).toEqual(['submitted', 'submitted', 'absent']);

    const sheet = await t.post(api('sheetDetail'), { sheetId: sheetIds[0] }, token);
    expect(sheet.content.answers).toHaveLength(5);
    expect(sheet.content.answers[4]).toMatchObject({ response: '重复做事', manualScore: null });
    expect(await t.post(api('markAnswer'), { sheetId: sheetIds[0], position: 5, score: 11 }, token)).toMatchObject({ success: false, message: '得分不能超过本题满分 10 分' });
    expect(await t.post(api('markAnswer'), { sheetId: sheetIds[0], position: 5, score: 8 }, otherToken)).toMatchObject({ success: false, message: '答卷不存在' });
    const marked = await t.post(api('markAnswer'), { sheetId: sheetIds[0], position: 5, score: 8, comment: '思路清楚' }, token);
    expect(marked.content).toMatchObject({ state: 'marked', totalScore: 10 });
    // Marking again replaces the score; it never adds to it.
    expect((await t.post(api('markAnswer'), { sheetId: sheetIds[0], position: 5, score: 9 }, token)).content.totalScore).toBe(11);

    expect((await t.post(api('publishResults'), { id }, token)).message).toBe('考试尚未结束，不能发布成绩');
    await db.update(exams).set({ endAt: new Date(Date.now() - 1000), startAt: new Date(Date.now() - 3_600_000) }).where(eq(exams.id, id));
    expect((await t.post(api('publishResults'), { id }, token)).message).toBe('还有 1 份答卷未批改完，不能发布成绩');
    await t.post(api('markAnswer'), { sheetId: sheetIds[1], position: 5, score: 3 }, token);

    const published = await t.post(api('publishResults'), { id }, token);
    expect(published).toMatchObject({ success: true, content: { coinsGranted: 10, studentsPaid: 2 } });
    const again = await t.post(api('publishResults'), { id }, token);
    expect(again).toMatchObject({ success: false, code: 'StarGrantFailure', message: '成绩已发布，星币不会重复发放' });
    const grants = await db.select().from(starGrants).where(eq(starGrants.reason, '考试「阅卷考试」'));
    expect(grants.map((g) => g.amount)).toEqual([5, 5]);
    expect((await t.post(api('markAnswer'), { sheetId: sheetIds[1], position: 5, score: 4 }, token)).message).toBe('成绩已发布，不能再修改分数');

    const result = await t.post(api('result'), { id }, token);
    expect(result.content.ranking.map((r: { rank: number | null; totalScore: number }) => [r.rank, r.totalScore])).toEqual([[1, 11], [2, 3], [null, 0]]);
    expect(result.content.questions[0]).toMatchObject({ answeredCount: 2, correctCount: 1, correctRate: 0.5 });
    expect(result.content.distribution.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(2);
    expect(result.content.exam.resultsPublished).toBe(true);
  });

  it('offline exams: scores typed in for the exam\'s students, never above the full score', async () => {
    const id = (await create({ kind: 'offline', paperId: null, fullScore: 100, title: '线下期末' })).content.id;
    await t.post(api('setStudents'), { id, classIds: [demo.cls.id] }, token);
    const pupils = await t.database.db.select().from(students).where(eq(students.classId, demo.cls.id)).orderBy(students.id);
    expect((await t.post(api('offlineScores'), { id, scores: [{ studentId: pupils[0].id, score: 90 }] }, token)).message).toBe('请先发布线下考试，再录入成绩');
    await t.post(api('updatePostState'), { id }, token);
    expect((await t.post(api('offlineScores'), { id, scores: [{ studentId: pupils[0].id, score: 101 }] }, token)).message).toBe(`${pupils[0].realName}的成绩不能超过满分 100 分`);
    expect((await t.post(api('offlineScores'), { id, scores: [{ studentId: other.student.id, score: 50 }] }, token)).message).toBe('只能为本场考试的考生录入成绩');
    const saved = await t.post(api('offlineScores'), { id, scores: [{ studentId: pupils[0].id, score: 90 }, { studentId: pupils[1].id, score: 95.5, remark: '书写工整' }] }, token);
    expect(saved.content.assignedCount).toBe(2);
    const result = await t.post(api('result'), { id }, token);
    expect(result.content.ranking.slice(0, 2).map((r: { realName: string; totalScore: number; rank: number }) => [r.rank, r.totalScore])).toEqual([[1, 95.5], [2, 90]]);
    const overview = await t.post(api('overview'), { scope: 'school' }, token);
    expect(overview.content.offlineCount).toBeGreaterThanOrEqual(1);
  });
});
