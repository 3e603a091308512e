import type { Locator, Page } from 'playwright-core';
import dayjs from 'dayjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { confirmDialog, formItem, poll } from './antd-locators';
import { signIn, startProduct, type Product } from './harness';

/**
 * A principal sells a student ten lesson hours, schedules a week of lessons for the class
 * (教学计划, 按周排课), signs today's lesson (the student present and rated, the others on leave)
 * and sees the hour drop in the student's balance, in 课消记录, 上课记录, 课时统计 and on the data
 * board's teaching panels.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

async function pick(page: Page, label: string, option: string, within?: Locator) {
  const item = within ? within.locator('.ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) }) : formItem(page, label);
  await item.locator('.ant-select').first().click();
  await item.locator('.ant-select input').first().fill(option.slice(0, 2));
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/** Types both ends of an antd range picker (dates or times) and confirms each. */
async function fillRange(within: Locator, label: string, from: string, to: string) {
  const inputs = within.locator('.ant-form-item').filter({ has: within.page().locator(`label:text-is("${label}")`) }).locator('input');
  await inputs.nth(0).click();
  await inputs.nth(0).fill(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(to);
  await inputs.nth(1).press('Enter');
}

it('a principal schedules a weekly plan, signs a lesson and sees the hours drop everywhere', { timeout: 240_000 }, async () => {
  const { context, page } = await product.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  await page.waitForURL((url) => url.pathname !== '/login');

  // Ten Scratch hours for 张小明, fully paid.
  await page.goto('/school-home-page/orderpay');
  await pick(page, '学员', '张小明');
  await pick(page, '课程', 'Scratch 创意编程');
  await formItem(page, '购买课时').locator('input').fill('10');
  await formItem(page, '实收金额').locator('input').fill('800');
  await pick(page, '收款账户', '现金');
  await page.getByRole('button', { name: '确认收费' }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/finance/ordermanagementDetail'), poll);

  // A week of lessons for the class, every day 09:00–10:00, one hour each.
  const today = dayjs();
  await page.goto('/school-home-page/class-management1/teachplan1');
  await pick(page, '班级', 'Python 启蒙一班');
  const series = page.locator('.ant-card', { hasText: '按周排课' });
  await pick(page, '消耗课程', 'Scratch 创意编程', series);
  await fillRange(series, '日期范围', today.format('YYYY-MM-DD'), today.add(6, 'day').format('YYYY-MM-DD'));
  for (const day of ['周一', '周二', '周三', '周四', '周五', '周六', '周日']) await series.getByText(day, { exact: true }).click();
  await fillRange(series, '上课时间', '09:00', '10:00');
  await series.locator('.ant-form-item').filter({ has: page.locator('label:text-is("上课内容")') }).locator('input').fill('认识角色');
  await page.getByRole('button', { name: '生成课表' }).click();
  await expect.poll(() => page.locator('body').textContent(), poll).toContain('已排7节课');
  const todayRow = page.locator('tbody tr', { hasText: today.format('YYYY-MM-DD') });
  await expect.poll(() => todayRow.count(), poll).toBe(1);

  // Sign today's lesson: 张小明 present with five stars and a comment; the others on leave.
  await todayRow.getByText('签到', { exact: true }).click();
  const dialog = page.locator('.ant-modal:visible');
  await expect.poll(() => dialog.locator('tbody tr').count(), poll).toBe(3);
  for (const name of ['刘小红', '陈小刚']) {
    await dialog.getByLabel(`${name}考勤`).first().click();
    // The previous row's dropdown may still be fading out: take the open one.
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last().locator('.ant-select-item-option[title="请假"]').click();
    await expect.poll(() => dialog.locator('tbody tr', { hasText: name }).textContent(), poll).toContain('请假');
  }
  const ming = dialog.locator('tbody tr', { hasText: '张小明' });
  await ming.locator('.ant-rate-star').nth(4).click();
  await dialog.getByLabel('张小明评价').fill('积极回答问题');
  await expect.poll(() => dialog.textContent(), poll).toContain('本次共 1 课时');
  await confirmDialog(page);
  await expect.poll(() => todayRow.textContent(), poll).toContain('已签到');

  // The student's balance: 9 hours left, and the ledger's 课消 entry.
  await page.goto('/school-home-page/finance/studentDetails');
  await pick(page, '学员', '张小明');
  // The balances list comes first on the page, the hour ledger below it.
  await expect.poll(() => page.locator('tbody tr', { hasText: 'Scratch 创意编程' }).first().textContent(), poll).toMatch(/Scratch 创意编程.*9/);
  await expect.poll(() => page.locator('tbody tr', { hasText: '课消' }).first().textContent(), poll).toContain('-1');
  await page.goto('/school-home-page/finance/courseCancellationRecords');
  await expect.poll(() => page.locator('tbody tr', { hasText: '张小明' }).textContent(), poll).toContain('-1');
  await page.goto('/school-home-page/class-management1/classRecord');
  await expect.poll(() => page.locator('tbody tr', { hasText: '刘小红' }).textContent(), poll).toContain('请假');
  await expect.poll(() => page.locator('tbody tr', { hasText: '张小明' }).textContent(), poll).toContain('积极回答问题');

  // The reports and the data board count the lesson.
  await page.goto('/school-home-page/teachingperiod');
  await expect.poll(() => page.locator('tbody tr', { hasText: '未指定教师' }).textContent(), poll).toBe('未指定教师1111');
  await page.goto('/school-home-page/dataBoard');
  await expect.poll(() => page.locator('[data-panel="考勤统计"]').textContent(), poll).toContain('33.3%（共3人次）');
  await expect.poll(() => page.locator('[data-panel="课消统计"]').textContent(), poll).toContain('1课时 · 80.00元');
  await expect.poll(() => page.locator('[data-panel="课堂评价"]').textContent(), poll).toContain('积极回答问题');
  expect(await page.locator('[data-panel="教师课时"] [role="img"]').count()).toBe(1);
  expect(errors).toEqual([]);
  await context.close();
});
