import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { signIn, startProduct, type Product } from './harness';

/**
 * A principal recharges a student's stored-value account (账户充值) and refunds part of it
 * (账户退款) on the real server: each receipt prints, both show in 充值记录 and in the payment
 * account's money ledger, and the data board's 收入概况 counts them.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 15_000 };
const field = (page: Page, label: string) => page.locator('.ant-form-item:visible').filter({ has: page.locator(`label:text-is("${label}")`) }).last();
const input = (page: Page, label: string) => field(page, label).locator('input, textarea').first();

async function pick(page: Page, label: string, option: string) {
  const item = field(page, label);
  await item.locator('.ant-select').first().click();
  await item.locator('.ant-select input').first().fill(option.slice(0, 2));
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

it('a principal recharges a student account, refunds part, and sees both in the records, the ledger and the board', { timeout: 240_000 }, async () => {
  const { context, page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto('/school-home-page/finance/recharge');
  await page.getByRole('button', { name: '账户充值' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/finance/accountRecharge'), poll);
  await pick(page, '学员', '张小明');
  await expect.poll(() => page.getByTestId('stored-balance').textContent(), poll).toBe('账户余额：0.00 元');
  await input(page, '充值金额').fill('300');
  await pick(page, '收款账户', '微信');
  await expect.poll(() => page.locator('body').textContent(), poll).toContain('大写：叁佰元整');
  await page.getByRole('button', { name: '确认充值' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/finance/ordermanagementDetail'), poll);
  await expect.poll(() => page.getByTestId('receipt-print').textContent(), poll).toContain('账户充值收据');
  await expect.poll(() => page.getByTestId('receipt-print-amount').textContent(), poll).toBe('实收：300.00 元（大写：叁佰元整）');

  await page.goto('/school-home-page/finance/accountRefund');
  await pick(page, '学员', '张小明');
  await expect.poll(() => page.getByTestId('stored-balance').textContent(), poll).toBe('账户余额：300.00 元');
  await input(page, '退款金额').fill('120.5');
  await pick(page, '退款账户', '微信');
  await page.getByRole('button', { name: '确认退款' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/finance/ordermanagementDetail'), poll);
  await expect.poll(() => page.getByTestId('receipt-print-amount').textContent(), poll).toBe('实退：120.50 元（大写：壹佰贰拾元伍角）');

  // 充值记录: both movements in yuan, the balance each left, and the account's balance below.
  await page.goto('/school-home-page/finance/recharge');
  const rows = page.locator('tbody tr', { hasText: '张小明' });
  await expect.poll(() => rows.count(), poll).toBe(3);
  const text = (await page.locator('main, .ant-layout-content').first().textContent()) ?? '';
  for (const figure of ['300.00', '-120.50', '179.50']) expect(text).toContain(figure);

  // The payment account's money ledger (收款账户): WeChat received 300 and paid back 120.50.
  await page.goto('/school-home-page/payaccount');
  await expect.poll(() => page.locator('tbody tr', { hasText: '微信' }).first().textContent(), poll).toContain('179.50');
  await expect.poll(() => page.locator('tbody tr', { hasText: '张小明' }).count(), poll).toBe(2);

  // 收入概况: the demo enrolment (1550 yuan), the demo recharge (200) and ours came in, the refund went out; the demo rent is no income.
  await page.goto('/school-home-page/dataBoard');
  const panel = page.getByTestId('income-panel');
  await expect.poll(() => panel.textContent(), poll).toContain('2,050.00');
  expect(await panel.textContent()).toContain('120.50');
  expect(await panel.textContent()).toContain('1,929.50');
  await expect.poll(() => panel.locator('svg').count(), poll).toBeGreaterThan(0);

  for (const path of ['finance/recharge', 'finance/accountRecharge', 'finance/accountRefund', 'finance/returningItems', 'finance/cost', 'finance/expenditureDetails', 'payaccount']) {
    await page.goto(`/school-home-page/${path}`);
    expect(await page.locator('[data-page-status="built"], [data-page-status="not-built"]').first().getAttribute('data-page-status', { timeout: 15_000 }), path).toBe('built');
  }
  expect(errors).toEqual([]);
  await context.close();
});
