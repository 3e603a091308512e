import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';
import { poll } from './antd-locators';

/**
 * A school's package from the back office (eduMeal): the administrator opens the demo school's
 * details, sees its package, and ends the package's period; the principal's menus are then empty.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());


describe('school package', () => {
  it('the administrator ends a school’s package period and its staff lose the package’s menus', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'admin', demoAccounts.admin.userName, demoAccounts.admin.password);
    await page.waitForURL('**/background/data-analysis');
    await page.goto('/background/BranchManagement');
    await page.locator('tr', { hasText: '示范编程学校' }).getByRole('button', { name: /详\s*情/ }).click();
    const panel = page.locator('.ant-drawer .ant-card', { hasText: '学校套餐' });
    await expect.poll(() => panel.textContent(), poll).toContain('全功能套餐');

    await panel.getByRole('button', { name: '修改套餐' }).click();
    const dialog = page.locator('.ant-modal:visible');
    await expect.poll(() => dialog.locator('.ant-select-selection-item').first().textContent(), poll).toBe('全功能套餐');
    const end = dialog.locator('.ant-form-item', { has: page.locator('label:text-is("套餐截止日期")') }).locator('input');
    await end.click();
    await end.fill('2020-01-31');
    await end.press('Enter');
    await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => page.locator('.ant-modal:visible').count(), poll).toBe(0);
    await expect.poll(() => panel.textContent(), poll).toContain('2020-01-31');
    await context.close();

    const principal = await product.api('/java-api/school/tch/login', { userName: demoAccounts.principal.userName, password: encodePasswordForTransport(demoAccounts.principal.password), captchaVerifyParam: '' });
    const fresh = await product.api('/java-api/auth/sch/freshAuthData', undefined, principal.content.token);
    expect(fresh.content.permisionList).toEqual([]);
  });
});
