import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { button, confirmDialog, field, formItem, poll } from './antd-locators';
import { signIn, startProduct, type Product } from './harness';

/**
 * 合同管理 on the real server: a principal writes a contract for a student's enrolment, sees it
 * and the 合计 of the list in 元, opens the A4 print view with the amount in capitals, signs it
 * with an uploaded scan (then it can no longer be edited); 支出明细 shows its 合计 too.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

it('a principal writes, prints and signs a contract; the lists total in 元', { timeout: 240_000 }, async () => {
  const { context, page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto('/school-home-page/finance/contracts');
  expect(await page.locator('[data-page-status="built"], [data-page-status="not-built"]').first().getAttribute('data-page-status', poll)).toBe('built');
  await button(page, '新增合同').click();
  const student = formItem(page, '学员');
  await student.locator('.ant-select').first().click();
  await student.locator('.ant-select input').first().fill('张小');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="张小明"]').click();
  await field(page, '合同金额（元）').fill('800');
  await field(page, '课时数').fill('16');
  await field(page, '甲方（监护人）').fill('张爸爸');
  await confirmDialog(page);
  const row = page.locator('tbody tr', { hasText: '张小明' }).first();
  await expect.poll(() => row.textContent(), poll).toContain('800.00');
  expect(await row.textContent()).toContain('待签署');
  await expect.poll(() => page.locator('[data-total="amount"]').textContent(), poll).toBe('800.00');

  // The print view: the family signs this.
  await row.getByRole('button', { name: '详情' }).click();
  const print = page.getByTestId('contract-print');
  await expect.poll(() => print.textContent(), poll).toContain('课程培训合同');
  expect(await page.getByTestId('contract-print-amount').textContent()).toBe('800.00 元（大写：捌佰元整）');
  expect(await print.textContent()).toContain('张爸爸');
  await page.keyboard.press('Escape');

  // 签署: the signed scan goes through the upload pipeline.
  await row.getByRole('button', { name: '签署' }).click();
  await formItem(page, '签署扫描件').locator('input[type=file]').setInputFiles({ name: 'contract.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => formItem(page, '签署扫描件').locator('img, a').count(), poll).toBeGreaterThan(0);
  await confirmDialog(page);
  await expect.poll(() => row.textContent(), poll).toContain('已签署');
  expect(await row.getByRole('button', { name: '编辑' }).count()).toBe(0);

  // 支出明细: the demo rent, 3,000 yuan, is the sum of every expense.
  await page.goto('/school-home-page/finance/expenditureDetails');
  await expect.poll(() => page.locator('[data-total="amount"]').textContent(), poll).toBe('3000.00');
  expect(errors).toEqual([]);
  await context.close();
});
