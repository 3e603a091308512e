/**
 * Screenshots of the student's answering screen (new-exam-v2) of a paper in sections (大题): the
 * built product (`dist/`) on its own PGlite folder with the demo school; the principal makes a
 * sectioned paper and publishes an exam on it through the API, then the demo student opens it in
 * Chromium, answers two questions and the page is captured at 1280 pixels wide (and a second
 * student's on a phone). The administrator also sections a platform paper the same way and the back
 * office's paper detail (试卷题目 and 大题与题目顺序) is captured.
 * The images are for people to look at; the script prints where they are.
 *
 *   npx tsx bench/screenshot-exam-answering.ts        uses dist/ as it is (`npx vite build` first)
 *   SCREENS_DIR=/tmp/x  where the PNG files go (default /tmp/exam-answering-screens)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts } from '../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from '../tests/browser/harness';

const dir = process.env.SCREENS_DIR ?? '/tmp/exam-answering-screens';
const choices = (...texts: string[]) => JSON.stringify(texts.map((text, i) => ({ key: String.fromCharCode(65 + i), text })));

/** The questions of the paper, by section. */
const sections = [
  {
    title: '一、单选题',
    description: '每题只有一个正确答案',
    questions: [
      { type: 1, title: '输出函数', stem: 'Python 中用哪个函数在屏幕上输出内容？', options: choices('input()', 'print()', 'len()', 'range()'), answer: 'B', score: 2 },
      { type: 1, title: '整除', stem: '`7 // 2` 的结果是？', options: choices('3.5', '3', '4', '1'), answer: 'B', score: 2 },
    ],
  },
  {
    title: '二、多选题与判断题',
    description: '多选题少选得一半分，错选不得分',
    questions: [
      { type: 2, title: '偶数', stem: '下面哪些数是偶数？', options: choices('2', '3', '4', '7'), answer: 'A,C', score: 4 },
      { type: 3, title: '大小写', stem: 'Python 区分大小写。', answer: 'true', score: 2 },
    ],
  },
  {
    title: '三、填空题与简答题',
    description: null,
    questions: [
      { type: 4, title: '循环', stem: '`for i in range(3)` 一共循环___次。', answer: '3|三', score: 3 },
      { type: 6, title: '循环的用处', stem: '用一两句话说说循环有什么用处。', answer: '重复执行相同的步骤', score: 10 },
    ],
  },
];

/** An API caller signed in as `path`'s account (staff or the administrator). */
async function caller(product: Product, loginPath: string, userName: string, password: string) {
  const login = await product.api(loginPath, { userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' });
  if (!login.success) throw new Error(`login: ${login.message}`);
  return async (path: string, body: unknown) => {
    const answer = await product.api(path, body, login.content.token);
    if (!answer.success) throw new Error(`${path}: ${answer.message}`);
    return answer.content;
  };
}

/** A platform paper of the same questions in the same sections, made in the back office; its name. */
async function platformPaper(product: Product): Promise<string> {
  const { admin } = demoAccounts;
  const call = await caller(product, '/java-api/auth/new/login', admin.userName, admin.password);
  const bank = await call('/java-api/admin/questionBank/create', { name: '平台截图题库' });
  const ids: number[][] = [];
  for (const section of sections) {
    const made: number[] = [];
    for (const q of section.questions) made.push((await call('/java-api/admin/question/create', { bankId: bank.id, ...q })).id);
    ids.push(made);
  }
  const name = '平台第一单元测验';
  const paper = await call('/java-api/admin/paper/create', { name, duration: 45 });
  await call('/java-api/admin/paper/addQuestion', { id: paper.id, questionIds: ids.flat() });
  await call('/java-api/admin/paper/saveSections', { id: paper.id, sections: sections.map((s, i) => ({ title: s.title, description: s.description, questionIds: ids[i] })) });
  return name;
}

async function staffToken(product: Product): Promise<string> {
  const { principal } = demoAccounts;
  const answer = await product.api('/java-api/school/tch/login', { userName: principal.userName, password: encodePasswordForTransport(principal.password), captchaVerifyParam: '' });
  if (!answer.success) throw new Error(`login: ${answer.message}`);
  return answer.content.token;
}

/** A published exam on a sectioned paper, sat by the demo class; its id. */
async function sectionedExam(product: Product): Promise<number> {
  const token = await staffToken(product);
  const call = async (path: string, body: unknown) => {
    const answer = await product.api(path, body, token);
    if (!answer.success) throw new Error(`${path}: ${answer.message}`);
    return answer.content;
  };
  const bank = await call('/java-api/school/questionBank/create', { name: '截图题库' });
  const ids: number[][] = [];
  for (const section of sections) {
    const made: number[] = [];
    for (const q of section.questions) made.push((await call('/java-api/school/question/create', { bankId: bank.id, ...q })).id);
    ids.push(made);
  }
  const paper = await call('/java-api/school/paper/create', { name: '第一单元测验' });
  await call('/java-api/school/paper/addQuestion', { id: paper.id, questionIds: ids.flat() });
  await call('/java-api/school/paper/saveSections', { id: paper.id, sections: sections.map((s, i) => ({ title: s.title, description: s.description, questionIds: ids[i] })) });
  const classes = await call('/java-api/school/cls/queryList', { pageSize: 10 });
  const now = Date.now();
  const exam = await call('/java-api/school/exam/save', { kind: 'exam', title: '第一单元测验', durationMinutes: 45, paperId: paper.id, startAt: new Date(now - 60_000).toISOString(), endAt: new Date(now + 2 * 3_600_000).toISOString() });
  await call('/java-api/school/exam/setStudents', { id: exam.id, classIds: [classes.list[0].id] });
  await call('/java-api/school/exam/updatePostState', { id: exam.id });
  return exam.id;
}

const product = await startProduct();
try {
  mkdirSync(dir, { recursive: true });
  const examId = await sectionedExam(product);
  // Two students of the demo class: a sheet belongs to the device that started it.
  const sitters = [
    { name: 'answering-1280', phone: false, userName: demoAccounts.student.userName, password: demoAccounts.student.password },
    { name: 'answering-phone', phone: true, userName: 'student2', password: 'Student2026' },
  ];
  const paperName = await platformPaper(product);
  {
    const { page, context } = await product.newPage();
    await page.setViewportSize({ width: 1440, height: 2400 }); // tall enough for the whole drawer
    await signIn(page, 'admin', demoAccounts.admin.userName, demoAccounts.admin.password);
    await page.waitForURL('**/background/data-analysis');
    await page.goto('/background/testing/testPaper');
    await page.locator('tr', { hasText: paperName }).getByText('详情').click();
    await page.locator('.ant-drawer .ant-card', { hasText: '大题与题目顺序' }).getByLabel('大题说明').first().waitFor({ timeout: 30_000 });
    const file = join(dir, 'platform-paper-sections.png');
    await page.locator('.ant-drawer-content').screenshot({ path: file });
    console.log(file);
    await context.close();
  }
  for (const { name, phone, userName, password } of sitters) {
    const { page, context } = await product.newPage({ phone });
    if (!phone) await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'student', userName, password);
    await page.waitForURL('**/code-classroom-stu/**');
    await page.goto(`/exam-stu/new-exam-v2?id=${examId}`);
    await page.getByTestId('countdown').waitFor({ timeout: 30_000 });
    await page.getByTestId('question-1').getByText('B. print()').click();
    await page.getByTestId('saved-1').getByText('已保存').waitFor({ timeout: 10_000 });
    await page.getByTestId('question-4').getByText('正确').first().click();
    await page.getByTestId('saved-4').getByText('已保存').waitFor({ timeout: 10_000 });
    const file = join(dir, `${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await context.close();
  }
} finally {
  await product.stop();
}
