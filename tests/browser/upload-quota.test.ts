import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableSize, uploadMessages } from '../../shared/account-safety/upload-rules';
import { demoAccounts } from '../../server/seed/demo-data';
import { signIn, startProduct, type Product } from './harness';

/** A school whose storage is full is told so, in words, when it tries to upload. */
describe('the school storage quota in the browser', () => {
  let product: Product;
  const quotaMb = 1;
  beforeAll(async () => {
    product = await startProduct({ env: { SCHOOL_STORAGE_QUOTA_MB: String(quotaMb) } });
  });
  afterAll(() => product.stop());

  it('a teacher attaching an image larger than the school has room for reads the quota message and the image is not kept', async () => {
    const { page, context } = await product.newPage();
    await signIn(page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15000 });
    await page.goto('/oj/questionBank/details?id=1');
    await page.getByRole('button', { name: /反\s*馈/ }).click({ timeout: 30000 });
    const dialog = page.locator('.ant-modal', { hasText: '问题反馈' });
    await dialog.waitFor({ timeout: 15000 });
    // Within the dialog's 3 MB for an image, beyond the school's 1 MB.
    const png = Buffer.alloc(1.5 * 1024 * 1024, 0);
    await dialog.locator('input[type=file]').setInputFiles([{ name: 'big.png', mimeType: 'image/png', buffer: png }]);
    await page.getByText(uploadMessages.quotaExceeded(readableSize(quotaMb * 1024 * 1024))).first().waitFor({ timeout: 15000 });
    await expect.poll(() => dialog.locator('.ant-upload-list-item-done').count(), { timeout: 5000 }).toBe(0);
    await context.close();
  });
});
