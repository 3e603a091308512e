import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaChallenges } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends, openTestDatabase } from '../server/test-database';
import { poll } from './antd-locators';
import { startProduct, type Product } from './harness';

// The answer of the picture on screen is read from the database, as only the server could: the
// product runs on a PostgreSQL test database here so the test can look into it while it runs.
describe.runIf(backends.includes('postgres'))('the sign-in captcha in the browser', () => {
  let product: Product;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    product = await startProduct({ databaseUrl: database.url });
  });
  afterAll(async () => {
    await product?.stop();
    await database?.drop();
  });

  const shownAnswer = async () => (await database.db.select().from(captchaChallenges).orderBy(desc(captchaChallenges.expiresAt)).limit(1))[0];

  it('appears after three wrong passwords; a wrong answer brings a new picture without a warning; the right one signs in', async () => {
    const { context, page } = await product.newPage();
    const { userName, password } = demoAccounts.teacher;
    await page.goto('/login');
    const form = page.locator('form:visible');
    await form.getByPlaceholder('请输入账号').fill(userName);
    for (let i = 0; i < 3; i += 1) {
      expect(await form.getByAltText('验证码图片').count()).toBe(0);
      await form.getByPlaceholder('请输入密码').fill(`Wrong@${i}`);
      await Promise.all([page.waitForResponse((r) => r.url().includes('/tch/login'), poll), form.locator('button[type=submit]').click()]);
      await form.getByRole('alert').filter({ hasText: '用户名或密码错误' }).first().waitFor(poll);
    }
    // The third failure's answer asks for the captcha: the picture is there for the next try.
    await form.getByAltText('验证码图片').waitFor(poll);
    const first = await shownAnswer();

    await form.getByPlaceholder('请输入密码').fill(password);
    await form.getByPlaceholder('请输入图中字符').fill(first.answer === 'AAAAA' ? 'CCCCC' : 'AAAAA');
    await form.locator('button[type=submit]').click();
    // Refused: a new picture, the answer cleared, and no message (section 8).
    await expect.poll(async () => (await shownAnswer())?.id, poll).not.toBe(first.id);
    await form.getByAltText('验证码图片').waitFor(poll);
    expect(await form.getByPlaceholder('请输入图中字符').inputValue()).toBe('');
    expect(await page.getByText('人机验证未通过，请重试').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');

    const second = await shownAnswer();
    await form.getByPlaceholder('请输入图中字符').fill(second.answer.toLowerCase());
    await form.locator('button[type=submit]').click();
    await page.waitForURL('**/code-classroom/classroom-index', poll);
    await context.close();
  });
});
