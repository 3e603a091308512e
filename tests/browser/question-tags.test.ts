import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, field, formItem, poll } from './antd-locators';
import type { Page } from 'playwright-core';

/**
 * Tags and source (来源) on a school question: typed in the editor (a new tag, then the same tag
 * chosen from the school's list), shown in the bank's list, which filters by tag on the server; and the
 * platform's questions filtered by the platform's exam tags when picking them into a school paper.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

async function writeTrueFalse(page: Page, title: string, tag: string, source: string) {
  await button(page, '添加题目').click();
  await page.waitForURL('**/exam/add-question?bankId=*');
  await expect.poll(() => formItem(page, '题库').textContent(), poll).toContain('标签题库');
  await formItem(page, '题型').getByText('判断题', { exact: true }).click();
  await field(page, '题目名称').fill(title);
  await field(page, '题干（Markdown）').fill(`${title}是对的吗？`);
  await formItem(page, '正确答案').getByText('正确', { exact: true }).click();
  const tags = formItem(page, '标签');
  await tags.locator('.ant-select').click();
  await tags.locator('input').fill(tag);
  await tags.locator('input').press('Enter');
  await page.keyboard.press('Escape');
  await field(page, '来源').fill(source);
  await button(page, '保存题目').click();
  await page.waitForURL('**/exam/questionlist?bankId=*');
  await expect.poll(() => page.locator('tr', { hasText: title }).count(), poll).toBe(1);
}

describe('school question tags', () => {
  it('a teacher tags questions, gives their source, and filters the bank by tag', { timeout: 240_000 }, async () => {
    const { page } = await product.newPage();
    await signIn(page, 'staff', 'teacher', 'Teacher@2026');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/exam/own-question');
    await button(page, '新建题库').click();
    await field(page, '题库名称').fill('标签题库');
    await field(page, '科目').fill('Python');
    await confirmDialog(page);
    await page.locator('tr', { hasText: '标签题库' }).getByText('管理题目').click();
    await page.waitForURL('**/exam/questionlist?bankId=*');

    await writeTrueFalse(page, '缩进', '代码块', '课本第一章');
    await writeTrueFalse(page, '循环次数', '循环', '2024 CSP-J');
    const row = page.locator('tr', { hasText: '循环次数' });
    expect(await row.textContent()).toContain('2024 CSP-J');

    await page.locator('.ant-select', { hasText: '全部标签' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="循环"]').click();
    await expect.poll(() => page.locator('tr', { hasText: '缩进' }).count(), poll).toBe(0);
    expect(await page.locator('tr', { hasText: '循环次数' }).count()).toBe(1);
  });

  it('a teacher picks platform questions into a paper filtered by the platform’s tag', { timeout: 240_000 }, async () => {
    const login = async (path: string, userName: string, password: string) => (await product.api(path, { userName, password: encodePasswordForTransport(password), captchaVerifyParam: '' })).content.token as string;
    const admin = await login('/java-api/auth/new/login', 'admin', 'Admin@2026');
    const school = await login('/java-api/school/tch/login', 'principal', 'Principal@2026');
    const as = (token: string) => async (path: string, body: unknown) => {
      const answer = await product.api(path, body, token);
      expect(answer.success, `${path}: ${answer.message}`).toBe(true);
      return answer.content;
    };
    const group = await as(admin)('/java-api/admin/tagGroup/create', { name: '浏览器知识点' });
    const tag = await as(admin)('/java-api/admin/tag/create', { name: '浏览器循环', groupId: group.id });
    const bank = await as(admin)('/java-api/admin/questionBank/create', { name: '浏览器平台题库' });
    const question = (title: string, tagIds?: string) => ({ bankId: bank.id, type: 3, title, stem: `${title}？`, answer: 'true', ...(tagIds ? { tagIds } : {}) });
    await as(admin)('/java-api/admin/question/create', question('平台循环题', String(tag.id)));
    await as(admin)('/java-api/admin/question/create', question('平台其他题'));
    await as(admin)('/java-api/admin/questionBank/updatePostState', { id: bank.id, postState: 1 });
    const paper = await as(school)('/java-api/school/paper/create', { name: '标签选题卷' });

    const { page } = await product.newPage();
    await signIn(page, 'staff', 'principal', 'Principal@2026');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/exam/platform-questionlist1?paperId=${paper.id}`);
    await expect.poll(() => page.locator('tr', { hasText: '平台其他题' }).count(), poll).toBe(1);
    await page.locator('.ant-select', { hasText: '全部标签' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="浏览器循环"]').click();
    await expect.poll(() => page.locator('tr', { hasText: '平台其他题' }).count(), poll).toBe(0);
    expect(await page.locator('tr', { hasText: '平台循环题' }).count()).toBe(1);
  });
});
