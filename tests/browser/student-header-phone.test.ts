import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { signIn, startProduct, type Product } from './harness';

/**
 * The student's top bar on a phone held upright (375×812): the landing page does not scroll
 * sideways, the avatar (with the user's menu) stays in the bar, and the area's whole navigation
 * is one tap away in the menu drawer; on a desktop (1280×800) the menu stays in the bar.
 * Screenshots in /tmp/h/student-header-*.png.
 */
let product: Product;

beforeAll(async () => {
  product = await startProduct();
  mkdirSync('/tmp/h', { recursive: true });
});
afterAll(() => product?.stop());

const overflow = (page: import('playwright-core').Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));

it('fits a 375 px phone: no sideways scroll, avatar in the bar, the navigation in the drawer', { timeout: 240_000 }, async () => {
  const { page, context } = await product.newPage();
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
  await page.getByTestId('area-header').waitFor();
  await page.getByTestId('my-coins').waitFor();
  const phone = await overflow(page);
  await page.screenshot({ path: '/tmp/h/student-header-375.png', fullPage: true });
  expect(phone.scrollWidth, `the page is ${phone.scrollWidth} px wide in a ${phone.innerWidth} px window`).toBeLessThanOrEqual(phone.innerWidth);
  await expect.poll(() => page.getByTestId('user-menu').isVisible()).toBe(true);

  // The navigation: the drawer lists the area's screens and leads to them.
  await page.getByTestId('area-nav-toggle').click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByRole('link', { name: '我的课程' }).waitFor();
  // The star coins are one tap away too (星币中心), beside the home's 我的星币 card.
  await drawer.getByRole('menuitem', { name: /星币中心/ }).waitFor();
  await page.waitForTimeout(500); // the drawer's slide-in, for the picture
  await page.screenshot({ path: '/tmp/h/student-header-375-drawer.png' });
  await drawer.getByRole('link', { name: '我的课程' }).click();
  await page.waitForURL('**/code-classroom-stu/classlist_index_stu1');
  await expect.poll(() => drawer.isVisible()).toBe(false);
  await expect.poll(async () => (await overflow(page)).scrollWidth).toBeLessThanOrEqual(375);

  // The avatar's menu still names the student and signs out.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
  await context.close();
});

it('keeps the menu in the bar on a 1280 px desktop without sideways scroll', { timeout: 240_000 }, async () => {
  const { page, context } = await product.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
  await page.getByTestId('my-coins').waitFor();
  await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
  const desk = await overflow(page);
  await page.screenshot({ path: '/tmp/h/student-header-1280.png', fullPage: true });
  expect(desk.scrollWidth).toBeLessThanOrEqual(desk.innerWidth);
  expect(await page.getByTestId('area-nav-toggle').count()).toBe(0);
  await page.getByTestId('area-header').getByRole('menuitem', { name: /星币中心/ }).waitFor();
  await context.close();
});
