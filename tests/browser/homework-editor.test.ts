import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * Homework from the editor on the real server and Chromium: the teacher assigns a C++ homework, the
 * student opens it from 课堂作品 in the C++ editor, writes the program and presses 保存并提交作业 once:
 * the work is saved and handed in, and the homework shows as handed in.
 */
let product: Product;
let homeworkId: number;
beforeAll(async () => {
  product = await startProduct();
  const admin = (await product.api('/java-api/auth/new/login', { userName: demoAccounts.admin.userName, password: encodePasswordForTransport(demoAccounts.admin.password), captchaVerifyParam: '' })).content.token as string;
  const subject = await product.api('/java-api/admin/subject/create', { name: 'C++ 编程' }, admin);
  const curriculum = await product.api('/java-api/admin/curriculum/create', { subjectId: subject.content.id, name: 'C++ 入门', state: 1 }, admin);
  const lesson = await product.api('/java-api/admin/currMat/create', { curriculumId: curriculum.content.id, title: '第一课 输入输出', sortOrder: 1 }, admin);
  const schools = await product.api('/java-api/admin/edu/queryList', { keyword: '示范编程学校' }, admin);
  expect((await product.api('/java-api/admin/eduCurrPer/save', { schoolId: schools.content.list[0].id, curriculumId: curriculum.content.id }, admin)).success).toBe(true);
  const teacher = (await product.api('/java-api/school/tch/login', { userName: demoAccounts.teacher.userName, password: encodePasswordForTransport(demoAccounts.teacher.password), captchaVerifyParam: '' })).content.token as string;
  const classes = await product.api('/java-api/school/classroom/myClass', {}, teacher);
  const classId = classes.content[0].id as number;
  const due = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();
  const assigned = await product.api('/java-api/school/homework/assign', { classId, lessonId: lesson.content.id, dueAt: due, lateDays: 1, kind: 'cpp', title: 'A 加 B' }, teacher);
  expect(assigned.success).toBe(true);
  homeworkId = assigned.content.id;
});
afterAll(() => product?.stop());

const poll = { timeout: 20_000 };

it('a student saves and hands in a C++ homework from the editor with one button', { timeout: 300_000 }, async () => {
  const { page } = await product.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
  await page.goto('/code-classroom-stu/classlist_works_student');
  await page.getByTestId('my-homework').getByRole('button', { name: '交作业' }).click();
  await page.getByRole('button', { name: /去创作C\+\+作品|在C\+\+编辑器里写/ }).click();
  await page.waitForURL(`**/cpp/editor?homeworkId=${homeworkId}`);
  const bar = page.getByTestId('homework-hand-in');
  await expect.poll(() => bar.textContent(), poll).toContain('作业：A 加 B · 未提交');
  await page.getByLabel('作品名称').fill('我的加法');
  await bar.getByRole('button', { name: /保存并提交作业/ }).click();
  await expect.poll(() => page.locator('.ant-message').textContent(), poll).toContain('作业已提交');
  await page.waitForURL(/homeworkId=\d+.*workId=\d+|workId=\d+.*homeworkId=\d+/);
  await expect.poll(() => bar.textContent(), poll).toContain('已提交');
  await page.screenshot({ path: '/tmp/h/homework-editor.png' });

  const student = (await product.api('/java-api/student/stu/login', { userName: demoAccounts.student.userName, password: encodePasswordForTransport(demoAccounts.student.password) })).content.token as string;
  const mine = await product.api('/java-api/student/homework/list', {}, student);
  expect(mine.content.find((h: { id: number }) => h.id === homeworkId)).toMatchObject({ state: 'handedIn', workTitle: '我的加法', workKind: 'cpp' });
});
