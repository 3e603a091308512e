import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, field, formItem, poll } from './antd-locators';

/**
 * Back-office content against the real server: the administrator creates a subject and a
 * platform curriculum with a lesson, authorizes the curriculum to the demo school in bulk and
 * puts it on sale, after which the school's principal finds it; a community banner image is
 * uploaded through the generic image field.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());


/** Picks `option` in the relation picker labelled `label` by searching for it. */
async function pick(page: Page, label: string, option: string) {
  // In a dialog, the dialog's picker (the list's filter bar has pickers of the same names behind it).
  const scope = (await page.locator('.ant-modal:visible').count()) ? '.ant-modal:visible .ant-form-item' : '.ant-form-item:visible';
  const item = page.locator(scope).filter({ has: page.locator(`label:text-is("${label}")`) }).last();
  await item.locator('.ant-select').click();
  await item.locator('.ant-select input').fill(option.slice(0, 3));
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  // A multiple picker stays open; clicking the dialog's title closes it (Escape could close the dialog).
  const title = page.locator('.ant-modal:visible .ant-modal-title');
  if (await title.count()) await title.click();
}

describe('back-office content', () => {
  it('the administrator creates a subject, a platform curriculum with a lesson and authorizes it to the demo school, whose principal then finds it', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'admin', 'admin', 'Admin@2026');
    await page.waitForURL('**/background/data-analysis');

    await page.goto('/background/course-management/course-subject');
    await button(page, '新增学科').click();
    await field(page, '学科名称').fill('浏览器学科');
    await field(page, '学科代码').fill('browser');
    await confirmDialog(page);
    await expect.poll(() => page.locator('tr', { hasText: '浏览器学科' }).count(), poll).toBe(1);

    await page.goto('/background/course-management/platform-curriculum');
    await button(page, '新增课程体系').click();
    await page.waitForURL('**/course-management/create-course-system');
    await pick(page, '学科', '浏览器学科');
    await field(page, '课程体系名称').fill('浏览器课程体系');
    await button(page, '保存').click();
    await page.waitForURL('**/course-management/platform-curriculum');
    const row = page.locator('tr', { hasText: '浏览器课程体系' });
    await expect.poll(() => row.count(), poll).toBe(1);
    expect(await row.textContent()).toContain('浏览器学科');

    // The preview is the curriculum with its ordered lessons; a lesson added there belongs to it.
    await row.getByText('详情').click();
    await page.waitForURL('**/course-management/preview-curriculum?id=*');
    await button(page, '新增课节').click();
    await field(page, '课节名称').fill('第一课 认识编程');
    await confirmDialog(page);
    await expect.poll(() => page.locator('tr', { hasText: '第一课 认识编程' }).count(), poll).toBe(1);
    expect(await page.locator('tr', { hasText: '第一课 认识编程' }).textContent()).toContain('浏览器课程体系');

    await page.goto('/background/course-management/school-curriculum');
    await button(page, '批量授权').click();
    await page.locator('.ant-modal:visible').waitFor();
    await pick(page, '学校', '示范编程学校');
    await pick(page, '课程体系', '浏览器课程体系');
    await confirmDialog(page);
    const grant = page.locator('tr', { hasText: '浏览器课程体系' });
    await expect.poll(() => grant.count(), poll).toBe(1);
    expect(await grant.textContent()).toContain('示范编程学校');

    // What the screen shows is what the server stored.
    const login = await product.api('/java-api/auth/new/login', { userName: 'admin', password: encodePasswordForTransport('Admin@2026'), captchaVerifyParam: '' });
    const stored = await product.api('/java-api/admin/eduCurrPer/queryList', {}, login.content.token);
    expect(stored.content.list).toEqual([expect.objectContaining({ schoolName: '示范编程学校', curriculumName: '浏览器课程体系' })]);

    // Put on sale (a new curriculum is not yet), the school's principal finds it with its lesson.
    await page.goto('/background/course-management/platform-curriculum');
    await row.getByText('上下架').click();
    await page.locator('.ant-modal:visible .ant-form-item').filter({ has: page.locator('label:text-is("状态")') }).locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="已上架"]').click();
    await confirmDialog(page);
    await expect.poll(() => row.textContent(), poll).toContain('已上架');
    await context.close();

    const principal = await product.newPage();
    await signIn(principal.page, 'staff', 'principal', 'Principal@2026');
    await principal.page.waitForURL('**/school-home-page/**');
    await principal.page.goto('/school-home-page/course-list');
    const course = principal.page.locator('tr', { hasText: '浏览器课程体系' });
    await expect.poll(() => course.count(), poll).toBe(1);
    expect(await course.textContent()).toContain('浏览器学科');
    await course.locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => principal.page.locator('.ant-table-expanded-row tr.ant-table-row', { hasText: '第一课 认识编程' }).count(), poll).toBe(1);
    await principal.context.close();
  });

  it('a community banner image goes through the upload pipeline and shows in the list', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'admin', 'admin', 'Admin@2026');
    await page.waitForURL('**/background/data-analysis');
    await page.goto('/background/community-set');
    await button(page, '新增社区轮播图').click();
    await field(page, '标题').fill('浏览器轮播图');
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await formItem(page, '图片').locator('input[type="file"]').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => formItem(page, '图片').locator('img').count(), poll).toBe(1);
    await confirmDialog(page);
    const row = page.locator('tr', { hasText: '浏览器轮播图' });
    await expect.poll(() => row.count(), poll).toBe(1);
    const src = await row.locator('img').getAttribute('src');
    expect(src).toMatch(/banner\.png$/);
    const image = await page.request.get(src!);
    expect(image.status()).toBe(200);
    await context.close();
  });
});
