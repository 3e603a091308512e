import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryMessages } from '../../shared/library/library-rules';
import { demoAccounts } from '../../server/seed/demo-data';
import { signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, pickInDialog, poll } from './antd-locators';

/** 学习报告: a principal shares one student's report; a parent opens it in a fresh browser, signed out. */
describe('the learning report in the browser', () => {
  let product: Product;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());

  it('shares a student’s learning report and opens it in a fresh browser context', async () => {
    const { page, context } = await product.newPage();
    await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });

    await page.goto('/school-home-page/baseLearningReportSetting');
    await page.getByRole('combobox', { name: '选择学员' }).click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByText('上课次数').first().waitFor({ timeout: 15000 });
    await page.getByRole('button', { name: '分享学习报告' }).click();
    await page.getByRole('button', { name: '生成分享链接' }).click();
    const link = (await page.getByTestId('share-link').innerText({ timeout: 15000 })).trim();
    expect(link).toMatch(/\/learningReport\?token=[\w-]{40,}$/);
    await context.close();

    const parent = await product.newPage();
    await parent.page.setViewportSize({ width: 1100, height: 1300 });
    await parent.page.goto(link);
    await parent.page.getByText('的学习报告').first().waitFor({ timeout: 15000 });
    await parent.page.getByText('上课记录').first().waitFor({ timeout: 15000 });
    if (process.env.REPORT_SCREENSHOT) await parent.page.screenshot({ path: process.env.REPORT_SCREENSHOT, fullPage: true });
    await parent.page.goto(`${link.slice(0, -4)}AAAA`);
    await parent.page.getByText(libraryMessages.shareInvalid).first().waitFor({ timeout: 15000 });
    await parent.context.close();
  });
});

/**
 * 管理员授权设置, the settings' own student picker, 家校互通 and /s-link: the principal lets the
 * teacher administer 学习报告设置 on the authorization page; the teacher (who holds no student list)
 * picks a student there and shares the 家校互通 page; a parent opens the link through /s-link, which
 * hands it on to /homeSchoolConnection.
 */
describe('settings administrators, the report student picker and the home–school page', () => {
  let product: Product;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());

  it('grants 学习报告设置 to the teacher, who picks a student and shares 家校互通, opened through /s-link', { timeout: 300_000 }, async () => {
    const principal = await product.newPage();
    await principal.page.setViewportSize({ width: 1366, height: 900 });
    await signIn(principal.page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
    await principal.page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });
    await principal.page.goto('/school-home-page/admin-authorize-settings');
    await button(principal.page, '新增').first().click();
    await pickInDialog(principal.page, '管理员', '李老师');
    await pickInDialog(principal.page, '可管理的设置', '学习报告设置');
    await confirmDialog(principal.page);
    await expect.poll(() => principal.page.locator('tr', { hasText: '学习报告设置' }).count(), poll).toBe(1);
    await principal.page.screenshot({ path: '/tmp/h/admin-authorize-settings.png' });
    await principal.context.close();

    const teacher = await product.newPage();
    await teacher.page.setViewportSize({ width: 1366, height: 900 });
    await signIn(teacher.page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
    await teacher.page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });
    await teacher.page.goto('/school-home-page/baseLearningReportSetting');
    await teacher.page.getByRole('combobox', { name: '选择学员' }).click();
    await teacher.page.locator('.ant-select-item-option', { hasText: '张小明' }).click();
    await teacher.page.getByText('上课次数').first().waitFor({ timeout: 15000 });
    await teacher.page.getByRole('button', { name: '分享家校互通' }).click();
    await teacher.page.getByRole('button', { name: '生成分享链接' }).click();
    const link = (await teacher.page.getByTestId('share-link').innerText({ timeout: 15000 })).trim();
    expect(link).toMatch(/\/homeSchoolConnection\?token=[\w-]{40,}$/);
    await teacher.context.close();

    // The parent is given the one share address, /s-link, and lands on the home–school page.
    const parent = await product.newPage();
    await parent.page.setViewportSize({ width: 1100, height: 1200 });
    await parent.page.goto(`/s-link?token=${new URL(link).searchParams.get('token')}`);
    await parent.page.waitForURL('**/homeSchoolConnection?token=*', { timeout: 15000 });
    await parent.page.getByText('最近的课堂').first().waitFor({ timeout: 15000 });
    await parent.page.getByText('缴费记录').first().waitFor({ timeout: 15000 });
    await parent.page.screenshot({ path: '/tmp/h/home-school-connection.png', fullPage: true });
    await parent.page.goto('/s-link?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await parent.page.getByText(libraryMessages.shareInvalid).first().waitFor({ timeout: 15000 });
    await parent.context.close();
  });
});
