import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, field, poll } from './antd-locators';

/**
 * A principal works intended students end to end on the real server: enters one into the
 * open pool (公海学员), claims it, follows it up in the flow (流转学员), gives it back to the
 * pool, and sees the school overview (校区概况) count it.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const confirmPop = (page: Page) => page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
const figure = (page: Page, label: string) => page.locator(`[data-figure="${label}"] .ant-statistic-content-value`).textContent();

it('a principal enters, claims, follows up and gives back an intended student', { timeout: 120_000 }, async () => {
  const { context, page } = await product.newPage();
  await signIn(page, 'staff', 'principal', 'Principal@2026');
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto('/school-home-page/school-index');
  await expect.poll(() => figure(page, '在读学员'), poll).toBe('3');
  expect(await figure(page, '公海学员')).toBe('0');

  await page.goto('/school-home-page/open-entering-student');
  await button(page, '新增意向学员').click();
  await field(page, '学员姓名').fill('公海小明');
  await field(page, '联系电话').fill('13911112222');
  await confirmDialog(page);
  const poolRow = page.locator('tr', { hasText: '公海小明' });
  await expect.poll(() => poolRow.count(), poll).toBe(1);
  // The pool offers claiming, not the flow's actions.
  expect(await poolRow.getByText('退回公海').count()).toBe(0);
  await poolRow.getByText('领取').click();
  await confirmPop(page);
  await expect.poll(() => poolRow.count(), poll).toBe(0);

  await page.goto('/school-home-page/flow-entering-student');
  const flowRow = page.locator('tr', { hasText: '公海小明' });
  await expect.poll(() => flowRow.count(), poll).toBe(1);
  expect(await flowRow.textContent()).toContain('王校长');
  expect(await flowRow.textContent()).toContain('待跟进');
  expect(await flowRow.getByText('领取').count()).toBe(0);

  await flowRow.getByText('详情').click();
  const drawer = page.locator('.ant-drawer:visible');
  await expect.poll(() => drawer.locator('tr', { hasText: '从公海领取' }).count(), poll).toBe(1);
  await drawer.getByRole('button', { name: /新增跟进记录/ }).click();
  await field(page, '跟进内容').fill('电话沟通，约周六试听');
  await confirmDialog(page);
  await expect.poll(() => drawer.locator('tr', { hasText: '电话沟通，约周六试听' }).count(), poll).toBe(1);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect.poll(async () => (await flowRow.count()) && flowRow.textContent(), poll).toContain('跟进中');
  await flowRow.getByText('退回公海').click();
  await confirmPop(page);
  await expect.poll(() => flowRow.count(), poll).toBe(0);

  await page.goto('/school-home-page/open-entering-student');
  await expect.poll(() => poolRow.count(), poll).toBe(1);
  expect(await poolRow.textContent()).toContain('跟进中');

  await page.goto('/school-home-page/school-index');
  await expect.poll(() => figure(page, '公海学员'), poll).toBe('1');
  expect(await figure(page, '意向学员')).toBe('1');
  await context.close();
});
