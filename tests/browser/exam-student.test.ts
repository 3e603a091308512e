import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { examAssignments, examQuestions, exams } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { demoSchool, seedPaper } from '../server/exam-fixtures';
import { backends, openTestDatabase } from '../server/test-database';
import { signIn, startProduct, type Product } from './harness';

// A student sits an exam in Chromium on the real server: answers, reloads mid-exam and finds every
// answer again, submits, and finds the wrongly answered question in the wrong-question book. The
// exam is put in the PostgreSQL test database directly (the teacher's screens are another branch's).
describe.runIf(backends.includes('postgres'))('a student sits an exam', () => {
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

  it('answers, reloads and continues, submits, sees the wrong-question book', { timeout: 240_000 }, async () => {
    const { db } = database;
    const { school, cls } = await demoSchool(db);
    const { questions } = await seedPaper(db, school.id, '浏览器卷');
    const objective = questions.filter((q) => q.type !== 6);
    const [exam] = await db
      .insert(exams)
      .values({ schoolId: school.id, kind: 'exam', title: '第一单元小测', startAt: new Date(Date.now() - 60_000), endAt: new Date(Date.now() + 3_600_000), durationMinutes: 30, state: 'published', fullScore: 11, questionCount: objective.length })
      .returning();
    await db.insert(examQuestions).values(objective.map((q, i) => ({ examId: exam.id, position: i + 1, questionId: q.id, score: q.score, type: q.type, title: q.title, stem: q.stem, options: q.options, answer: q.answer, analysis: null, ojProblemId: null })));
    await db.insert(examAssignments).values({ examId: exam.id, classId: cls.id });

    const { page } = await product.newPage();
    await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
    await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
    await page.goto('/exam-stu/exam-list');
    await page.getByRole('button', { name: '开始考试' }).click();
    await page.getByTestId('countdown').waitFor({ timeout: 20_000 });
    await page.getByTestId('question-1').getByText('B. 2').click();
    await expect.poll(() => page.getByTestId('saved-1').textContent(), { timeout: 10_000 }).toContain('已保存');
    await page.getByTestId('question-3').getByText('错误 ✘').click();
    await expect.poll(() => page.getByTestId('saved-3').textContent(), { timeout: 10_000 }).toContain('已保存');

    await page.reload();
    await page.getByTestId('countdown').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('question-1').getByRole('radio', { name: 'B. 2' }).isChecked()).toBe(true);
    await page.getByTestId('question-4').getByRole('textbox').first().fill('打印');
    await expect.poll(() => page.getByTestId('saved-4').textContent(), { timeout: 10_000 }).toContain('已保存');

    await page.getByRole('button', { name: /^交\s*卷$/ }).click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.getByText('已交卷，等老师公布成绩吧').waitFor({ timeout: 20_000 });

    await page.goto('/exam-stu/question-book');
    await expect.poll(() => page.getByTestId('wrong-question').count(), { timeout: 20_000 }).toBe(2);
    // Stems are Markdown, drawn once the Markdown code has loaded.
    await expect.poll(() => page.locator('body').textContent(), { timeout: 20_000 }).toContain('Python 区分大小写');
  });
});
