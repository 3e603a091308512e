import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examSheetAnswers, exams, ojSubmissions, paperQuestions, paperSections, papers, questionBanks, questions, wrongQuestions } from '../../server/db/schema';
import { skipSandboxSuites } from '../../server/judge/test-support';
import { demoAccounts } from '../../server/seed/demo-data';
import { QuestionType } from '../../shared/question-format';
import { staffToken } from './crud-fixtures';
import { aPlusB, oj, studentToken } from './oj-fixtures';
import { demoSchool, openWindow } from './exam-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';
import type { Db } from '../../server/db/client';

const { teacher } = demoAccounts;
const staffApi = (call: string) => `/java-api/school/exam/${call}`;
const api = (call: string) => `/java-api/student/exam/${call}`;
const device = 'device-judge-0001';
/** A+B is the first demo problem: tests 1 2, -5 8, 10^9 10^9, 0 0. */
const aPlusBId = 1;
/** Right on three of the four tests (wrong on the negative one): 3/4 of the tests. */
const threeQuarters = 'a, b = map(int, input().split())\nprint(a + b if a >= 0 else 0)\n';

/** A paper of the demo school: a single choice (2) and the A+B programming question (8), with the given rule. */
async function judgedPaper(db: Db, schoolId: number, name: string, judgeScoring: 0 | 1) {
  const [bank] = await db.insert(questionBanks).values({ schoolId, name: `${name}题库`, postState: 1 }).returning();
  const made = await db
    .insert(questions)
    .values([
      { schoolId, bankId: bank.id, type: QuestionType.single, title: '单选', stem: '1+1=?', options: JSON.stringify([{ key: 'A', text: '1' }, { key: 'B', text: '2' }]), answer: 'B', score: 2 },
      { schoolId, bankId: bank.id, type: QuestionType.programming, title: 'A+B', stem: '输入 a b，输出 a+b', answer: '', score: 8, ojProblemId: aPlusBId },
    ])
    .returning();
  const [paper] = await db.insert(papers).values({ schoolId, name, postState: 1, judgeScoring, questionCount: 2, totalScore: 10 }).returning();
  const [section] = await db.insert(paperSections).values({ paperId: paper.id, position: 1, title: '试题' }).returning({ id: paperSections.id });
  await db.insert(paperQuestions).values(made.map((q, i) => ({ paperId: paper.id, questionId: q.id, sectionId: section.id, score: q.score, sort: i + 1 })));
  return { paper, questions: made };
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * Programming answers of exams through the OJ's real queue and sandbox (issue 17): queued at
 * submission as the student's submissions, scored by the share of tests passed or all or nothing
 * as the paper says, the sheet total updated when the verdict arrives, verdicts shown to the
 * marker and (after results) the student, and kept out of the OJ's own records.
 */
describe.skipIf(skipSandboxSuites).each(backends)('exam programming answers judged on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let students: string[];
  let demo: Awaited<ReturnType<typeof demoSchool>>;

  beforeAll(async () => {
    t = await startTestApp(backend, { judgeWorkers: true });
    token = await staffToken(t, teacher.userName, teacher.password);
    students = [await studentToken(t), await studentToken(t, 'student2', 'Student2026'), await studentToken(t, 'student3', 'Student2026')];
    demo = await demoSchool(t.database.db);
  });
  afterAll(() => t.close());

  async function publish(paperId: number, title: string) {
    const created = await t.post(staffApi('save'), { kind: 'exam', title, durationMinutes: 30, paperId, ...openWindow() }, token);
    const id = created.content.id as number;
    await t.post(staffApi('setStudents'), { id, classIds: [demo.cls.id] }, token);
    expect((await t.post(staffApi('updatePostState'), { id }, token)).success).toBe(true);
    return id;
  }
  async function sit(id: number, who: string, answers: { choice?: string; code?: string; language?: string }) {
    const sheet = (await t.post(api('start'), { id, deviceToken: device }, who)).content.sheet;
    if (answers.choice) await t.post(api('saveAnswer'), { sheetId: sheet.id, position: 1, response: answers.choice, deviceToken: device }, who);
    if (answers.code) expect((await t.post(api('saveAnswer'), { sheetId: sheet.id, position: 2, response: answers.code, language: answers.language ?? 'python3', deviceToken: device }, who)).success).toBe(true);
    expect((await t.post(api('submit'), { sheetId: sheet.id }, who)).success).toBe(true);
    return sheet.id as number;
  }
  const detail = (sheetId: number) => t.post(staffApi('sheetDetail'), { sheetId }, token);
  const markedDetail = (sheetId: number) => until(`sheet ${sheetId} judged`, () => detail(sheetId), (d) => d.content.state === 'marked');

  it('scores by the share of tests passed, updates the total when verdicts arrive, and shows them after results', async () => {
    const { paper } = await judgedPaper(t.database.db, demo.school.id, '编程测验卷', 0);
    const id = await publish(paper.id, '编程测验');
    const [partial, right, empty] = [
      await sit(id, students[0], { choice: 'B', code: threeQuarters }),
      await sit(id, students[1], { code: aPlusB.right, language: 'cpp' }),
      await sit(id, students[2], { choice: 'A' }),
    ];

    // No code: nothing to judge, 0 at once, the sheet is marked without a marker.
    const none = await detail(empty);
    expect(none.content).toMatchObject({ state: 'marked', totalScore: 0 });
    expect(none.content.answers[1]).toMatchObject({ autoScore: 0, judgeSubmissionId: null, judge: null });

    const p = await markedDetail(partial);
    expect(p.content.totalScore).toBe(8);
    expect(p.content.answers[1]).toMatchObject({ autoScore: 6, manualScore: null, language: 'python3' });
    // Scored by share: every test was run (no stop at the first failure).
    expect(p.content.answers[1].judge).toMatchObject({ status: 'finished', verdict: 'WA', passed: 3, total: 4, score: 0.75 });
    const r = await markedDetail(right);
    expect(r.content.totalScore).toBe(8);
    expect(r.content.answers[1].judge).toMatchObject({ verdict: 'AC', passed: 4, total: 4 });

    // The queue saw them as the students' own submissions, tied to the sheet.
    const queued = await t.database.db.select().from(ojSubmissions).where(isNotNull(ojSubmissions.examSheetId));
    expect(queued.map((s) => s.examSheetId).sort()).toEqual([partial, right].sort());
    expect(queued.every((s) => s.submitterKind === 'student' && s.schoolId === demo.school.id)).toBe(true);

    // Before the results: the student sees neither score nor verdict; the OJ's records leave exam answers out.
    const before = await t.post(api('sheet'), { sheetId: partial }, students[0]);
    expect(before.content.questions.find((q: { position: number }) => q.position === 2)).toMatchObject({ gotScore: null, judge: null });
    expect((await t.post(oj.submissions, {}, students[0])).content.total).toBe(0);
    expect(await t.post(oj.submission, { id: queued[0].id }, students[0])).toMatchObject({ success: false, message: '提交记录不存在' });
    const bank = await t.post(oj.problemList, { keyword: 'A+B' }, students[0]);
    expect(bank.content.list[0]).toMatchObject({ myStatus: null, submitCount: 0 });

    const result = await t.post(staffApi('result'), { id }, token);
    expect(result.content.ranking.slice(0, 2).map((row: { totalScore: number }) => row.totalScore)).toEqual([8, 8]);
    expect((await t.post(staffApi('close'), { id }, token)).success).toBe(true);
    expect((await t.post(staffApi('publishResults'), { id }, token)).success).toBe(true);
    const after = await t.post(api('sheet'), { sheetId: partial }, students[0]);
    expect(after.content.sheet.totalScore).toBe(8);
    expect(after.content.questions.find((q: { position: number }) => q.position === 2)).toMatchObject({ gotScore: 6, judge: { verdict: 'WA', passed: 3, total: 4 } });
    // Below full marks: in the wrong-question book like any objective answer.
    const [booked] = await t.database.db.select().from(wrongQuestions).where(and(eq(wrongQuestions.lastExamId, id), eq(wrongQuestions.lastResponse, threeQuarters)));
    expect(booked).toBeDefined();
  });

  it('scores all or nothing when the paper says so, and that rule is frozen at publish', async () => {
    const { paper } = await judgedPaper(t.database.db, demo.school.id, '全对得分卷', 1);
    const id = await publish(paper.id, '全对得分测验');
    // Editing the paper after publishing never re-scores the exam.
    await t.database.db.update(papers).set({ judgeScoring: 0 }).where(eq(papers.id, paper.id));
    const [exam] = await t.database.db.select().from(exams).where(eq(exams.id, id));
    expect(exam.judgeScoring).toBe('all');
    const partial = await sit(id, students[0], { choice: 'B', code: threeQuarters });
    const right = await sit(id, students[1], { code: 'a, b = map(int, input().split())\nprint(a + b)\n' });
    const p = await markedDetail(partial);
    expect(p.content.answers[1]).toMatchObject({ autoScore: 0, judge: { verdict: 'WA' } });
    expect(p.content.totalScore).toBe(2);
    expect((await markedDetail(right)).content.answers[1]).toMatchObject({ autoScore: 8, judge: { verdict: 'AC' } });
  });

  it('runs my code on my own input in the sandbox while answering, and not once handed in', async () => {
    const { paper } = await judgedPaper(t.database.db, demo.school.id, '运行卷', 0);
    const id = await publish(paper.id, '运行测验');
    const sheet = (await t.post(api('start'), { id, deviceToken: device }, students[0])).content.sheet;
    const run = (body: Record<string, unknown>, who = students[0]) => t.post(api('run'), { sheetId: sheet.id, position: 2, language: 'python3', source: threeQuarters, stdin: '4 5\n', deviceToken: device, ...body }, who);
    expect((await run({})).content).toMatchObject({ verdict: 'OK', stdout: '9\n' });
    expect((await run({ source: 'print(' })).content.verdict).toBe('CE');
    expect(await run({ position: 1 })).toMatchObject({ success: false, message: '只有编程题可以运行代码' });
    expect(await run({}, students[1])).toMatchObject({ success: false, message: '答卷不存在' });
    await t.post(api('submit'), { sheetId: sheet.id }, students[0]);
    expect(await run({})).toMatchObject({ success: false, message: '答卷已提交，不能再修改答案' });
  });
});

/**
 * Without the sandbox: answers are checked against their question type on save, and a verdict the
 * queue stored while nobody scored it (a worker that died right after storing) is scored by the
 * next read of the sheet.
 */
describe.each(backends)('exam answers checked and judged verdicts caught up on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let student: string;
  let demo: Awaited<ReturnType<typeof demoSchool>>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await staffToken(t, teacher.userName, teacher.password);
    student = await studentToken(t);
    demo = await demoSchool(t.database.db);
  });
  afterAll(() => t.close());

  async function practiceSheet() {
    const { paper } = await judgedPaper(t.database.db, demo.school.id, `练习卷${Math.random()}`, 0);
    const created = await t.post(staffApi('save'), { kind: 'practice', title: '编程练习', durationMinutes: 30, paperId: paper.id, ...openWindow() }, token);
    const id = created.content.id as number;
    await t.post(staffApi('setStudents'), { id, classIds: [demo.cls.id] }, token);
    await t.post(staffApi('updatePostState'), { id }, token);
    return (await t.post(api('start'), { id, deviceToken: device }, student)).content.sheet.id as number;
  }

  it('refuses answers that do not fit the question type, with the reason, and keeps the saved one', async () => {
    const sheetId = await practiceSheet();
    const save = (position: number, response: string, language?: string | null) => t.post(api('saveAnswer'), { sheetId, position, response, language, deviceToken: device }, student);
    expect((await save(1, 'B')).success).toBe(true);
    expect(await save(1, 'E')).toMatchObject({ success: false, message: '选项「E」不是本题的选项，请在 A、B 中选择' });
    expect(await save(1, 'A,B')).toMatchObject({ success: false, message: '单选题只能选择一个选项' });
    expect(await save(2, 'print(1)')).toMatchObject({ success: false, message: '请选择编程语言（C、C++ 或 Python 3）' });
    expect(await save(2, 'print(1)', 'java')).toMatchObject({ success: false, message: '请选择编程语言（C、C++ 或 Python 3）' });
    // Within the contract's 65 536 characters, but over 64 KB once written as UTF-8.
    expect(await save(2, `# ${'中'.repeat(30_000)}`, 'python3')).toMatchObject({ success: false, message: '代码太长了，不能超过 64 KB' });
    expect((await save(2, '', null)).success).toBe(true);
    const [kept] = await t.database.db.select().from(examSheetAnswers).where(and(eq(examSheetAnswers.sheetId, sheetId), eq(examSheetAnswers.position, 1)));
    expect(kept.response).toBe('B');
  });

  it('a verdict stored without its scoring is scored by the next read', async () => {
    const sheetId = await practiceSheet();
    await t.post(api('saveAnswer'), { sheetId, position: 2, response: threeQuarters, language: 'python3', deviceToken: device }, student);
    const submitted = await t.post(api('submit'), { sheetId }, student);
    expect(submitted.content.sheet.state).toBe('submitted');
    const [answer] = await t.database.db.select().from(examSheetAnswers).where(and(eq(examSheetAnswers.sheetId, sheetId), eq(examSheetAnswers.position, 2)));
    expect(answer.judgeSubmissionId).not.toBeNull();
    expect(answer.autoScore).toBeNull();
    // No worker in this app: the submission waits in the queue; store its verdict as a worker would.
    await t.database.db.update(ojSubmissions).set({ status: 'finished', verdict: 'WA', score: 0.5, results: [] }).where(eq(ojSubmissions.id, answer.judgeSubmissionId!));
    const read = await t.post(api('sheet'), { sheetId }, student);
    expect(read.content.sheet).toMatchObject({ state: 'marked', totalScore: 4 });
    expect(read.content.questions.find((q: { position: number }) => q.position === 2)).toMatchObject({ gotScore: 4, judge: { verdict: 'WA', score: 0.5 } });
  });

  it('an offline exam marked as practice is listed as one (线下练习), the others as offline exams', async () => {
    const save = (title: string, offlinePractice: boolean) => t.post(staffApi('save'), { kind: 'offline', title, durationMinutes: 60, fullScore: 100, offlinePractice, ...openWindow() }, token);
    for (const [title, practice] of [['纸上练习', true], ['纸上考试', false]] as const) {
      const id = (await save(title, practice)).content.id as number;
      await t.post(staffApi('setStudents'), { id, classIds: [demo.cls.id] }, token);
      expect((await t.post(staffApi('updatePostState'), { id }, token)).success).toBe(true);
    }
    const listed = (await t.post(api('queryList'), { kind: 'offline' }, student)).content as { title: string; offlinePractice: boolean }[];
    expect(listed.filter((e) => e.title.startsWith('纸上')).map((e) => [e.title, e.offlinePractice]).sort()).toEqual([['纸上练习', true], ['纸上考试', false]].sort());
    const teacherList = await t.post(staffApi('queryList'), { kind: 'offline' }, token);
    expect(teacherList.content.list.find((e: { title: string }) => e.title === '纸上练习').offlinePractice).toBe(true);
  });
});
