import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { signIn, startProduct, type Product } from './harness';

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** What a landing screen shows besides its address: its area's layout, who is signed in, the menu and the page itself. */
interface Landing {
  area: string;
  /** The header's name: the school, or the product in the back office. */
  brand: string;
  /** The signed-in person's real name in the user menu. */
  user: string;
  menu: string[];
  /** A built page: texts only it shows. A screen not built yet: its standard placeholder, which must change when it is built. */
  page: { built: string[] } | { notBuilt: { name: string; title: string; path: string } };
}

async function expectLanding(page: Page, landing: Landing): Promise<void> {
  const layout = page.locator(`[data-area="${landing.area}"]`).first();
  await layout.waitFor();
  expect(await layout.getByTestId('area-brand').textContent()).toBe(landing.brand);
  expect(await layout.getByTestId('user-menu').textContent()).toBe(landing.user);
  // A menu entry's accessible name starts with its icon's label ('desktop 我的课堂').
  for (const entry of landing.menu) await layout.getByRole('menuitem', { name: new RegExp(`(^| )${entry}$`) }).filter({ visible: true }).first().waitFor();
  if ('built' in landing.page) {
    const built = layout.locator('[data-page-status="built"]').first();
    await built.waitFor();
    for (const text of landing.page.built) await built.getByText(text, { exact: true }).first().waitFor();
    expect(await layout.locator('[data-page-status="not-built"]').count()).toBe(0);
  } else {
    const { name, title, path } = landing.page.notBuilt;
    const placeholder = layout.locator(`[data-page-status="not-built"][data-route-name="${name}"]`);
    await placeholder.waitFor();
    expect(await placeholder.locator('.ant-result-title').textContent()).toBe(title);
    expect(await placeholder.locator('.ant-result-subtitle').textContent()).toBe('此页面尚未建成，敬请期待。');
    expect(await placeholder.getByText(`页面路径：${path}`).count()).toBe(1);
  }
}

describe('sign-in lands each demo account in its area', () => {
  it('principal → school data board with the school menu', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
    await page.waitForURL('**/school-home-page/dataBoard');
    await expectLanding(page, { area: 'school', brand: '示范编程学校', user: '王校长', menu: ['数据看板'], page: { built: ['城北校区', '城南校区'] } });
    expect(await page.title()).toContain('示范编程学校');
    await context.close();
  });

  it('teacher → teacher classroom, without the principal-only school menu', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
    await page.waitForURL('**/code-classroom/classroom-index');
    await expectLanding(page, {
      area: 'teacher-classroom',
      brand: '示范编程学校',
      user: '李老师',
      menu: ['我的课堂'],
      page: { built: ['李老师，欢迎回到课堂', '任课老师：李老师'] },
    });
    await page.goto('/school-home-page/dataBoard');
    // The school-home permission list has no dataBoard for a teacher: sent to the first permitted page.
    await page.waitForURL((url) => url.pathname.startsWith('/school-home-page/') && url.pathname !== '/school-home-page/dataBoard');
    expect(await page.getByRole('menuitem', { name: '数据看板' }).count()).toBe(0);
    await context.close();
  });

  it('student → the student classroom home, under the student\'s name and menu', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
    await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
    await expectLanding(page, {
      area: 'student-classroom',
      brand: '示范编程学校',
      user: '张小明',
      menu: ['我的课堂', '我的作品', '星币中心'],
      page: { built: ['开始创作', '我的星币', '我的班级', '最近的作品', '我的课程'] },
    });
    await context.close();
  });

  it('administrator → back-office data analysis', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'admin', demoAccounts.admin.userName, demoAccounts.admin.password);
    await page.waitForURL('**/background/data-analysis');
    await expectLanding(page, { area: 'admin', brand: '编程学校平台', user: '平台管理员', menu: ['数据分析', '学校管理'], page: { built: ['数据分析', '运行中学校', '每日登录'] } });
    await context.close();
  });

  it('a wrong password keeps the user on the login page with the server message', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'staff', demoAccounts.teacher.userName, 'Wrong@2026');
    await page.getByText('用户名或密码错误').first().waitFor();
    expect(pathOf(page)).toBe('/login');
    await context.close();
  });
});

describe('guards', () => {
  it('a student opening /background is sent to /background/login, and back after admin sign-in', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
    await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
    await page.goto('/background/loginLog');
    await page.waitForURL('**/background/login?redirect=*');
    const form = page.locator('form:visible');
    await form.getByPlaceholder('请输入账号').fill(demoAccounts.admin.userName);
    await form.getByPlaceholder('请输入密码').fill(demoAccounts.admin.password);
    await form.locator('button[type=submit]').click();
    await page.waitForURL('**/background/loginLog');
    await context.close();
  });

  it('an expired session returns the user to /login with the warning', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
    await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    // Revoke the session behind the browser's back, as expiry would.
    expect((await product.api('/java-api/student/stu/logout', undefined, token!)).success).toBe(true);
    await page.goto('/oj/questionBank');
    await page.waitForURL('**/login');
    await page.getByText('登录已过期，请重新登录').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('a phone on / goes to /m_index; ?ignore=true stays on / and drops the parameter', async () => {
    const { context, page } = await product.newPage({ phone: true });
    await page.goto('/');
    await page.waitForURL('**/m_index');
    await page.goto('/?ignore=true');
    await page.waitForURL((url) => url.pathname === '/' && !url.search.includes('ignore'));
    await context.close();
    const tablet = await product.newPage({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/604.1' });
    await tablet.page.goto('/');
    await tablet.page.locator('[data-page-status="built"]').first().waitFor();
    expect(pathOf(tablet.page)).toBe('/');
    await tablet.context.close();
  });

  it('a student is kept out of the school area with 无权限访问', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
    await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
    await page.goto('/school-home-page/students-management');
    await page.getByText('无权限访问').first().waitFor();
    expect(pathOf(page).startsWith('/school-home-page')).toBe(false);
    await context.close();
  });
});
