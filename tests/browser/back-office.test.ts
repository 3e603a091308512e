import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages';
import { routeCatalog } from '../../shared/route-catalog';
import { signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, poll } from './antd-locators';

/**
 * The back office against the real server: the administrator makes a package of two school
 * screens, a trial school on it and its principal; the principal then sees exactly those menus.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

/** The menu entries of the school's 员工管理 group, the one group the package grants. */
const staffGroupMenus = routeCatalog
  .filter((r) => r.area === 'school' && r.menu === 'school-staff' && !r.redirect)
  .map((r) => r.title)
  .sort();
const formItem = (page: Page, label: string) => page.locator('.ant-modal:visible .ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) }).last();
const field = (page: Page, label: string) => formItem(page, label).locator('input, textarea').first();

describe('back office', () => {
  it('the administrator creates a package, a trial school on it and its principal, who sees exactly the package’s menus', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'admin', 'admin', 'Admin@2026');
    await page.waitForURL('**/background/data-analysis');

    await page.goto('/background/campuspackage');
    await button(page, '新增套餐').click();
    await field(page, '套餐名称').fill('浏览器套餐');
    await confirmDialog(page);
    const pkgRow = page.locator('tr', { hasText: '浏览器套餐' });
    await expect.poll(() => pkgRow.count(), poll).toBe(1);
    await pkgRow.getByText('分配权限').click();
    // The tree is areas → menu groups → screens; checking the group grants all its screens.
    const node = (title: string) => page.locator('.ant-modal:visible .ant-tree-treenode', { has: page.locator(`.ant-tree-title:text-is("${title}")`) }).first();
    await node('校区管理').locator('.ant-tree-switcher').click();
    await node('员工管理').locator('.ant-tree-checkbox').click();
    await confirmDialog(page);
    await expect.poll(() => page.locator('.ant-modal:visible').count(), poll).toBe(0);

    await page.goto('/background/BranchManagement');
    await button(page, '新增学校').click();
    await field(page, '学校名称').fill('浏览器试用学校');
    await formItem(page, '试用').locator('.ant-switch').click();
    const pkg = formItem(page, '套餐');
    await pkg.locator('.ant-select').click();
    await pkg.locator('.ant-select input').fill('浏览器');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="浏览器套餐"]').click();
    await confirmDialog(page);
    const schoolRow = page.locator('tr', { hasText: '浏览器试用学校' });
    await expect.poll(() => schoolRow.count(), poll).toBe(1);
    expect(await schoolRow.textContent()).toContain('浏览器套餐');

    await schoolRow.getByText('新建校长').click();
    await field(page, '姓名').fill('浏览器校长');
    await field(page, '用户名').fill('browser-principal');
    await field(page, '密码').fill('Browser@2026');
    await confirmDialog(page);
    await expect.poll(() => page.locator('.ant-modal:visible').count(), poll).toBe(0);
    await context.close();

    const principal = await product.newPage();
    await signIn(principal.page, 'staff', 'browser-principal', 'Browser@2026');
    await principal.page.waitForURL('**/school-home-page/**');
    const menu = principal.page.locator('.ant-layout-sider .ant-menu-item');
    await expect.poll(async () => (await menu.allTextContents()).sort(), poll).toEqual(staffGroupMenus);
    expect(await principal.page.locator('.ant-layout-sider .ant-menu-submenu-title').allTextContents()).toEqual(['员工管理']);
    await principal.context.close();
  });

  it('the administrator bans an address in ipBanManage: sign-in and calls from it are refused, lifting the ban lets it back', { timeout: 150_000 }, async () => {
    // A user behind another address: the server trusts X-Forwarded-For from its proxy (trustProxy).
    const bannedIp = '203.0.113.7';
    /** Signs the demo student in from that address in a fresh browser; answers whether the ban message showed and where they are. */
    const studentFromAddress = async () => {
      const visitor = await product.browser.newContext({ baseURL: product.baseUrl, locale: 'zh-CN', extraHTTPHeaders: { 'x-forwarded-for': bannedIp } });
      const student = await visitor.newPage();
      await signIn(student, 'student', 'student', 'Student2026');
      await student.waitForTimeout(1_500);
      const result = { banned: (await student.getByText(messages.addressBanned).count()) > 0, path: new URL(student.url()).pathname };
      await visitor.close();
      return result;
    };
    expect((await studentFromAddress()).path).not.toBe('/login');

    const { context, page } = await product.newPage();
    await signIn(page, 'admin', 'admin', 'Admin@2026');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), poll);
    await page.goto('/background/userIpRecord/ipBanManage');
    await button(page, '新增').click();
    await field(page, 'IP地址').fill(bannedIp);
    await field(page, '原因').fill('浏览器测试封禁');
    await confirmDialog(page);
    const banRow = page.locator('tr', { hasText: bannedIp });
    await expect.poll(() => banRow.count(), poll).toBe(1);

    // Within the ban list's cache time every call from the address, sign-in included, is refused with the message.
    await expect.poll(studentFromAddress, { timeout: 30_000, interval: 2_000 }).toEqual({ banned: true, path: '/login' });
    // The administrator, from another address, is not affected.
    await page.reload();
    await expect.poll(() => banRow.count(), poll).toBe(1);

    await banRow.getByText('删除', { exact: true }).click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect.poll(() => banRow.count(), poll).toBe(0);
    await expect.poll(async () => (await studentFromAddress()).path, { timeout: 30_000, interval: 2_000 }).not.toBe('/login');
    await context.close();
  });
});
