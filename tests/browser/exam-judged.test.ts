import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAssignments, examQuestions, examSheets, exams, ojProblems, questionBanks, questions } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { QuestionType } from '../../shared/question-format';
import { demoSchool } from '../server/exam-fixtures';
import { backends, openTestDatabase } from '../server/test-database';
import { signIn, startProduct, type Product } from './harness';

// A programming answer judged for real: a student writes A+B in the exam's Monaco editor, hands
// in, the product's own judge worker runs it in the sandbox (as tests/browser/oj.test.ts waits for
// verdicts), and once the results are out the score detail shows the judged score and verdict.
// The exam is put in the PostgreSQL test database directly; composing and publishing it through
// the teacher's screens is tests/browser/exams-teacher.test.ts.
const poll = { timeout: 90_000 };
const aPlusB = 'a, b = map(int, input().split())\nprint(a + b)\n';

describe.runIf(backends.includes('postgres'))('a judged programming answer in an exam', () => {
  let product: Product;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    product = await startProduct({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await product?.stop();
    await database?.drop();
  });

  it('the student writes A+B, hands in, and the score detail shows the judge’s score', { timeout: 300_000 }, async () => {
    const { db } = database;
    const { school, cls } = await demoSchool(db);
    const [problem] = await db.select({ id: ojProblems.id }).from(ojProblems).where(eq(ojProblems.title, 'A+B 问题'));
    const [bank] = await db.insert(questionBanks).values({ schoolId: school.id, name: '编程题库', postState: 1 }).returning();
    const [question] = await db
      .insert(questions)
      .values({ schoolId: school.id, bankId: bank.id, type: QuestionType.programming, title: 'A+B', stem: '输入两个整数 a 和 b，输出它们的和', answer: '', score: 8, ojProblemId: problem.id })
      .returning();
    const [exam] = await db
      .insert(exams)
      .values({ schoolId: school.id, kind: 'exam', title: '编程小测', startAt: new Date(Date.now() - 60_000), endAt: new Date(Date.now() + 3_600_000), durationMinutes: 30, state: 'published', showAnswers: true, judgeScoring: 'share', fullScore: 8, questionCount: 1 })
      .returning();
    await db.insert(examQuestions).values({ examId: exam.id, position: 1, questionId: question.id, score: 8, type: question.type, title: question.title, stem: question.stem, options: null, answer: '', analysis: null, ojProblemId: problem.id });
    await db.insert(examAssignments).values({ examId: exam.id, classId: cls.id });

    const { page } = await product.newPage();
    await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
    await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
    await page.goto('/exam-stu/exam-list');
    await page.getByRole('button', { name: '开始考试' }).click();
    await page.getByTestId('countdown').waitFor({ timeout: 20_000 });
    const editor = page.getByTestId('question-1').locator('.monaco-editor .view-lines');
    await expect.poll(() => editor.count(), poll).toBe(1);
    await editor.click();
    await page.keyboard.insertText(aPlusB);
    await expect.poll(() => page.getByTestId('saved-1').textContent(), { timeout: 20_000 }).toContain('已保存');

    await page.getByRole('button', { name: /^交\s*卷$/ }).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.getByText('已交卷，等老师公布成绩吧').waitFor({ timeout: 20_000 });
    const url = new URL(page.url());
    const sheetId = Number(url.searchParams.get('sheetId')) || (await db.select({ id: examSheets.id }).from(examSheets).where(eq(examSheets.examId, exam.id)))[0].id;

    // The product's judge worker scores the answer when its verdict is stored: the sheet becomes marked.
    await expect
      .poll(async () => (await db.select({ state: examSheets.state, total: examSheets.totalScore }).from(examSheets).where(eq(examSheets.id, sheetId)))[0], poll)
      .toEqual({ state: 'marked', total: 8 });
    // The teacher publishing results (with its coins) is its own test; here they are out.
    await db.update(exams).set({ resultsPublishedAt: new Date() }).where(eq(exams.id, exam.id));

    await page.goto(`/exam-stu/score-detail?sheetId=${sheetId}`);
    await page.getByText('得分 8 / 8').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('question-1').locator('.ant-card-extra').textContent(), poll).toContain('8 分');
    const verdict = page.getByTestId('question-1').getByTestId('judge-verdict');
    await expect.poll(() => verdict.locator('[data-verdict]').first().getAttribute('data-verdict'), poll).toBe('AC');
    expect(await verdict.textContent()).toContain('通过 4 / 4 个测试点');
    expect(await page.getByTestId('question-1').locator('pre').first().textContent()).toContain('print(a + b)');
  });
});
