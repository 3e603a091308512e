import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { wechatSignature } from '../../server/features/message-app/wechat-signature';
import { demoAccounts } from '../../server/seed/demo-data';
import { fenToYuan, transferFigures } from '../../shared/finance/money-rules';
import { button, poll } from './antd-locators';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * 学员详情's 微信绑定: before the school switches its messages on, a hint with the way to 微信服务号; after,
 * the guardians' QR code in a dialog counting down its 30 minutes, WeChat's signed callback (played by
 * the test) binding a parent, 解绑 after a confirmation; a recharge then queues the parent's 缴费通知.
 * 转课 shows the stored-value split before confirming, following the hours typed.
 * Screenshots go to FAMILY_SCREENSHOTS (default /tmp) as family-*.png.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const shots = process.env.FAMILY_SCREENSHOTS ?? '/tmp';
const formItem = (page: Page, label: string) => page.locator('.ant-form-item:visible').filter({ has: page.locator(`label:text-is("${label}")`) }).last();

async function call(path: string, body: unknown, token: string) {
  const answer = await product.api(`/java-api/${path}`, body, token);
  if (!answer.success) throw new Error(`${path}: ${answer.message}`);
  return answer.content;
}

async function pick(page: Page, label: string, option: string, typed?: string) {
  const item = formItem(page, label);
  await item.locator('.ant-select').first().click();
  if (typed) await item.locator('.ant-select input').first().fill(typed);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

it('binds a guardian from the student page, queues the recharge notice and previews a transfer\'s stored-value split', { timeout: 300_000 }, async () => {
  const login = await product.api('/java-api/school/tch/login', { userName: demoAccounts.principal.userName, password: encodePasswordForTransport(demoAccounts.principal.password), captchaVerifyParam: '' });
  const principal: string = login.content.token;
  const [student] = (await call('school/stu/queryList', { keyword: demoAccounts.student.userName, pageNum: 1, pageSize: 5 }, principal)).list.filter((s: any) => s.userName === demoAccounts.student.userName);

  const { context, page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'staff', demoAccounts.principal.userName, demoAccounts.principal.password);
  await page.waitForURL((url) => url.pathname !== '/login');

  // Not set up yet: the section only points to 微信服务号.
  await page.goto(`/school-home-page/student-detail?id=${student.id}`);
  const section = page.getByTestId('student-wechat');
  await section.getByText('本校尚未开通微信服务号消息').waitFor(poll);
  await section.screenshot({ path: `${shots}/family-wechat-not-set-up.png` });
  expect(await section.getByRole('link', { name: '前往微信服务号设置' }).getAttribute('href')).toBe('/school-home-page/vxservice');

  const app = await call('school/msgApp/save', { appId: 'wx1234567890abcdef', appSecret: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6', qrCode: null, enabled: true, notifySignIn: true, notifyReceipt: true, notifyExam: true }, principal);
  await page.reload();
  await section.getByText('还没有家长绑定微信').waitFor(poll);
  await button(page, '家长绑定二维码').click();
  const dialog = page.locator('.ant-modal:visible');
  await expect.poll(() => dialog.getByTestId('bind-qr-countdown').textContent(), poll).toMatch(/^二维码 (30:00|29:\d\d) 后失效$/);
  const link = (await dialog.getByTestId('bind-link').innerText()).trim();
  await dialog.screenshot({ path: `${shots}/family-wechat-qr.png` });
  await button(page, '刷新二维码').click();
  await expect.poll(async () => (await dialog.getByTestId('bind-link').innerText()).trim(), poll).not.toBe(link);
  const fresh = (await dialog.getByTestId('bind-link').innerText()).trim();

  // The parent scans the fresh code: WeChat calls the school's callback.
  const query = new URLSearchParams({ timestamp: '1700000000', nonce: 'n1', signature: wechatSignature(app.callbackToken, '1700000000', 'n1') });
  const xml = `<xml><FromUserName><![CDATA[o-parent-browser]]></FromUserName><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[qrscene_${fresh.replace('wechat-bind:', '')}]]></EventKey></xml>`;
  expect(await (await fetch(`${product.baseUrl}${app.callbackPath}?${query}`, { method: 'POST', headers: { 'content-type': 'text/xml' }, body: xml })).text()).toBe('success');
  await button(page, '完成').click();
  await section.getByText('o-pa…wser').waitFor(poll);
  await page.locator('.ant-modal-mask').waitFor({ state: 'hidden', ...poll });
  await section.screenshot({ path: `${shots}/family-wechat-bound.png` });

  // A recharge queues the bound parent's 缴费通知.
  const [cash] = (await call('school/payAccount/queryList', { pageNum: 1, pageSize: 5 }, principal)).list;
  const recharge = await call('school/receipt/createRecharge', { studentId: student.id, payAccountId: cash.id, amount: 50000 }, principal);
  const outbox = await call('school/msgApp/outbox', {}, principal);
  expect(outbox.filter((m: any) => m.kind === 'receipt').map((m: any) => m.title)).toEqual([expect.stringContaining('500.00')]);
  expect(recharge.receiptNo).toMatch(/^CZ/);

  // 解绑 asks first.
  await section.getByRole('button', { name: '解绑' }).click();
  await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
  await section.getByText('还没有家长绑定微信').waitFor(poll);

  // 转课: 300 yuan of the course paid from the stored-value account; the preview splits it as typed.
  const [scratch] = (await call('school/campusCourse/queryList', { keyword: 'Scratch', pageNum: 1, pageSize: 5 }, principal)).list;
  await call('school/campusCourse/create', { name: 'Python 进阶', hours: 20, unitPrice: 8000 }, principal);
  await call('school/receipt/createCharge', { studentId: student.id, payAccountId: cash.id, course: { courseId: scratch.id, hours: 10, givenHours: 0, discount: 0 }, goods: [], paid: 10 * scratch.unitPrice, fromAccount: 30000 }, principal);
  await page.goto('/school-home-page/ordercarry');
  await pick(page, '学员', student.realName, student.realName.slice(0, 2));
  await formItem(page, '转出课程').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: scratch.name }).first().click();
  await formItem(page, '转出课时').locator('input').fill('4');
  await pick(page, '转入课程', 'Python 进阶', 'Py');
  await formItem(page, '转入课时').locator('input').fill('3');
  const split = (toHours: number) => transferFigures({ worth: 4 * scratch.unitPrice, storedValue: 30000, unitPrice: 8000, toHours, discount: 0 });
  await expect.poll(() => page.getByTestId('transfer-to-account').textContent(), poll).toBe(`¥${fenToYuan(split(3).toAccount)}`);
  expect(await page.getByTestId('transfer-carried').textContent()).toContain(`¥${fenToYuan(split(3).carried)}`);
  await page.getByTestId('transfer-preview').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/family-transfer-preview.png`, fullPage: true });
  await formItem(page, '转入课时').locator('input').fill('8');
  await expect.poll(() => page.getByTestId('transfer-carried').textContent(), poll).toContain(`¥${fenToYuan(split(8).carried)}`);
  expect(await page.getByTestId('transfer-settle').textContent()).toContain(fenToYuan(split(8).difference));
  expect(errors).toEqual([]);
  await context.close();
});
