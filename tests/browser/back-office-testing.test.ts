import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * The back office's testing screens against the real server: the administrator creates a
 * question bank, writes a single-choice question in it with the editor (Markdown stem with a
 * preview), then builds a paper from it and changes the question's score on the paper.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 15_000 };
const button = (page: Page, text: string) => page.getByRole('button', { name: new RegExp(text.split('').join('\\s*')) });
const confirmDialog = (page: Page) => page.locator('.ant-modal:visible .ant-modal-footer .ant-btn-primary').click();
const formItem = (page: Page, label: string) => page.locator('.ant-form-item:visible').filter({ has: page.locator(`label:text-is("${label}")`) }).last();
const field = (page: Page, label: string) => formItem(page, label).locator('input, textarea').first();

describe('back-office testing', () => {
  it('the administrator creates a bank, adds a question with the editor and builds a paper from it', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'admin', 'admin', 'Admin@2026');
    await page.waitForURL('**/background/data-analysis');

    await page.goto('/background/testing/questionBankAdmin');
    await button(page, '新增题库').click();
    await field(page, '题库名称').fill('浏览器题库');
    await confirmDialog(page);
    const bankRow = page.locator('tr', { hasText: '浏览器题库' });
    await expect.poll(() => bankRow.count(), poll).toBe(1);

    // The bank's details list its questions; 新增题目 opens the editor in this bank.
    await bankRow.getByText('详情').click();
    await page.waitForURL('**/background/testing/questionBankAdminDetails?id=*');
    await button(page, '新增题目').click();
    await page.waitForURL('**/background/testing/addAquestion?bankId=*');
    await expect.poll(() => formItem(page, '题库').textContent(), poll).toContain('浏览器题库');

    await field(page, '题目名称').fill('Python 输出');
    await field(page, '题干（Markdown）').fill('下面哪个函数用于**输出**？');
    await expect.poll(() => page.locator('.markdown-view strong').textContent(), poll).toBe('输出');
    const options = formItem(page, '选项').locator('input');
    for (const [i, text] of ['input()', 'print()', 'len()', 'range()'].entries()) await options.nth(i).fill(text);
    await formItem(page, '正确答案').getByText('B', { exact: true }).click();
    await button(page, '保存题目').click();
    await page.waitForURL('**/background/testing/questionBankAdminDetails?id=*');
    const questionRow = page.locator('tr', { hasText: 'Python 输出' });
    await expect.poll(() => questionRow.count(), poll).toBe(1);
    expect(await questionRow.textContent()).toContain('单选题');

    await page.goto('/background/testing/testPaper');
    await button(page, '新增试卷').click();
    await field(page, '试卷名称').fill('浏览器试卷');
    await confirmDialog(page);
    const paperRow = page.locator('tr', { hasText: '浏览器试卷' });
    await expect.poll(() => paperRow.count(), poll).toBe(1);
    await paperRow.getByText('详情').click();

    const panel = page.locator('.ant-drawer .ant-card', { hasText: '试卷题目' });
    await panel.locator('.ant-select').click();
    await panel.locator('.ant-select input').fill('Python');
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Python 输出' }).click();
    await panel.getByRole('button', { name: '添加到试卷' }).click();
    const total = panel.locator('.ant-statistic', { hasText: '总分' }).locator('.ant-statistic-content');
    await expect.poll(() => total.textContent(), poll).toBe('5');

    const score = panel.getByLabel('Python 输出的分值');
    await score.fill('8');
    await score.blur();
    await expect.poll(() => total.textContent(), poll).toBe('8');
    await context.close();

    // The server holds the same paper: one question worth 8.
    const login = await product.api('/java-api/auth/new/login', { userName: 'admin', password: encodePasswordForTransport('Admin@2026'), captchaVerifyParam: '' });
    const papers = await product.api('/java-api/admin/paper/queryList', { keyword: '浏览器试卷' }, login.content.token);
    expect(papers.content.list[0]).toMatchObject({ questionCount: 1, totalScore: 8 });
  });
});
