import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';
import { button, confirmDialog, field, formItem, poll } from './antd-locators';

/**
 * The back office's testing screens against the real server: the administrator creates a
 * question bank, writes a single-choice question in it with the editor (Markdown stem with a
 * preview), then builds a paper from it, changes the question's score on the paper and names its
 * section (大题).
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());


describe('back-office testing', () => {
  it('the administrator creates a bank, adds a question with the editor and builds a paper from it', { timeout: 240_000 }, async () => {
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
    // Its detail shows the stem rendered and the correct option marked.
    await questionRow.getByText('详情').click();
    const drawer = page.locator('.ant-drawer:visible');
    await expect.poll(() => drawer.locator('.markdown-view strong').textContent(), poll).toBe('输出');
    expect(await drawer.locator('.ant-list-item', { has: page.getByLabel('正确选项') }).textContent()).toContain('B. print()');
    await drawer.locator('.ant-drawer-close').click();

    // 题目管理 lists it too; 编辑 reopens the editor with everything as saved.
    await page.goto('/background/testing/topic');
    await page.locator('tr', { hasText: 'Python 输出' }).getByText('编辑').click();
    await page.waitForURL('**/background/testing/newQuestion?id=*');
    await expect.poll(() => field(page, '题目名称').inputValue(), poll).toBe('Python 输出');
    expect(await formItem(page, '选项').locator('input').nth(1).inputValue()).toBe('print()');
    expect(await formItem(page, '正确答案').locator('.ant-radio-wrapper-checked').textContent()).toBe('B');
    await field(page, '题目名称').fill('Python 输出函数');
    await button(page, '保存题目').click();
    await page.waitForURL('**/background/testing/topic');
    await expect.poll(() => page.locator('tr', { hasText: 'Python 输出函数' }).count(), poll).toBe(1);

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
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Python 输出函数' }).click();
    await panel.getByRole('button', { name: '添加到试卷' }).click();
    const total = panel.locator('.ant-statistic', { hasText: '总分' }).locator('.ant-statistic-content');
    await expect.poll(() => total.textContent(), poll).toBe('5');

    const score = panel.getByLabel('Python 输出函数的分值');
    await score.fill('8');
    await score.blur();
    await expect.poll(() => total.textContent(), poll).toBe('8');

    // The platform paper is sectioned with the schools' section editor (common exams sit it).
    const sections = page.locator('.ant-drawer .ant-card', { hasText: '大题与题目顺序' }).first();
    await sections.getByLabel('大题名称').fill('一、单选题');
    await sections.getByRole('button', { name: /^保\s*存$/ }).click();
    await page.getByText('大题与题目顺序已保存').waitFor();
    await expect.poll(() => panel.locator('td', { hasText: '一、单选题' }).count(), poll).toBe(1);
    await context.close();

    // The server holds the same paper: one question worth 8.
    const login = await product.api('/java-api/auth/new/login', { userName: 'admin', password: encodePasswordForTransport('Admin@2026'), captchaVerifyParam: '' });
    const papers = await product.api('/java-api/admin/paper/queryList', { keyword: '浏览器试卷' }, login.content.token);
    expect(papers.content.list[0]).toMatchObject({ questionCount: 1, totalScore: 8 });
    const layout = await product.api('/java-api/admin/paper/queryQuestionList', { id: papers.content.list[0].id }, login.content.token);
    expect(layout.content.sections.map((s: { title: string }) => s.title)).toEqual(['一、单选题']);
  });

  it('the administrator adds a star-coin product with an uploaded picture and puts it on sale', async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'admin', 'admin', 'Admin@2026');
    await page.waitForURL('**/background/data-analysis');
    await page.goto('/background/starCoinCenter/goodsList');
    await button(page, '新增商品').click();
    await page.waitForURL('**/background/starCoinCenter/goodsAdd');
    await field(page, '商品名称').fill('浏览器小精灵');
    await formItem(page, '类别').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="精灵"]').click();
    // A 1×1 PNG, uploaded with the administrator's session to the configured storage.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await formItem(page, '图片').locator('input[type=file]').setInputFiles({ name: 'sprite.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => formItem(page, '图片').locator('img').getAttribute('src'), poll).toMatch(/sprite\.png$/);
    await field(page, '星币价格').fill('120');
    await field(page, '提示语').fill('会飞的小精灵');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.waitForURL('**/background/starCoinCenter/goodsList');
    const row = page.locator('tr', { hasText: '浏览器小精灵' });
    await expect.poll(() => row.count(), poll).toBe(1);
    const tags = () => row.locator('.ant-tag').allTextContents();
    expect(await tags()).toEqual(['精灵', '下架']);
    const picture = await row.locator('img').getAttribute('src');
    expect((await context.request.get(picture!)).status()).toBe(200);

    await row.getByText('上下架').click();
    const state = page.locator('.ant-modal:visible .ant-select');
    await state.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="上架"]').click();
    await confirmDialog(page);
    await expect.poll(tags, poll).toEqual(['精灵', '上架']);
    await context.close();
  });
});
