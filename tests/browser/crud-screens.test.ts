import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePasswordForTransport, startProduct, type Product } from './harness';
import { button, confirmDialog, field, poll } from './antd-locators';

/**
 * The schema-driven screens against the real server: a principal creates a campus, a
 * class and a student, finds the student by keyword, edits, deletes and restores them; a
 * teacher does not see the delete action and the server refuses it anyway.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());


async function signIn(page: Page, userName: string, password: string) {
  await page.goto('/login');
  await page.locator('input[placeholder="请输入账号"]:visible').fill(userName);
  await page.locator('input[placeholder="请输入密码"]:visible').fill(password);
  await page.locator('button[type="submit"]:visible').click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Opens the relation picker labelled `label` in the visible form and picks the option `option` by searching it. */
async function pick(page: Page, label: string, option: string) {
  const item = page.locator('.ant-form-item:visible').filter({ has: page.locator(`label:text-is("${label}")`) }).last();
  await item.locator('.ant-select').click();
  await item.locator('.ant-select input').fill(option.slice(0, 2));
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

/** Pages load their chunk and data; give assertions on them time. */

/** The primary button of the open dialog (its text comes from the app's i18n). */


describe('schema-driven screens', () => {
  it('a principal creates a campus, a class and a student, finds, edits, deletes and restores the student', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'principal', 'Principal@2026');

    await page.goto('/school-home-page/schoolSys');
    await button(page, '新增校区').click();
    await field(page, '校区名称').fill('城东校区');
    await confirmDialog(page);
    await expect.poll(() => page.locator('tr', { hasText: '城东校区' }).count(), poll).toBe(1);

    await page.goto('/school-home-page/create-class');
    await field(page, '班级名称').fill('浏览器测试班');
    await pick(page, '校区', '城东校区');
    await button(page, '保存').click();
    await page.waitForURL('**/class-management1');
    await expect.poll(() => page.locator('tr', { hasText: '浏览器测试班' }).count(), poll).toBe(1);

    await page.goto('/school-home-page/entering-student');
    await field(page, '姓名').fill('浏览器同学');
    await field(page, '用户名').fill('browserkid');
    await field(page, '密码').fill('Student2026');
    await pick(page, '班级', '浏览器测试班');
    await button(page, '保存').click();
    await page.waitForURL('**/students-management');

    await page.getByPlaceholder(/搜索姓名/).fill('浏览器');
    await button(page, '查询').click();
    const row = page.locator('tr', { hasText: '浏览器同学' });
    await expect.poll(() => row.count(), poll).toBe(1);
    expect(await row.textContent()).toContain('浏览器测试班');

    await row.getByText('编辑').click();
    await field(page, '手机号').fill('13912345678');
    await confirmDialog(page);
    await expect.poll(() => row.textContent(), poll).toContain('13912345678');

    await row.getByText('删除', { exact: true }).click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect.poll(() => page.locator('tr', { hasText: '浏览器同学' }).count(), poll).toBe(0);

    await page.goto('/school-home-page/recycleBin');
    await page.getByRole('tab', { name: '学员' }).click();
    const deleted = page.locator('.ant-tabs-tabpane-active tr', { hasText: '浏览器同学' });
    await expect.poll(() => deleted.count(), poll).toBe(1);
    await deleted.getByText('恢复').click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect.poll(() => deleted.count(), poll).toBe(0);

    await page.goto('/school-home-page/students-management');
    await expect.poll(() => page.locator('tr', { hasText: '浏览器同学' }).count(), poll).toBe(1);
    await context.close();
  });

  it('a list keeps its page and keyword in the address: reload and Back return to the same rows', async () => {
    const token = (await product.api('/java-api/school/tch/login', { userName: 'principal', password: encodePasswordForTransport('Principal@2026'), captchaVerifyParam: '' })).content.token;
    for (let i = 1; i <= 13; i++) {
      const n = String(i).padStart(2, '0');
      const created = await product.api('/java-api/school/stu/create', { realName: `翻页同学${n}`, userName: `pagekid${n}`, password: encodePasswordForTransport('Student2026'), classId: 1 }, token);
      expect(created).toMatchObject({ success: true });
    }
    const { context, page } = await product.newPage();
    await signIn(page, 'principal', 'Principal@2026');
    await page.goto('/school-home-page/students-management');
    await page.getByPlaceholder(/搜索姓名/).fill('翻页同学');
    await button(page, '查询').click();
    await expect.poll(() => page.locator('tr', { hasText: '翻页同学' }).count(), poll).toBe(10);
    await page.locator('.ant-pagination-item-2').click();
    const rows = page.locator('tr', { hasText: '翻页同学' });
    await expect.poll(() => rows.count(), poll).toBe(3);
    const secondPage = await rows.allTextContents();
    await page.waitForURL((url) => url.searchParams.get('currentPage') === '2');

    await page.reload();
    await expect.poll(() => rows.allTextContents(), poll).toEqual(secondPage);
    expect(await page.getByPlaceholder(/搜索姓名/).inputValue()).toBe('翻页同学');

    await rows.first().getByText('详情').click();
    await page.waitForURL('**/student-detail?id=*');
    await page.goBack();
    await expect.poll(() => rows.allTextContents(), poll).toEqual(secondPage);
    expect(await page.getByPlaceholder(/搜索姓名/).inputValue()).toBe('翻页同学');
    expect(await page.locator('.ant-pagination-item-active').textContent()).toBe('2');
    await context.close();
  });

  it('a teacher does not see the delete action, and the server refuses it anyway', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'teacher', 'Teacher@2026');
    await page.goto('/school-home-page/own-class-management');
    const row = page.locator('tr', { hasText: 'Python 启蒙一班' });
    await expect.poll(() => row.count(), poll).toBe(1);
    await expect.poll(() => row.getByText('详情').count(), poll).toBe(1);
    expect(await row.getByText('删除', { exact: true }).count()).toBe(0);
    expect(await row.getByText('编辑').count()).toBe(0);

    const token = (await product.api('/java-api/school/tch/login', { userName: 'teacher', password: encodePasswordForTransport('Teacher@2026'), captchaVerifyParam: '' })).content.token;
    expect(await product.api('/java-api/school/cls/delete', { id: 1 }, token)).toMatchObject({ success: false, code: 'AuthFailure' });
    expect(await product.api('/java-api/school/stu/delete', { id: 1 }, token)).toMatchObject({ success: false, code: 'AuthFailure' });
    await context.close();
  });
});
