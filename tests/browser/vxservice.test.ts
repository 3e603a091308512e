import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatSignature } from '../../server/features/message-app/wechat-signature';
import { demoAccounts } from '../../server/seed/demo-data';
import { button } from './antd-locators';
import { signIn, startProduct, type Product } from './harness';

/**
 * 微信服务号 in the browser: the principal saves the service account, makes their own binding QR
 * code, WeChat's signed callback (played here by the test, as WeChat would call the server) binds
 * it, and the test message shows in the outbox as sent by the log provider.
 */
describe('the 微信服务号 page', () => {
  let product: Product;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());

  it('binds the principal through a QR code and sends a test message', { timeout: 300_000 }, async () => {
    const { page } = await product.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });
    await page.goto('/school-home-page/vxservice');
    await page.getByLabel('AppID').fill('wx1234567890abcdef');
    await page.getByLabel('AppSecret').fill('a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6');
    await page.getByLabel('上课签到通知模板ID').fill('tmpl-sign-in');
    await button(page, '保存').first().click();
    const token = (await page.getByText(/^[0-9a-f]{32}$/).first().innerText({ timeout: 15000 })).trim();
    const callbackPath = new URL((await page.getByText(/\/api\/wechat\/callback\/\d+$/).first().innerText()).trim()).pathname;

    await page.getByRole('button', { name: '我的绑定二维码' }).click();
    const link = (await page.getByTestId('bind-link').innerText({ timeout: 15000 })).trim();
    expect(link).toMatch(/^wechat-bind:bind_[\w-]{32}$/);
    // What WeChat sends when the principal scans the code and follows the account.
    const query = new URLSearchParams({ timestamp: '1700000000', nonce: 'n1', signature: wechatSignature(token, '1700000000', 'n1') });
    const xml = `<xml><FromUserName><![CDATA[o-principal-browser]]></FromUserName><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[qrscene_${link.replace('wechat-bind:', '')}]]></EventKey></xml>`;
    const answer = await fetch(`${product.baseUrl}${callbackPath}?${query}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml });
    expect(await answer.text()).toBe('success');

    await page.getByRole('button', { name: '刷新名单' }).click();
    await page.getByText('o-pr…wser').waitFor({ timeout: 15000 });
    await button(page, '发送测试消息').click();
    await page.getByText('这是一条测试消息').first().waitFor({ timeout: 15000 });
    // The dispatcher sends after the commit; the outbox shows it sent once refreshed.
    await expect
      .poll(
        async () => {
          await button(page, '刷新').last().click();
          return page.locator('.ant-tag', { hasText: '已发送' }).count();
        },
        { timeout: 20000 },
      )
      .toBeGreaterThan(0);
    await page.screenshot({ path: process.env.VX_SCREENSHOT ?? '/tmp/vxservice.png', fullPage: true });
  });
});
