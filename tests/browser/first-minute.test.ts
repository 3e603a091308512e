import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, startProduct, type Product } from './harness';

/**
 * The first minute of each demo account: from the home page, one click on its demo sign-in (the
 * same call and password transport as the sign-in page) lands it where its work is. The product
 * starts as a fresh clone does, building the standard demo term on its empty database. With
 * FIRST_MINUTE_SHOTS=<folder> the home page and each landing are saved at 1280 and 1920 wide.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct({ env: { DEMO_SCALE: 'standard' } });
});
afterAll(() => product?.stop());

const shots = process.env.FIRST_MINUTE_SHOTS;
async function screenshots(page: Page, name: string): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [1280, 1920]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 1080 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const loginCalls = { admin: '/java-api/auth/new/login', staff: '/java-api/school/tch/login', student: '/java-api/student/stu/login' } as const;

/** Opens the home page and clicks the role's demo sign-in; checks the sign-in went through the normal call. */
async function demoSignIn(page: Page, role: keyof typeof demoAccounts, kind: keyof typeof loginCalls): Promise<void> {
  await page.goto('/');
  const button = page.locator(`[data-demo-role="${role}"]`);
  await button.waitFor();
  const login = page.waitForRequest((r) => new URL(r.url()).pathname === loginCalls[kind] && r.method() === 'POST');
  await button.click();
  const body = (await login).postDataJSON() as { userName: string; password: string };
  expect(body).toMatchObject({ userName: demoAccounts[role].userName, password: encodePasswordForTransport(demoAccounts[role].password) });
}

async function tokenOf(kind: keyof typeof loginCalls, account: { userName: string; password: string }): Promise<string> {
  const answer = await product.api(loginCalls[kind], { userName: account.userName, password: encodePasswordForTransport(account.password) });
  expect(answer.success, answer.message).toBe(true);
  return answer.content.token;
}

/** China's today, as the school counts days. */
const chinaToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

describe('the first minute of each demo account', () => {
  it('the home page says what the product is and offers the four demo sign-ins', async () => {
    const { context, page } = await product.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: '编程学校平台', level: 1 }).waitFor();
    for (const text of ['教职工登录', '学生登录', '平台管理员登录', '编程课堂', '在线评测 OJ', '考试测评', '打字练习']) await page.getByText(text, { exact: true }).first().waitFor();
    const demo = page.getByTestId('demo-sign-ins');
    await demo.waitFor();
    for (const label of ['平台管理员', '校长', '教师', '学生']) await demo.getByText(label, { exact: true }).waitFor();
    expect(await demo.textContent()).toContain(`${demoAccounts.teacher.userName} / ${demoAccounts.teacher.password}`);
    await screenshots(page, 'home');
    await context.close();
  });

  it('principal → the school data board', async () => {
    const { context, page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
    await demoSignIn(page, 'principal', 'staff');
    await page.waitForURL('**/school-home-page/dataBoard');
    const built = page.locator('[data-area="school"] [data-page-status="built"]').first();
    await built.waitFor();
    for (const text of ['数据看板', '在读学员', '城北校区', '城南校区']) await built.getByText(text, { exact: true }).first().waitFor();
    // Half a term of the demo school: the panels carry figures, not their empty states.
    await built.locator('[data-panel="考勤统计"]').getByText('出勤率').waitFor();
    await built.locator('[data-panel="收入概况"] canvas, [data-panel="收入概况"] svg').first().waitFor();
    await screenshots(page, 'principal-data-board');
    await context.close();
  });

  it("teacher → the classroom home, today's lessons first (or their empty state), with the way to take the sign-in", async () => {
    const teacherToken = await tokenOf('staff', demoAccounts.teacher);
    const before = (await product.api('/java-api/school/classroom/lessonDay', {}, teacherToken)).content;
    // The demo term gives 李老师's class a lesson on the day the product was started.
    expect(before.isToday).toBe(true);
    expect(before.lessons.length).toBeGreaterThan(0);
    const { context, page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
    await demoSignIn(page, 'teacher', 'staff');
    await page.waitForURL('**/code-classroom/classroom-index');
    const card = page.getByTestId('lesson-day');
    await card.waitFor();
    if (before.lessons.length === 0) await card.getByText('今天和明天都没有排课', { exact: false }).waitFor();
    else {
      await card.getByText(before.isToday ? '今日课程' : '明日课程', { exact: false }).first().waitFor();
      expect(await card.locator('[data-lesson]').count()).toBe(before.lessons.length);
    }
    await screenshots(page, before.lessons.length ? 'teacher-classroom-home' : 'teacher-classroom-home-empty');

    // The principal plans a lesson of the teacher's class for today: it shows, not signed, with 去签到.
    const principalToken = await tokenOf('staff', demoAccounts.principal);
    const classes = await product.api('/java-api/school/classroom/myClass', {}, teacherToken);
    // A course the class's campus sells (a course without a campus is sold by every campus).
    const courses = await product.api('/java-api/school/campusCourse/queryList', { pageSize: 100 }, principalToken);
    const course = courses.content.list.find((c: { campusName: string | null }) => c.campusName === null || c.campusName === classes.content[0].campusName);
    const plan = await product.api(
      '/java-api/school/teachPlan/create',
      { classId: classes.content[0].id, courseId: course.id, lessonDate: chinaToday(), startTime: '23:00', endTime: '23:55', topic: '第一分钟：画一只会走路的小猫' },
      principalToken,
    );
    expect(plan.success, plan.message).toBe(true);
    await page.reload();
    const row = page.locator(`[data-lesson="${plan.content.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('第一分钟：画一只会走路的小猫');
    expect(await row.textContent()).toContain(classes.content[0].name);
    expect(await row.textContent()).toContain('未签到');
    await card.getByText('今日课程', { exact: false }).first().waitFor();
    await screenshots(page, 'teacher-classroom-home');
    await row.getByRole('button', { name: '去签到' }).click();
    await page.waitForURL((url) => url.pathname === '/school-home-page/class-management1/teachplan1' && url.searchParams.get('classId') === String(classes.content[0].id));
    await context.close();
  });

  it("student → the classroom home, today's lesson and homework first", async () => {
    const studentToken = await tokenOf('student', demoAccounts.student);
    const next = (await product.api('/java-api/student/classroom/nextLesson', {}, studentToken)).content;
    const { context, page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
    await demoSignIn(page, 'student', 'student');
    await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
    const lesson = page.getByTestId('next-lesson');
    await lesson.waitFor();
    // The teacher's test planned a lesson for today: the card shows today's lesson the server names.
    expect(next.isToday).toBe(true);
    await page.getByRole('heading', { name: '今天的课' }).waitFor();
    await lesson.getByText(next.lesson.topic, { exact: true }).waitFor();
    await page.getByRole('heading', { name: '我的作业' }).waitFor();
    await screenshots(page, 'student-classroom-home');
    await context.close();
  });

  it("administrator → the back office's figures and the demo-mode switch; switched off, the home page shows no account", async () => {
    const { context, page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
    await demoSignIn(page, 'admin', 'admin');
    await page.waitForURL('**/background/data-analysis');
    for (const title of ['今日活跃账号', '学校', '学生', '评测提交', '学生作品']) await page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }).waitFor();
    // Every demo account signed in today already.
    const active = page.locator('.ant-col', { has: page.locator('.ant-statistic-title', { hasText: /^今日活跃账号$/ }) }).locator('.ant-statistic-content-value');
    await expect.poll(async () => Number(await active.textContent())).toBeGreaterThanOrEqual(4);
    const switchCard = page.getByTestId('demo-mode-card');
    await switchCard.getByText('已开启').waitFor();
    await screenshots(page, 'admin-data-analysis');

    await switchCard.getByRole('switch', { name: '演示模式' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('关闭后，首页不再显示', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: '关闭演示模式' }).click();
    await switchCard.getByText('已关闭').waitFor();
    await switchCard.getByText('平台管理员 于', { exact: false }).waitFor();

    const visitor = await product.newPage();
    await visitor.page.goto('/');
    await visitor.page.getByText('平台管理员登录', { exact: true }).waitFor();
    await visitor.page.getByText('平台能做什么').waitFor();
    expect(await visitor.page.getByTestId('demo-sign-ins').count()).toBe(0);
    const text = (await visitor.page.locator('body').textContent()) ?? '';
    for (const account of Object.values(demoAccounts)) expect(text).not.toContain(account.password);
    await screenshots(visitor.page, 'home-demo-off');
    await visitor.context.close();
    await context.close();
  });
});
