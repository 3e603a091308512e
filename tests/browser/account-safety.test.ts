import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '../../shared/account-safety/feedback-rules';
import { messages } from '../../shared/messages';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';
import { specText } from '../fixtures/spec-texts';

/** Issue 5 in the real product: the weak-password reminder and the change that logs the user out. */
describe('account safety in the browser', () => {
  let product: Product;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());

  const principalToken = async () =>
    (await product.api('/java-api/school/tch/login', { userName: demoAccounts.principal.userName, password: encodePasswordForTransport(demoAccounts.principal.password), captchaVerifyParam: '' })).content.token as string;

  it('a teacher whose password was set by the school is reminded, changes it, is logged out and signs in with the new one', async () => {
    const created = await product.api(
      '/java-api/school/tch/employeeSetting/create',
      { realName: '赵老师', userName: 'teacher-zhao', password: encodePasswordForTransport('zhao12345'), code: 'T0099' },
      await principalToken(),
    );
    expect(created.success).toBe(true);

    const { page, context } = await product.newPage();
    await signIn(page, 'staff', 'teacher-zhao', 'zhao12345');
    // A staff member without a verified number meets the phone dialog first; closing it is remembered for the session.
    const phoneDialog = page.locator('.ant-modal', { hasText: '手机号验证' });
    await phoneDialog.waitFor({ timeout: 15000 });
    await phoneDialog.getByRole('button', { name: /取\s*消|Cancel/ }).click();

    await page.getByRole('button', { name: specText.passwordMessages.reminderChange }).click({ timeout: 15000 });
    const dialog = page.locator('.ant-modal', { hasText: '确认新密码' });
    const inputs = dialog.locator('input[type=password]');
    await inputs.nth(0).fill('zhao12345');
    await inputs.nth(1).fill('Zhao@2027');
    await inputs.nth(2).fill('Zhao@2027');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    await page.waitForURL('**/login', { timeout: 15000 });

    await signIn(page, 'staff', 'teacher-zhao', 'zhao12345');
    await page.getByText(messages.invalidUserNameOrPassword).first().waitFor({ timeout: 15000 });
    await signIn(page, 'staff', 'teacher-zhao', 'Zhao@2027');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });
    await context.close();
  });

  it('a staff member without a verified phone verifies it with the code from the SMS outbox, and is not asked again', async () => {
    const created = await product.api(
      '/java-api/school/tch/employeeSetting/create',
      { realName: '钱老师', userName: 'teacher-qian', password: encodePasswordForTransport('Qian@2026x'), code: 'T0098' },
      await principalToken(),
    );
    expect(created.success).toBe(true);

    const { page, context } = await product.newPage();
    await signIn(page, 'staff', 'teacher-qian', 'Qian@2026x');
    const dialog = page.locator('.ant-modal', { hasText: '手机号验证' });
    await dialog.waitFor({ timeout: 15000 });
    const phone = dialog.locator('input').first();
    await phone.fill('1391111222');
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    await dialog.getByText('请输入正确的手机号码格式').waitFor({ timeout: 5000 });
    await phone.fill('13911112222');
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    await page.getByText(specText.phoneMessages.codeSent).first().waitFor({ timeout: 15000 });
    // The countdown replaces the send button for 60 seconds.
    await dialog.getByRole('button', { name: /秒后重发/ }).waitFor({ timeout: 5000 });

    const admin = await product.api('/java-api/auth/new/login', { userName: demoAccounts.admin.userName, password: encodePasswordForTransport(demoAccounts.admin.password), captchaVerifyParam: '' });
    const outbox = await product.api('/java-api/auth/sms/outbox', undefined, admin.content.token);
    const text: string = outbox.content.find((m: { phone: string }) => m.phone === '13911112222').content;
    const code = text.match(/\d{6}/)![0];

    await dialog.locator('input').nth(1).fill(code);
    await dialog.getByRole('button', { name: /验\s*证/ }).click();
    await page.getByText(specText.phoneMessages.verified).first().waitFor({ timeout: 15000 });
    await dialog.waitFor({ state: 'hidden', timeout: 15000 });

    // A new session asks the server again, which now answers 0 (verified): no dialog.
    await context.clearCookies();
    const fresh = await product.newPage();
    await signIn(fresh.page, 'staff', 'teacher-qian', 'Qian@2026x');
    await fresh.page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });
    await fresh.page.waitForTimeout(2000);
    expect(await fresh.page.locator('.ant-modal', { hasText: '手机号验证' }).count()).toBe(0);
    const state = await product.api('/java-api/school/tch/login', { userName: 'teacher-qian', password: encodePasswordForTransport('Qian@2026x'), captchaVerifyParam: '' });
    expect((await product.api('/java-api/school/tch/verifyPhoneState', undefined, state.content.token)).content).toMatchObject({ state: 0, phone: '13911112222' });
    await fresh.context.close();
    await context.close();
  });

  it('a teacher sends feedback on a problem with two images, and the administrator sees it in the inbox', async () => {
    const { page, context } = await product.newPage();
    await signIn(page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });
    await page.goto('/oj/questionBank/details?id=1');
    await page.getByRole('button', { name: /反\s*馈/ }).click({ timeout: 30000 });
    const dialog = page.locator('.ant-modal', { hasText: '问题反馈' });
    await dialog.waitFor({ timeout: 15000 });

    // Submitting empty shows the rules before anything is sent.
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await dialog.getByText(feedbackMessages.typeRequired).waitFor({ timeout: 5000 });

    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="测试数据有误"]').click();
    await dialog.locator('textarea').fill('  第 3 个测试点的答案和题意不符  ');
    // A 1×1 PNG, twice under two names.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: png },
      { name: 'second.png', mimeType: 'image/png', buffer: png },
    ]);
    await expect.poll(() => dialog.locator('.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)').count(), { timeout: 15000 }).toBe(2);
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await page.getByText(specText.feedbackMessages.submitted).first().waitFor({ timeout: 15000 });
    await dialog.waitFor({ state: 'hidden', timeout: 15000 });
    await context.close();

    const admin = await product.newPage();
    await signIn(admin.page, 'admin', demoAccounts.admin.userName, demoAccounts.admin.password);
    await admin.page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 15000 });
    await admin.page.goto('/background/OjAdmin/problem');
    const row = admin.page.locator('tr', { hasText: '第 3 个测试点的答案和题意不符' });
    await expect.poll(() => row.count(), { timeout: 15000 }).toBe(1);
    expect(await row.textContent()).toContain('测试数据有误');
    // The inbox names the sender and the school.
    expect(await row.textContent()).toContain(`（${demoAccounts.teacher.userName}）`);
    expect(await row.textContent()).toContain('示范编程学校');
    const images = row.locator('img');
    await expect.poll(() => images.count(), { timeout: 15000 }).toBe(2);
    // The images are served back from the upload store.
    const src = await images.first().getAttribute('src');
    const served = await admin.page.request.get(src!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');

    // The administrator answers; the teacher reads the answer at the foot of the feedback dialog.
    await row.getByRole('button', { name: /回\s*复/ }).click();
    const replyDialog = admin.page.locator('.ant-modal', { hasText: '回复反馈' });
    await replyDialog.locator('textarea').fill('测试数据已更正，感谢反馈');
    await replyDialog.getByRole('button', { name: /OK|确\s*定/ }).click();
    await expect.poll(() => row.textContent(), { timeout: 15000 }).toContain('测试数据已更正，感谢反馈');
    expect(await row.textContent()).toContain('已读');
    await admin.context.close();

    const again = await product.newPage();
    await signIn(again.page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
    await again.page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });
    await again.page.goto('/oj/questionBank/details?id=1');
    await again.page.getByRole('button', { name: /反\s*馈/ }).click({ timeout: 30000 });
    const mine = again.page.locator('.ant-modal', { hasText: '问题反馈' });
    await mine.getByText('已回复 1 条').waitFor({ timeout: 15000 });
    await mine.getByRole('button', { name: '查看最近反馈' }).click();
    await mine.getByText('回复：测试数据已更正，感谢反馈').waitFor({ timeout: 15000 });
    await again.context.close();
  });
});
