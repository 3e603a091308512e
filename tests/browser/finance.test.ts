import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { signIn, startProduct, type Product } from './harness';

/**
 * A principal enrols a student on the real server (报名缴费: a course with a teaching kit,
 * partly paid), reads the receipt with its amounts in figures and capitals and its print view,
 * then refunds the hours (退费), seeing the amount before confirming: only what was paid goes back;
 * the refund is then invalidated (作废) from the receipts list.
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

it('a principal charges a student for a course with goods, partly paid, prints the receipt and refunds', { timeout: 240_000 }, async () => {
  const { context, page } = await product.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto('/school-home-page/orderpay');
  await pick(page, '学员', '张小明');
  await pick(page, '课程', 'Scratch 创意编程');
  await expect.poll(() => input(page, '购买课时').inputValue(), poll).toBe('20');
  await input(page, '购买课时').fill('10');
  await page.getByRole('button', { name: /添加商品/ }).click();
  await pick(page, '商品', '编程教具套装');
  // 10 × 80 + 50 = 850 yuan due.
  await expect.poll(() => page.getByTestId('amount-due').textContent(), poll).toBe('850.00 元');
  await input(page, '实收金额').fill('500');
  await pick(page, '收款账户', '现金');
  await expect.poll(() => page.locator('body').textContent(), poll).toContain('欠费 350.00 元');
  await page.getByRole('button', { name: '确认收费' }).click();

  await page.waitForURL((url) => url.pathname.endsWith('/finance/ordermanagementDetail'), poll);
  const print = page.getByTestId('receipt-print');
  await expect.poll(() => print.textContent(), poll).toContain('收费收据');
  await expect.poll(() => page.getByTestId('receipt-print-amount').textContent(), poll).toBe('实收：500.00 元（大写：伍佰元整）');
  // The receipt's lines arrive with their own call: wait for them rather than reading the first paint.
  for (const text of ['张小明', 'Scratch 创意编程', '编程教具套装', '欠费：350.00 元', '收款账户：现金', '经办人：王校长']) await expect.poll(() => print.textContent(), poll).toContain(text);
  // On paper only the receipt shows, on A5 unless A4 is chosen.
  await page.emulateMedia({ media: 'print' });
  const visibility = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => getComputedStyle(el).visibility);
  await expect.poll(() => visibility(page.locator('.ant-layout-sider, header').first()), poll).toBe('hidden');
  expect(await visibility(print)).toBe('visible');
  expect(await print.locator('style').textContent()).toContain('size: A5 landscape');
  await page.emulateMedia({ media: 'screen' });
  await page.getByText('A4', { exact: true }).click();
  expect(await print.locator('style').textContent()).toContain('size: A4 portrait');

  await page.goto('/school-home-page/refund');
  await pick(page, '学员', '张小明');
  await field(page, '课程').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Scratch 创意编程（剩余10课时）"]').click();
  await input(page, '退课课时').fill('10');
  await pick(page, '退款账户', '现金');
  await page.getByRole('button', { name: '计算退费金额' }).click();
  // 800 yuan of hours of which 350 were never paid: 450 goes back, the arrears are cancelled.
  await expect.poll(() => page.getByTestId('refund-amount').textContent(), poll).toBe('450.00 元（肆佰伍拾元整）');
  await page.getByRole('button', { name: '确认退费' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/finance/ordermanagementDetail'), poll);
  await expect.poll(() => page.getByTestId('receipt-print-amount').textContent(), poll).toBe('实退：450.00 元（大写：肆佰伍拾元整）');

  // The receipts list shows both; the screens of this part are built.
  await page.goto('/school-home-page/finance/ordermanagement');
  await expect.poll(() => page.locator('tr', { hasText: '张小明' }).count(), poll).toBe(2);
  // Invalidating the refund: the receipt stays, marked, and offers no second invalidation.
  const refundRow = page.locator('tbody tr', { hasText: 'TF' });
  await refundRow.getByText('作废', { exact: true }).click();
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  await expect.poll(() => refundRow.textContent(), poll).toContain('已作废');
  expect(await refundRow.getByText('作废', { exact: true }).count()).toBe(0);
  for (const path of ['orderpay', 'refund', 'ordercarry', 'payaccount', 'goods-list', 'finance/ordermanagement', 'finance/studentDetails', 'refund-list']) {
    await page.goto(`/school-home-page/${path}`);
    expect(await page.locator('[data-page-status="built"], [data-page-status="not-built"]').first().getAttribute('data-page-status', { timeout: 15_000 }), path).toBe('built');
  }
  expect(errors).toEqual([]);
  await context.close();
});
