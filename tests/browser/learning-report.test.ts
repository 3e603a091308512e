import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryMessages } from '../../shared/library/library-rules';
import { demoAccounts } from '../../server/seed/demo-data';
import { signIn, startProduct, type Product } from './harness';

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
