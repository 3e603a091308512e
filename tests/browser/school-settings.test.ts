import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, field, pickInDialog as pick, poll } from './antd-locators';

/**
 * A principal keeps the school's settings: edits the profile (基本信息设置), sets a closing day
 * in the calendar, and finds both writes, by name, in the operation log (操作日志).
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

it('a principal edits the profile, sets a closing day and sees both in the operation log', { timeout: 150_000 }, async () => {
  const { context, page } = await product.newPage();
  await signIn(page, 'staff', 'principal', 'Principal@2026');
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto('/school-home-page/basic-settings');
  const profile = page.getByTestId('school-profile-form');
  await expect.poll(async () => profile.locator('input').first().inputValue(), poll).not.toBe('');
  await field(page, '联系人').fill('陈老师');
  await profile.getByRole('button', { name: /保\s*存/ }).click();
  await expect.poll(() => page.getByText('保存成功').count(), poll).toBeGreaterThan(0);

  await button(page, '新增校历日期').click();
  const dateInput = page.locator('.ant-modal:visible').getByPlaceholder('请选择日期');
  await dateInput.click();
  await dateInput.fill('2026-12-31');
  await dateInput.press('Enter');
  await pick(page, '类型', '停课日');
  await field(page, '说明').fill('元旦前停课');
  await confirmDialog(page);
  await expect.poll(() => page.locator('tr', { hasText: '元旦前停课' }).count(), poll).toBe(1);

  await page.goto('/school-home-page/operationLog');
  await expect.poll(() => page.locator('tr', { hasText: '学校资料' }).count(), poll).toBe(1);
  expect(await page.locator('tr', { hasText: '学校资料' }).textContent()).toContain('陈老师');
  await expect.poll(() => page.locator('tr', { hasText: '校历日期' }).count(), poll).toBe(1);
  expect(await page.locator('tr', { hasText: '校历日期' }).textContent()).toContain('2026-12-31');
  // The log offers no way to change it.
  expect(await page.getByRole('button', { name: /新增/ }).count()).toBe(0);
  expect(await page.locator('tr', { hasText: '校历日期' }).getByText('编辑').count()).toBe(0);
  await context.close();
});
