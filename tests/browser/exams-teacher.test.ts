import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { button, poll } from './antd-locators';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * A teacher starts an exam from a platform paper (发起考试) for the demo class and publishes it;
 * the exam management list shows it with its three students, and its results page ranks them
 * (nobody has sat it yet).
 */
let product: Product;
let paperId: number;
beforeAll(async () => {
  product = await startProduct();
  const admin = (await product.api('/java-api/auth/new/login', { userName: demoAccounts.admin.userName, password: encodePasswordForTransport(demoAccounts.admin.password), captchaVerifyParam: '' })).content.token as string;
  const bank = (await product.api('/java-api/admin/questionBank/create', { name: '入门题库', postState: 1 }, admin)).content;
  const choice = (await product.api('/java-api/admin/question/create', { bankId: bank.id, type: 1, title: '加法', stem: '1+1=?', options: JSON.stringify([{ text: '1' }, { text: '2' }]), answer: 'B', score: 5 }, admin)).content;
  const essay = (await product.api('/java-api/admin/question/create', { bankId: bank.id, type: 6, title: '循环', stem: '说说循环的用处', answer: '重复执行', score: 10 }, admin)).content;
  const paper = (await product.api('/java-api/admin/paper/create', { name: '入门测验卷', duration: 45, postState: 1 }, admin)).content;
  await product.api('/java-api/admin/paper/addQuestion', { id: paper.id, questionIds: [choice.id, essay.id] }, admin);
  paperId = paper.id;
});
afterAll(() => product?.stop());

describe('teacher exams', () => {
  it('a teacher starts an exam from a paper for a class, publishes it and opens its results', { timeout: 180_000 }, async () => {
    const { page, context } = await product.newPage();
    await signIn(page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/exam/paper/start-exam?paperId=${paperId}`);
    // The paper fills in the title and the duration.
    await expect.poll(() => page.getByLabel('考试名称').inputValue(), poll).toBe('入门测验卷');
    await page.getByLabel('考试名称').fill('第一单元测验');
    await page.getByRole('combobox', { name: '参加班级' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Python 启蒙一班' }).click();
    await page.keyboard.press('Escape');
    await button(page, '保存并发布').click();
    await page.waitForURL('**/exam/exam-management', poll);
    const row = page.locator('tr', { hasText: '第一单元测验' });
    await expect.poll(() => row.count(), poll).toBe(1);
    await expect.poll(() => row.getByText('未开始').count(), poll).toBe(1);
    await expect.poll(() => row.getByText('0 / 3 已交').count(), poll).toBe(1);

    await row.getByRole('button', { name: /成\s*绩/ }).click();
    await page.waitForURL('**/exam/exam-result?id=*', poll);
    await expect.poll(() => page.locator('tr', { hasText: '张小明' }).getByText('未参加').count(), poll).toBe(1);
    await expect.poll(() => page.getByText('每题正确率').count(), poll).toBe(1);
    await expect.poll(() => page.locator('tr', { hasText: '循环' }).count(), poll).toBe(1);
    await context.close();
  });

  it('a teacher records an offline exam: creates it for the class, types the scores and publishes the results', { timeout: 180_000 }, async () => {
    const { page, context } = await product.newPage();
    await signIn(page, 'staff', demoAccounts.teacher.userName, demoAccounts.teacher.password);
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/exam/offline-exam');
    await button(page, '新建线下考试').click();
    const dialog = page.locator('.ant-modal:visible');
    await dialog.getByLabel('考试名称').fill('期末笔试');
    for (const [placeholder, value] of [['开始日期', dayjs().subtract(2, 'hour')], ['结束日期', dayjs().subtract(1, 'hour')]] as const) {
      const input = dialog.getByPlaceholder(placeholder);
      await input.click();
      await input.fill(value.format('YYYY-MM-DD HH:mm'));
      await input.press('Enter');
    }
    await dialog.getByLabel('满分').fill('100');
    await dialog.getByRole('combobox', { name: '参加班级' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Python 启蒙一班' }).click();
    // Closes the class list (a multiple select stays open) without closing the dialog.
    await dialog.locator('.ant-modal-title').click();
    await button(page, '创建').click();
    await expect.poll(() => page.getByText('录入成绩：期末笔试（满分 100）').count(), poll).toBe(1);
    await page.getByLabel('张小明的成绩').fill('92');
    await page.getByLabel('刘小红的成绩').fill('101');
    await page.getByLabel('陈小刚的成绩').fill('85');
    // The input stops at the full score; the server would refuse more.
    await page.getByLabel('张小明的成绩').click();
    await button(page, '保存成绩').click();
    await expect.poll(() => page.getByText('已保存 3 名学员的成绩').count(), poll).toBe(1);
    await button(page, '发布成绩').click();
    await page.locator('.ant-popconfirm:visible .ant-btn-primary').click();
    await expect.poll(() => page.getByText('成绩已发布').count(), poll).toBeGreaterThan(0);
    const first = page.locator('tr', { hasText: '刘小红' });
    await expect.poll(() => first.locator('td').first().textContent(), poll).toBe('1');
    await context.close();
  });
});
