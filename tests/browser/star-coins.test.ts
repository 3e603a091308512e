import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * A principal runs the star-coin shop end to end on the real server: adds a product with its
 * picture (星币商品), grants a student coins (星币明细), approves the student's order
 * (兑换订单; the order comes from the students' exchange call) and sees the balance drop in
 * the ranking (星币排行).
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 15_000 };
const field = (page: Page, label: string) => page.locator('.ant-form-item:visible').filter({ has: page.locator(`label:text-is("${label}")`) }).last();
const input = (page: Page, label: string) => field(page, label).locator('input, textarea').first();
const confirmDialog = (page: Page) => page.locator('.ant-modal:visible .ant-modal-footer .ant-btn-primary').last().click();
const confirmPop = (page: Page) => page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function pick(page: Page, label: string, option: string) {
  const item = field(page, label);
  await item.locator('.ant-select').click();
  await item.locator('.ant-select input').fill(option.slice(0, 2));
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

it('a principal adds a product, grants coins, approves an order and sees the balance drop', { timeout: 180_000 }, async () => {
  const { context, page } = await product.newPage();
  await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto('/school-home-page/starCoinManagement/goodsManagement');
  await page.getByRole('button', { name: /新增星币商品/ }).click();
  await input(page, '商品名称').fill('星空笔记本');
  await field(page, '图片').locator('input[type=file]').setInputFiles({ name: 'notebook.png', mimeType: 'image/png', buffer: png });
  await expect.poll(() => field(page, '图片').locator('img').count(), poll).toBeGreaterThan(0);
  await input(page, '星币价格').fill('40');
  await input(page, '库存').fill('3');
  await confirmDialog(page);
  await expect.poll(() => page.locator('tr', { hasText: '星空笔记本' }).count(), poll).toBe(1);

  await page.goto('/school-home-page/starCoinManagement/starCoinDetail');
  await page.getByRole('button', { name: /新增星币记录/ }).click();
  await pick(page, '学员', '张小明');
  await input(page, '星币数量').fill('100');
  await input(page, '原因').fill('期末考试第一名');
  await confirmDialog(page);
  await expect.poll(() => page.locator('tr', { hasText: '期末考试第一名' }).count(), poll).toBe(1);

  // The student asks for two notebooks through the students' call.
  const login = await product.api('/java-api/student/stu/login', { userName: demoAccounts.student.userName, password: encodePasswordForTransport(demoAccounts.student.password) });
  const goods = await product.api('/java-api/school/product/queryList', { keyword: '星空笔记本' }, await staffToken());
  const order = await product.api('/java-api/student/order/exchange', { productId: goods.content.list[0].id, quantity: 2 }, login.content.token);
  expect(order.content.coins).toBe(80);

  await page.goto('/school-home-page/starCoinManagement/starCoinRanking');
  const rankRow = page.locator('tr', { hasText: '张小明' });
  await expect.poll(() => rankRow.locator('td').filter({ hasText: /^100$/ }).count(), poll).toBe(1);

  await page.goto('/school-home-page/starCoinManagement/orderManagement');
  const orderRow = page.locator('tr', { hasText: '星空笔记本' });
  await expect.poll(async () => (await orderRow.count()) && orderRow.textContent(), poll).toContain('待审核');
  await orderRow.getByText('审核通过').click();
  await confirmPop(page);
  await expect.poll(() => orderRow.textContent(), poll).toContain('已通过');
  // A decided order offers neither approval nor rejection again.
  expect(await orderRow.getByText('审核通过').count()).toBe(0);
  expect(await orderRow.getByText('驳回').count()).toBe(0);

  await page.goto('/school-home-page/starCoinManagement/starCoinRanking');
  const cellIs = (row: ReturnType<Page['locator']>, text: string) => row.locator('td').filter({ hasText: new RegExp(`^${text}$`) }).count();
  await expect.poll(() => cellIs(rankRow, '20'), poll).toBe(1);
  expect(await cellIs(rankRow, '100')).toBe(0);
  // The order's detail screen shows it decided.
  await page.goto(`/school-home-page/starCoinManagement/orderManagement/orderDetail?id=${order.content.id}`);
  await expect.poll(() => page.locator('body').textContent(), poll).toContain('已通过');
  // Two of the three notebooks are gone from the stock.
  await page.goto('/school-home-page/starCoinManagement/goodsManagement');
  await expect.poll(() => cellIs(page.locator('tr', { hasText: '星空笔记本' }), '1'), poll).toBe(1);

  // Every star-coin screen is built and opens without errors.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const screen of ['orderManagement', 'goodsManagement', 'starCoinDetail', 'starCoinRanking', 'rulesSetting']) {
    await page.goto(`/school-home-page/starCoinManagement/${screen}`);
    expect(await page.locator('[data-page-status="built"], [data-page-status="not-built"]').first().getAttribute('data-page-status', { timeout: 15_000 }), screen).toBe('built');
  }
  expect(errors).toEqual([]);
  await context.close();

  async function staffToken() {
    const answer = await product.api('/java-api/school/tch/login', { userName: demoAccounts.principal.userName, password: encodePasswordForTransport(demoAccounts.principal.password) });
    return answer.content.token as string;
  }
});
