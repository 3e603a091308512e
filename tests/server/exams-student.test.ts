import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentActor } from '../../server/auth/actors';
import { examSheetAnswers, examSheets, students } from '../../server/db/schema';
import { saveAnswer } from '../../server/features/exams/student-sheet-model';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { demoSchool, openWindow, seedPaper } from './exam-fixtures';
import { studentToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const { teacher } = demoAccounts;
const staffApi = (call: string) => `/java-api/school/exam/${call}`;
const api = (call: string) => `/java-api/student/exam/${call}`;
const phone = 'device-phone-0001';
const laptop = 'device-laptop-0002';

/**
 * The student's side of exams (issue 17, docs/exams.md): starting on the server clock, answers
 * saved one by one and refused once over, resuming and taking over on another device, submitting
 * once even when sent twice or meeting the automatic submission, objective marking per type and
 * the wrong-question book; nobody outside the exam's students reaches it.
 */
describe.each(backends)('exams, student side, on %s', (backend) => {
  let t: TestApp;
  let token: string;
  let student: string;
  let student2: string;
  let otherStudent: string;
  let demo: Awaited<ReturnType<typeof demoSchool>>;
  let paper: Awaited<ReturnType<typeof seedPaper>>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await staffToken(t, teacher.userName, teacher.password);
    await addOtherSchool(t.database.db);
    student = await studentToken(t);
    student2 = await studentToken(t, 'student2', 'Student2026');
    otherStudent = await studentToken(t, 'other-student', otherPrincipal.password);
    demo = await demoSchool(t.database.db);
    paper = await seedPaper(t.database.db, demo.school.id, '学生卷');
  });
  afterAll(() => t.close());

  /** A published exam of the demo class on the five-question paper (单选 2, 多选 4, 判断 2, 填空 3, 简答 10). */
  async function publish(body: Record<string, unknown> = {}, assign: Record<string, unknown> = { classIds: [demo.cls.id] }) {
    const created = await t.post(staffApi('save'), { kind: 'exam', title: '单元测验', durationMinutes: 30, paperId: paper.paper.id, ...openWindow(), ...body }, token);
    const id = created.content.id as number;
    await t.post(staffApi('setStudents'), { id, ...assign }, token);
    const published = await t.post(staffApi('updatePostState'), { id }, token);
    expect(published.success).toBe(true);
    return id;
  }
  const start = (id: number, who = student, deviceToken = phone, takeOver = false) => t.post(api('start'), { id, deviceToken, takeOver }, who);
  const save = (sheetId: number, position: number, response: string, who = student, deviceToken = phone) => t.post(api('saveAnswer'), { sheetId, position, response, deviceToken }, who);

  /** Counts the statements sent to the database while `work` runs, transactions' ones included (drizzle's query logger). */
  async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
    const session = (t.database.db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
    const before = { logger: session.logger, options: session.options.logger };
    const seen: string[] = [];
    const counting = { logQuery: (query: string) => seen.push(query) };
    session.logger = counting;
    session.options.logger = counting;
    try {
      await work();
    } finally {
      session.logger = before.logger;
      session.options.logger = before.options;
    }
    return seen;
  }

  it('a save during the exam is one statement once the sheet is known (500 students save at once)', async () => {
    const id = await publish();
    const sheetId = (await start(id)).content.sheet.id as number;
    expect((await save(sheetId, 1, 'A')).success).toBe(true);
    // The HTTP call also looks up the session: count the save itself, as the handler calls it.
    const [row] = await t.database.db.select({ studentId: examSheets.studentId, schoolId: examSheets.schoolId }).from(examSheets).where(eq(examSheets.id, sheetId));
    const actor: StudentActor = { kind: 'student', studentId: row.studentId, schoolId: row.schoolId, allowed: new Set() };
    const statements = await statementsOf(async () => {
      await saveAnswer(t.database.db, actor, { sheetId, position: 1, response: 'B', deviceToken: phone });
      await saveAnswer(t.database.db, actor, { sheetId, position: 3, response: 'true', deviceToken: phone });
    });
    expect(statements).toHaveLength(2);
    const stored = await t.database.db.select({ position: examSheetAnswers.position, response: examSheetAnswers.response }).from(examSheetAnswers).where(eq(examSheetAnswers.sheetId, sheetId));
    expect(stored.sort((x, y) => x.position - y.position)).toEqual([{ position: 1, response: 'B' }, { position: 3, response: 'true' }]);
  });

  it('answers, marks per type on submission and fills the wrong-question book', async () => {
    const id = await publish({ partialCredit: true });
    const started = await start(id);
    expect(started.success).toBe(true);
    const sheet = started.content.sheet;
    const deadline = new Date(sheet.deadline).getTime() - new Date(sheet.startedAt).getTime();
    expect(deadline).toBe(30 * 60_000);
    expect(started.content.questions[0]).toMatchObject({ answer: null, response: '' });

    expect((await save(sheet.id, 1, 'B')).message).toBe('已保存');
    await save(sheet.id, 2, 'A'); // a correct subset: half with partial credit
    await save(sheet.id, 3, 'false');
    await save(sheet.id, 4, ' 打印 ');
    await save(sheet.id, 5, '重复做事情');

    // Resume: a reload reads back every answer as given.
    const again = await start(id);
    expect(again.content.sheet.id).toBe(sheet.id);
    expect(again.content.questions.map((q: { response: string }) => q.response)).toEqual(['B', 'A', 'false', ' 打印 ', '重复做事情']);

    const submitted = await t.post(api('submit'), { sheetId: sheet.id }, student);
    expect(submitted.message).toBe('交卷成功');
    expect(submitted.content.sheet).toMatchObject({ state: 'submitted', submittedBy: 'student', totalScore: null });
    const answers = await t.database.db.select().from(examSheetAnswers).where(eq(examSheetAnswers.sheetId, sheet.id));
    expect(answers.sort((a, b) => a.position - b.position).map((a) => a.autoScore)).toEqual([2, 2, 0, 3, null]);
    const [row] = await t.database.db.select().from(examSheets).where(eq(examSheets.id, sheet.id));
    expect(row).toMatchObject({ autoScore: 7, totalScore: 7, state: 'submitted' });

    expect(await save(sheet.id, 1, 'A')).toMatchObject({ success: false, message: '答卷已提交，不能再修改答案' });

    const book = await t.post(api('wrongList'), {}, student);
    expect(book.content.list.map((w: { title: string }) => w.title).sort()).toEqual(['判断', '多选']);
    const tf = book.content.list.find((w: { title: string }) => w.title === '判断');
    expect((await t.post(api('wrongPractise'), { questionId: tf.questionId, response: 'true' }, student)).content).toMatchObject({ correct: true, answer: 'true' });
    await t.post(api('wrongMastered'), { questionId: tf.questionId, mastered: true }, student);
    expect((await t.post(api('wrongList'), {}, student)).content.total).toBe(1);
    expect((await t.post(api('wrongList'), {}, student2)).content.total).toBe(0);
  });

  it('binds the sheet to its device: another device takes over explicitly and the first is told', async () => {
    const id = await publish();
    const sheetId = (await start(id, student2, phone)).content.sheet.id;
    expect(await start(id, student2, laptop)).toMatchObject({ success: false, message: '本场考试正在另一台设备上作答，如需在本设备继续，请选择「在本设备继续作答」' });
    expect((await start(id, student2, laptop, true)).content.sheet.id).toBe(sheetId);
    expect(await save(sheetId, 1, 'A', student2, phone)).toMatchObject({ success: false, message: '已在其他设备上继续作答，本设备不能再保存答案' });
    expect((await save(sheetId, 1, 'A', student2, laptop)).success).toBe(true);
  });

  it('two submissions at once give one marked sheet', async () => {
    const id = await publish();
    const sheetId = (await start(id, student2)).content.sheet.id;
    await save(sheetId, 1, 'B', student2);
    const both = await Promise.all([t.post(api('submit'), { sheetId }, student2), t.post(api('submit'), { sheetId }, student2)]);
    expect(both.every((r) => r.success)).toBe(true);
    const [row] = await t.database.db.select().from(examSheets).where(eq(examSheets.id, sheetId));
    expect(row.totalScore).toBe(2);
    expect((await t.database.db.select().from(examSheetAnswers).where(eq(examSheetAnswers.sheetId, sheetId))).length).toBe(5);
  });

  it('a sheet past its deadline is submitted automatically on the next read, refuses answers, and a late manual submit marks nothing twice', async () => {
    const id = await publish();
    const sheetId = (await start(id, student)).content.sheet.id;
    await save(sheetId, 1, 'B');
    await t.database.db.update(examSheets).set({ deadline: new Date(Date.now() - 1000) }).where(eq(examSheets.id, sheetId));
    expect(await save(sheetId, 2, 'A,C')).toMatchObject({ success: false, message: '考试时间已到，答卷已自动提交，不能再修改答案' });
    // The automatic submission (on read) and a manual one race: one conditional update decides.
    const [auto, manual] = await Promise.all([t.post(api('sheet'), { sheetId }, student), t.post(api('submit'), { sheetId }, student)]);
    expect(auto.success && manual.success).toBe(true);
    const [row] = await t.database.db.select().from(examSheets).where(eq(examSheets.id, sheetId));
    expect(row).toMatchObject({ submittedBy: 'auto', totalScore: 2 });
    const list = await t.post(api('queryList'), { kind: 'exam' }, student);
    expect(list.content.find((e: { id: number }) => e.id === id).sheet).toMatchObject({ state: 'submitted', totalScore: null });
  });

  it('refuses students not assigned and students of another school', async () => {
    const [zhang] = await t.database.db.select().from(students).where(eq(students.userName, demoAccounts.student.userName));
    const id = await publish({}, { studentIds: [zhang.id] });
    expect(await start(id, student2)).toMatchObject({ success: false, message: '你不在本场考试的考生名单中' });
    expect(await start(id, otherStudent)).toMatchObject({ success: false, message: '考试不存在' });
    const mine = await start(id, student);
    expect(await t.post(api('sheet'), { sheetId: mine.content.sheet.id }, otherStudent)).toMatchObject({ success: false, message: '答卷不存在' });
    expect(await t.post(api('sheet'), { sheetId: mine.content.sheet.id }, student2)).toMatchObject({ success: false, message: '答卷不存在' });
    expect((await t.post(api('queryList'), { kind: 'exam' }, otherStudent)).content).toEqual([]);
  });
});
