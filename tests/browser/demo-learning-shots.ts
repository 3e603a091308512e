/**
 * Screenshots of the pages that show the demo term's learning part, on a product started on an
 * empty data folder (its first start writes the standard demo term) (BASE_URL, OUT_DIR):
 *
 *   DATA_DIR=/tmp/demo-data PORT=8093 npx tsx server/main.ts
 *   BASE_URL=http://localhost:8093 OUT_DIR=/tmp/shots npx tsx tests/browser/demo-learning-shots.ts
 */
import { chromium, type Page } from 'playwright-core';

const base = process.env.BASE_URL ?? 'http://localhost:8080';
const out = process.env.OUT_DIR ?? '/tmp';

async function signIn(page: Page, kind: 'staff' | 'student', userName: string, password: string) {
  await page.goto(`${base}/login`);
  if (kind === 'student') await page.getByRole('tab', { name: '学生登录' }).click();
  const form = page.locator('form:visible');
  await form.getByPlaceholder('请输入账号').fill(userName);
  await form.getByPlaceholder('请输入密码').fill(password);
  await form.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

async function shot(page: Page, path: string, name: string) {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${out}/${name}.png` });
  console.log(`${out}/${name}.png`);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const student = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await signIn(student, 'student', 'student', 'Student2026');
  await shot(student, '/community/explore', 'community-explore');
  await shot(student, '/code-classroom-stu/classlist_stu_works', 'student-works');
  await shot(student, '/oj/ranking', 'oj-ranking');
  await shot(student, `/community/project?id=${process.env.SHARE_ID ?? 1}`, 'community-project');
  const teacher = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  await signIn(teacher, 'staff', 'principal', 'Principal@2026');
  await shot(teacher, `/exam/exam-result?id=${process.env.EXAM_ID ?? 2}`, 'exam-result');
  await shot(teacher, '/code-classroom/works', 'teacher-works');
} finally {
  await browser.close();
}
