import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { poll } from './antd-locators';
import { signIn, startProduct, type Product } from './harness';

/**
 * The data board's charts in Chromium: 收入概况 draws the demo school's receipts of today, and
 * beside the chart 数据表 lists the same figures with units and 导出 Excel downloads them as a
 * spreadsheet whose figures are numbers in yuan; its five chart panels fill whole rows on wide screens.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

it('a chart on the data board switches to its table and exports it to Excel', { timeout: 180_000 }, async () => {
  const { context, page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/school-home-page/dataBoard');

  const panel = page.getByTestId('income-panel');
  await expect.poll(() => panel.locator('[aria-label="每日收入与退款"] svg').count(), poll).toBe(1);
  const income = Number(((await panel.locator('.ant-statistic').first().locator('.ant-statistic-content').textContent()) ?? '').replace(/,/g, ''));
  expect(income).toBeGreaterThan(0);

  await panel.getByText('数据表', { exact: true }).click();
  await expect.poll(() => panel.locator('th').allTextContents(), poll).toEqual(expect.arrayContaining(['日期', '收入（元）', '退款（元）']));
  expect(await panel.locator('[aria-label="每日收入与退款"]').count()).toBe(0);

  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: /导出\s*Excel/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^收入概况_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  const file = readFileSync((await download.path()) as string);
  await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, '日期', '收入（元）', '退款（元）']);
  const rows = sheet.getSheetValues().slice(2) as unknown[][];
  // Every day of the period, and the figures add up to the panel's income, as numbers.
  expect(rows.length).toBeGreaterThanOrEqual(28);
  expect(rows.reduce((sum, row) => sum + (row[2] as number), 0)).toBeCloseTo(income, 2);

  await panel.getByText('图表', { exact: true }).click();
  await expect.poll(() => panel.locator('[aria-label="每日收入与退款"] svg').count(), poll).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});

it('fills every row of the data board’s chart panels at 1440, 1920 and 2560 px wide', { timeout: 180_000 }, async () => {
  const { context, page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
  await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  for (const width of [1440, 1920, 2560]) {
    await page.setViewportSize({ width, height: 1080 });
    await page.goto('/school-home-page/dataBoard');
    const panels = page.locator('[data-panel]');
    await expect.poll(() => panels.count(), poll).toBe(5);
    // Each row of panels (same top) ends where the row of overview groups above them ends: no empty slot.
    const boxes = (await panels.evaluateAll((els) => els.map((el) => el.closest('.ant-col')!.getBoundingClientRect().toJSON()))) as DOMRect[];
    const rowRight = Math.max(...boxes.map((b) => b.right));
    const rows = new Map<number, DOMRect[]>();
    for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    for (const row of rows.values()) expect(Math.max(...row.map((b) => b.right)), `${width} px`).toBeCloseTo(rowRight, 0);
    expect([...rows.values()].map((r) => r.length), `${width} px`).toEqual([2, 3]);
  }
  await context.close();
});
