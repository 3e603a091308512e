import { afterAll, beforeAll, expect, it } from 'vitest';
import { signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, field, formItem, poll } from './antd-locators';

/**
 * A principal writes the school's own course (自建课程): a curriculum system, a curriculum in it
 * with two lessons (rich text, then an uploaded attachment), previews it as a student sees it and
 * grants it to a class.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

it('a principal builds a self-made course with two lessons, previews it and grants it to a class', { timeout: 180_000 }, async () => {
  const { context, page } = await product.newPage();
  await signIn(page, 'staff', 'principal', 'Principal@2026');
  await page.waitForURL((url) => url.pathname !== '/login');

  // A system first: the curricula are filed under it.
  await page.goto('/school-home-page/owncourse');
  await button(page, '新建课程体系').click();
  await page.waitForURL('**/create-curriculum-system');
  await field(page, '体系名称').fill('图形化编程体系');
  await button(page, '保存').click();
  await page.waitForURL('**/owncourse');
  await expect.poll(() => page.getByRole('button', { name: '图形化编程体系', exact: true }).count(), poll).toBe(1);

  // The curriculum, in that system.
  await button(page, '新增').first().click();
  await page.waitForURL('**/owncourse/create');
  await formItem(page, '课程体系').locator('.ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '图形化编程体系' }).click();
  await field(page, '课程名称').fill('Scratch 创意课');
  await button(page, '保存').click();
  await page.waitForURL('**/owncourse');
  const row = page.locator('tr', { hasText: 'Scratch 创意课' });
  await expect.poll(() => row.count(), poll).toBe(1);
  await row.getByText('编辑').click();
  await page.waitForURL('**/owncourse/edit?id=*');

  // Lesson one: formatted text.
  await button(page, '添加课节').click();
  await field(page, '课节名称').fill('认识舞台和角色');
  await page.locator('.ant-modal:visible [role=textbox]').click();
  await page.keyboard.type('舞台是角色表演的地方');
  await confirmDialog(page);
  await expect.poll(() => page.locator('tr', { hasText: '认识舞台和角色' }).count(), poll).toBe(1);

  // Lesson two: an attachment through the upload pipeline.
  await button(page, '添加课节').click();
  await field(page, '课节名称').fill('让角色动起来');
  await page.locator('.ant-modal:visible').locator('.ant-form-item', { hasText: '附件' }).first().locator('input[type=file]').setInputFiles([{ name: 'lesson2.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await expect.poll(() => page.locator('.ant-modal:visible').getByText('lesson2.pdf').count(), poll).toBe(1);
  await field(page, '附件名称').fill('第二课讲义.pdf');
  await confirmDialog(page);
  await expect.poll(() => page.locator('tr', { hasText: '让角色动起来' }).count(), poll).toBe(1);
  expect(await page.locator('tr', { hasText: '让角色动起来' }).textContent()).toContain('第二课讲义.pdf');

  // The preview walks the lessons in order, as a student would.
  await button(page, '预览（学生视角）').click();
  await page.waitForURL('**/owncourse/preview?id=*');
  await expect.poll(() => page.getByText('舞台是角色表演的地方').count(), poll).toBe(1);
  await button(page, '下一节').click();
  await expect.poll(() => page.getByRole('link', { name: /第二课讲义\.pdf/ }).count(), poll).toBe(1);

  // Granted to a class, like the platform grants its curricula.
  await button(page, '返回编辑').click();
  await page.waitForURL('**/owncourse/edit?id=*');
  const grants = page.locator('.ant-card', { hasText: '授权班级' });
  await grants.locator('.ant-select').click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const className = (await option.getAttribute('title')) ?? (await option.textContent()) ?? '';
  await option.click();
  await button(page, '授权给班级').click();
  await expect.poll(() => grants.locator('.ant-tag', { hasText: className }).count(), poll).toBe(1);
  await expect.poll(() => grants.getByText('授权班级（1）').count(), poll).toBe(1);
  await context.close();
});
