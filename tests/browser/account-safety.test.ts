import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '../../shared/account-safety/password-rules';
import { messages } from '../../shared/messages';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/** Issue 5 in the real product: the weak-password reminder and the change that logs the user out. */
describe('account safety in the browser', () => {
  let product: Product;
  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(() => product.stop());

  it('a teacher whose password was set by the school is reminded, changes it, is logged out and signs in with the new one', async () => {
    const login = await product.api('/java-api/school/tch/login', { userName: demoAccounts.principal.userName, password: encodePasswordForTransport(demoAccounts.principal.password), captchaVerifyParam: '' });
    const created = await product.api(
      '/java-api/school/tch/employeeSetting/create',
      { realName: '赵老师', userName: 'teacher-zhao', password: encodePasswordForTransport('zhao12345'), code: 'T0099' },
      login.content.token,
    );
    expect(created.success).toBe(true);

    const { page, context } = await product.newPage();
    await signIn(page, 'staff', 'teacher-zhao', 'zhao12345');
    // A staff member without a verified number meets the phone dialog first; closing it is remembered for the session.
    const phoneDialog = page.locator('.ant-modal', { hasText: '手机号验证' });
    await phoneDialog.waitFor({ timeout: 15000 });
    await phoneDialog.getByRole('button', { name: /取\s*消|Cancel/ }).click();

    await page.getByRole('button', { name: passwordMessages.reminderChange }).click({ timeout: 15000 });
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
});
