import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, field, formItem, poll } from './antd-locators';
import type { Page } from 'playwright-core';

/**
 * The teacher's question bank and paper screens (/exam/*) against the real server: a bank,
 * a single-choice, a fill-in, a short-answer and a programming question judged as an OJ
 * problem; a paper composed from them with a changed score, put into two sections and reordered, and previewed as
 * students see it (no answers).
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

/** Writes a question of the given type in the editor and saves it, back on the bank's list. */
async function writeQuestion(page: Page, type: string, title: string, stem: string, answer: (page: Page) => Promise<void>) {
  await button(page, '添加题目').click();
  await page.waitForURL('**/exam/add-question?bankId=*');
  await expect.poll(() => formItem(page, '题库').textContent(), poll).toContain('期中题库');
  await formItem(page, '题型').getByText(type, { exact: true }).click();
  await field(page, '题目名称').fill(title);
  await field(page, '题干（Markdown）').fill(stem);
  await answer(page);
  await button(page, '保存题目').click();
  await page.waitForURL('**/exam/questionlist?bankId=*');
  await expect.poll(() => page.locator('tr', { hasText: title }).count(), poll).toBe(1);
}

describe('teacher question banks and papers', () => {
  it('a teacher builds a bank of four question types and composes, orders and previews a paper', { timeout: 240_000 }, async () => {
    const { page } = await product.newPage();
    await signIn(page, 'staff', 'teacher', 'Teacher@2026');
    await page.waitForURL((url) => url.pathname !== '/login');

    await page.goto('/exam/own-question');
    await button(page, '新建题库').click();
    await field(page, '题库名称').fill('期中题库');
    await field(page, '科目').fill('Python');
    await confirmDialog(page);
    await page.locator('tr', { hasText: '期中题库' }).getByText('管理题目').click();
    await page.waitForURL('**/exam/questionlist?bankId=*');

    await writeQuestion(page, '单选题', '输出函数', 'Python 用哪个函数**输出**？', async (p) => {
      const options = formItem(p, '选项').locator('input');
      for (const [i, text] of ['input()', 'print()', 'len()', 'int()'].entries()) await options.nth(i).fill(text);
      await formItem(p, '正确答案').getByText('B', { exact: true }).click();
    });
    await writeQuestion(page, '填空题', '求长度', '求列表长度的函数是 ____', (p) => field(p, '答案').fill('len|len()'));
    await writeQuestion(page, '简答题', '循环的区别', '说说 for 和 while 的区别', (p) => field(p, '参考答案').fill('for 适合已知次数'));
    await writeQuestion(page, '编程题', '两数之和', '读入两个整数，输出和', async (p) => {
      const select = formItem(p, 'OJ 题目');
      await select.locator('.ant-select').click();
      await select.locator('input').fill('A+B');
      await p.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'A+B 问题' }).click();
    });
    expect(await page.locator('tr', { hasText: '两数之和' }).textContent()).toContain('编程题');

    // A paper: created, then its questions picked from the school's bank.
    await page.goto('/exam/paper-management');
    await button(page, '创建试卷').click();
    await page.waitForURL('**/exam/create-paper');
    await field(page, '试卷名称').fill('期中测验');
    await button(page, '下一步').click();
    await page.waitForURL('**/exam/paper/edit-questions?id=*');
    await button(page, '从本校题库选题').click();
    await page.waitForURL('**/exam/questionlist1?paperId=*');
    for (const title of ['输出函数', '求长度', '循环的区别', '两数之和']) {
      const box = page.getByLabel(`选择${title}`);
      await expect.poll(() => box.count(), poll).toBe(1);
      await box.check();
    }
    await button(page, '加入试卷').click();
    await page.waitForURL('**/exam/paper/edit-questions?id=*');
    const total = page.locator('.ant-statistic', { hasText: '总分' }).locator('.ant-statistic-content');
    await expect.poll(() => total.textContent(), poll).toBe('20');
    const score = page.getByLabel('两数之和的分值');
    await score.fill('30');
    await score.blur();
    await expect.poll(() => total.textContent(), poll).toBe('45');

    // Sections: the programming question goes first in 一、编程题, the others move to a new 二、基础题.
    await button(page, '大题与排序').click();
    await page.waitForURL('**/exam/sequence?id=*');
    for (let i = 0; i < 3; i += 1) await page.getByLabel('上移两数之和').click();
    await page.getByLabel('大题名称').first().fill('一、编程题');
    await button(page, '添加大题').click();
    await page.getByLabel('大题名称').nth(1).fill('二、基础题');
    await page.getByLabel('大题说明').nth(1).fill('选择、填空和简答');
    for (const title of ['输出函数', '求长度', '循环的区别']) {
      await page.locator('.ant-list-item', { hasText: title }).locator('.ant-select').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '二、基础题' }).click();
    }
    expect(await page.locator('.ant-card-small', { hasText: '共 3 题，15 分' }).count()).toBe(1);
    if (process.env.SHOT_DIR) await page.screenshot({ path: `${process.env.SHOT_DIR}/paper-sections-editor.png`, fullPage: true });
    await button(page, '保存').click();
    await expect.poll(() => page.getByText('大题与题目顺序已保存').count(), poll).toBeGreaterThan(0);

    // The preview: the order and scores as saved, and no answer a student must not see.
    await page.goto(page.url().replace('/exam/sequence', '/exam/paper-detail'));
    const cards = page.locator('.ant-card .ant-card .ant-card-head');
    await expect.poll(() => cards.count(), poll).toBe(4);
    expect(await cards.first().textContent()).toContain('1. 两数之和');
    expect(await cards.first().textContent()).toContain('30 分');
    const headings = page.getByTestId('section-heading');
    expect(await headings.allTextContents()).toEqual(['一、编程题（共 1 题，30 分）', '二、基础题（共 3 题，15 分）选择、填空和简答']);
    if (process.env.SHOT_DIR) await page.screenshot({ path: `${process.env.SHOT_DIR}/paper-sections-preview.png`, fullPage: true });
    const body = await page.locator('.ant-card').first().textContent();
    expect(body).toContain('满分 45 分');
    expect(body).toContain('A+B 问题');
    expect(body).toContain('B. print()');
    expect(body).not.toContain('for 适合已知次数');
    expect(await page.getByLabel('正确选项').count()).toBe(0);
  });
});
