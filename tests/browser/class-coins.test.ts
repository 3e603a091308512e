import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { signIn, startProduct, type Product } from './harness';

/**
 * 课堂表现奖励 from the class page on the real server and Chromium: the teacher opens their class,
 * gives the whole class star coins in one go, and each name shows what it got; a second award the
 * same day is refused with the star rules' words.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 20_000 };

it('a teacher rewards the whole class with star coins from the class page', { timeout: 300_000 }, async () => {
  const { page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
  await page.waitForURL('**/code-classroom/classroom-index');
  await page.getByText('任课老师：李老师').click();
  await page.waitForURL('**/code-classroom/classroomDetails?classId=*');
  await page.getByRole('button', { name: /课堂表现奖励/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '课堂表现奖励星币' });
  await expect.poll(() => dialog.getByTestId('class-coin-students').locator('input:checked').count(), poll).toBe(3);
  await dialog.getByLabel('每人奖励星币数').fill('1');
  await dialog.getByRole('button', { name: /奖励 3 名学员/ }).click();
  await expect.poll(() => page.locator('body').textContent(), poll).toMatch(/已奖励/);
  await expect.poll(() => dialog.getByTestId('class-coin-students').textContent(), poll).toContain('已奖励 1 星币');
  // Once per class and day: the same award again is refused with the reason.
  await dialog.getByRole('button', { name: /奖励 3 名学员/ }).click();
  // The request layer tells why (a message or a notification, whichever it uses for a refusal).
  await expect.poll(() => page.locator('body').textContent(), poll).toContain('已经奖励过，不能重复发放');
});
