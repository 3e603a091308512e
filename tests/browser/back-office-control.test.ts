import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { messages } from '../../shared/messages';
import { signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, poll } from './antd-locators';

/**
 * Back-office permissions against the real server: the administrator makes a back-office role
 * granting only 订单管理 and an administrator holding it; that administrator then sees only
 * that menu and is sent away from a screen they do not hold. Blocking a principal (updateBlockade)
 * ends the session they have open; lifting it lets them sign in again.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const formItem = (page: Page, label: string) => page.locator('.ant-modal:visible .ant-form-item').filter({ has: page.locator(`label:text-is("${label}")`) }).last();
const field = (page: Page, label: string) => formItem(page, label).locator('input, textarea').first();
const node = (page: Page, title: string) => page.locator('.ant-modal:visible .ant-tree-treenode', { has: page.locator(`.ant-tree-title:text-is("${title}")`) }).first();

describe('back-office control', () => {
  it('a back-office role limits what another administrator sees and opens', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'admin', 'admin', 'Admin@2026');
    await page.waitForURL('**/background/data-analysis');

    await page.goto('/background/sysset-role');
    await button(page, '新增后台角色').click();
    await field(page, '角色名称').fill('浏览器订单角色');
    await confirmDialog(page);
    const roleRow = page.locator('tr', { hasText: '浏览器订单角色' });
    await expect.poll(() => roleRow.count(), poll).toBe(1);
    await roleRow.getByText('分配权限').click();
    // The tree animates each expansion; a click during it lands on whatever slides under the pointer.
    const expand = async (title: string) => {
      await node(page, title).locator('.ant-tree-switcher').click();
      await expect.poll(() => page.locator('.ant-modal:visible .ant-tree-treenode-motion').count(), poll).toBe(0);
    };
    await expand('平台管理后台');
    await expand('订单合同');
    await node(page, '订单管理').locator('.ant-tree-checkbox').click();
    await confirmDialog(page);
    await expect.poll(() => page.locator('.ant-modal:visible').count(), poll).toBe(0);

    await page.goto('/background/sysset-user');
    await button(page, '新增后台用户').click();
    await field(page, '用户名').fill('browser-clerk');
    await field(page, '姓名').fill('浏览器专员');
    await field(page, '密码').fill('Clerk@2026x');
    await confirmDialog(page);
    const userRow = page.locator('tr', { hasText: 'browser-clerk' });
    await expect.poll(() => userRow.count(), poll).toBe(1);
    await userRow.getByText('分配角色').click();
    await page.locator('.ant-modal:visible .ant-checkbox-wrapper', { hasText: '浏览器订单角色' }).click();
    await confirmDialog(page);
    await expect.poll(() => page.locator('.ant-modal:visible').count(), poll).toBe(0);
    await context.close();

    const clerk = await product.newPage();
    await signIn(clerk.page, 'admin', 'browser-clerk', 'Clerk@2026x');
    // The back-office home (data analysis) is not theirs: they land on their one screen.
    await clerk.page.waitForURL('**/background/look-order');
    await expect.poll(() => clerk.page.locator('[data-route-name="look-order"] .ant-table').count(), poll).toBe(1);
    expect(await clerk.page.locator('.ant-layout-sider .ant-menu-submenu-title').allTextContents()).toEqual(['订单合同']);
    const menu = clerk.page.locator('.ant-layout-sider .ant-menu-item');
    await expect.poll(async () => (await menu.allTextContents()).sort(), poll).toEqual(['订单管理']);
    // A screen outside the role is not opened.
    await clerk.page.goto('/background/sysset-user');
    await clerk.page.waitForURL('**/background/look-order');
    expect(await clerk.page.locator('[data-route-name="sysset-user"]').count()).toBe(0);
    await clerk.context.close();
  });

  it('blocking a principal sends their open session to /login with the message; unblocking lets them back', async () => {
    const principal = await product.newPage();
    await signIn(principal.page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
    await principal.page.waitForURL('**/school-home-page/dataBoard');

    const { context, page } = await product.newPage();
    await signIn(page, 'admin', 'admin', 'Admin@2026');
    await page.waitForURL('**/background/data-analysis');
    await page.goto('/background/principal-management');
    const row = page.locator('tr', { hasText: '王校长' });
    await expect.poll(() => row.count(), poll).toBe(1);
    // 封禁 asks for the 已封禁 value: switched on blocks, off lifts it.
    const setBlocked = async (blocked: boolean) => {
      await row.getByText('封禁', { exact: true }).click();
      const toggle = formItem(page, '已封禁').locator('.ant-switch');
      if ((await toggle.getAttribute('aria-checked')) !== String(blocked)) await toggle.click();
      await confirmDialog(page);
      await expect.poll(() => page.locator('.ant-modal:visible').count(), poll).toBe(0);
    };
    // Columns: 姓名, 用户名, 手机号, 学校, 校长, 状态, 已封禁, …
    const blockedCell = row.locator('td').nth(6);
    await setBlocked(true);
    await expect.poll(() => blockedCell.textContent(), poll).toBe('是');

    // The principal's next call, a move to another screen in the open app, ends the session.
    await principal.page.getByRole('menuitem', { name: '招生管理' }).first().click();
    await principal.page.getByRole('menuitem', { name: '意向学员管理' }).first().click();
    await principal.page.waitForURL((url) => url.pathname === '/login', poll);
    await expect.poll(() => principal.page.getByText(messages.accountDisabled).count(), poll).toBeGreaterThan(0);
    expect(await principal.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Signing in again is refused while blocked.
    await signIn(principal.page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
    await expect.poll(() => principal.page.getByText(messages.accountDisabled).count(), poll).toBeGreaterThan(0);
    expect(new URL(principal.page.url()).pathname).toBe('/login');

    await setBlocked(false);
    await expect.poll(() => blockedCell.textContent(), poll).toBe('否');
    await context.close();
    await signIn(principal.page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
    await principal.page.waitForURL('**/school-home-page/dataBoard', poll);
    await principal.context.close();
  });

  it('the AI key is saved and shown masked; dashboards draw real counts; the Python editor loads Monaco from the app itself', async () => {
    const { context, page } = await product.newPage();
    const external: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(product.baseUrl) && !/^(data|blob):/.test(url)) external.push(url);
    });
    await signIn(page, 'admin', 'admin', 'Admin@2026');
    await page.waitForURL('**/background/data-analysis');

    await page.goto('/background/chatgpt');
    await page.getByLabel('服务地址').fill('https://llm.example.com/v1');
    await page.getByLabel('模型').fill('demo-model');
    await page.getByLabel('密钥').fill('sk-browser-secret-9876');
    await button(page, '保存').click();
    await expect.poll(() => page.locator('.ant-descriptions').textContent(), poll).toContain('********9876');
    expect(await page.content()).not.toContain('sk-browser-secret');

    await page.goto('/background/csm-basic');
    await expect.poll(() => page.locator('[data-route-name="csm-basic"] tr', { hasText: '示范编程学校' }).count(), poll).toBe(1);
    // The bar chart (echarts, SVG renderer) has drawn the school's bar.
    await expect.poll(() => page.locator('[aria-label="客户基础数据图表"] svg path').count(), poll).toBeGreaterThan(0);

    await page.goto('/background/pyeditor');
    await expect.poll(() => page.locator('[data-testid="python-editor"] .monaco-editor').count(), poll).toBe(1);
    await expect.poll(() => page.locator('[data-testid="python-editor"] .view-lines').textContent(), poll).toContain('print');
    expect(external).toEqual([]);
    await context.close();
  });
});
