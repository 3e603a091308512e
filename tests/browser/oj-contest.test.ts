import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, type Product } from './harness';

/**
 * Real flows: a teacher creates a running ACM contest with a platform problem, a student signs
 * up from the contest list, reads the problem, submits a solution that the sandboxed judge
 * accepts and is on the board with it solved; a teacher
 * makes a problem list and a team, and the student finds the list through the team.
 */
let product: Product;
beforeAll(async () => {
  // Both flows use the demo platform problem A+B 问题, which has real test data.
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 20_000 };

async function fillDate(page: Page, placeholder: string, value: string) {
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

describe('OJ contests', () => {
  it('a teacher creates a contest with a problem; a student signs up and sees it on the contest page', { timeout: 180_000 }, async () => {
    const teacher = await product.newPage();
    await signIn(teacher.page, 'staff', 'teacher', 'Teacher@2026');
    await teacher.page.waitForURL((url) => url.pathname !== '/login');
    await teacher.page.goto('/oj/match/addMatch');
    await teacher.page.getByLabel('比赛名称').fill('周末练习赛');
    await fillDate(teacher.page, '开始日期', dayjs().subtract(10, 'minute').format('YYYY-MM-DD HH:mm'));
    await fillDate(teacher.page, '结束日期', dayjs().add(2, 'hour').format('YYYY-MM-DD HH:mm'));
    await teacher.page.getByRole('combobox', { name: '添加题目' }).click();
    await teacher.page.getByRole('combobox', { name: '添加题目' }).fill('A+B');
    await teacher.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'A+B 问题' }).click();
    await expect.poll(() => teacher.page.locator('tr', { hasText: 'A+B 问题' }).count(), poll).toBe(1);
    await teacher.page.getByRole('button', { name: /保\s*存\s*比\s*赛/ }).click();
    await teacher.page.waitForURL('**/oj/match/detailsMatch?id=*', poll);
    await expect.poll(() => teacher.page.getByText('周末练习赛').count(), poll).toBeGreaterThan(0);
    await teacher.context.close();

    const student = await product.newPage();
    await signIn(student.page, 'student', 'student', 'Student2026');
    await student.page.waitForURL((url) => url.pathname !== '/login');
    await student.page.goto('/oj/match');
    const row = student.page.locator('tr', { hasText: '周末练习赛' });
    await expect.poll(() => row.count(), poll).toBe(1);
    await row.getByRole('button', { name: /报\s*名/ }).click();
    await expect.poll(() => row.getByText('已报名').count(), poll).toBe(1);
    await row.getByRole('link', { name: '周末练习赛' }).click();
    await student.page.waitForURL('**/oj/match/detailsMatch?id=*');
    await expect.poll(() => student.page.getByText('A. A+B 问题').count(), poll).toBeGreaterThan(0);
    await expect.poll(() => student.page.getByText('输出它们的和').count(), poll).toBe(1);
    await expect.poll(() => student.page.locator('[data-testid="code-editor"] .monaco-editor').count(), poll).toBe(1);
    await student.page.locator('[data-testid="code-editor"] .monaco-editor .view-lines').click();
    await student.page.keyboard.insertText('#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}');
    await student.page.getByRole('button', { name: /提\s*交/ }).click();
    await student.page.getByRole('tab', { name: '我的提交' }).click();
    const verdict = student.page.locator('.ant-tabs-tabpane-active tbody tr [data-verdict]').first();
    await expect.poll(() => verdict.getAttribute('data-verdict'), { timeout: 60_000 }).toBe('AC');
    await student.page.getByRole('tab', { name: '榜单' }).click();
    const boardRow = student.page.locator('.ant-tabs-tabpane-active tbody tr', { hasText: '张小明' });
    await expect.poll(() => boardRow.count(), poll).toBe(1);
    // ACM: one problem solved.
    await expect.poll(async () => (await boardRow.locator('td').allTextContents()).some((cell) => cell.trim() === '1'), poll).toBe(true);
    await student.context.close();
  });

  it('a teacher makes a problem list and a team with a member and the list; the student finds both', { timeout: 180_000 }, async () => {
    const teacher = await product.newPage();
    await signIn(teacher.page, 'staff', 'teacher', 'Teacher@2026');
    await teacher.page.waitForURL((url) => url.pathname !== '/login');
    await teacher.page.goto('/oj/ListOfUestions/MyListOfUestions');
    await teacher.page.getByRole('button', { name: /新\s*建\s*题\s*单/ }).click();
    await teacher.page.getByLabel('题单名称').fill('暑期入门题单');
    await teacher.page.getByRole('combobox', { name: '添加题目' }).click();
    await teacher.page.getByRole('combobox', { name: '添加题目' }).fill('A+B');
    await teacher.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'A+B 问题' }).click();
    await teacher.page.locator('.ant-modal:visible .ant-modal-footer .ant-btn-primary').click();
    await expect.poll(() => teacher.page.locator('tr', { hasText: '暑期入门题单' }).count(), poll).toBe(1);

    await teacher.page.goto('/oj/team');
    await teacher.page.getByRole('button', { name: /新\s*建\s*团\s*队/ }).click();
    await teacher.page.getByLabel('团队名称').fill('周末集训队');
    await teacher.page.locator('.ant-modal:visible .ant-modal-footer .ant-btn-primary').click();
    // The dialog closes only once the team is saved: a failure here means the save, not the list, went wrong.
    await expect.poll(() => teacher.page.locator('.ant-modal:visible').count(), poll).toBe(0);
    await teacher.page.getByRole('link', { name: '周末集训队' }).click();
    await teacher.page.waitForURL('**/oj/team/details?id=*');
    await teacher.page.getByRole('combobox', { name: '选择成员' }).click();
    await teacher.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '张小明' }).click();
    await teacher.page.keyboard.press('Escape');
    await teacher.page.locator('.ant-tabs-tabpane-active').getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => teacher.page.locator('.ant-tabs-tabpane-active tbody tr', { hasText: '张小明' }).count(), poll).toBe(1);
    await teacher.page.getByRole('tab', { name: /题单/ }).click();
    await teacher.page.getByRole('combobox', { name: '选择题单' }).click();
    await teacher.page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '暑期入门题单' }).click();
    await teacher.page.keyboard.press('Escape');
    await teacher.page.locator('.ant-tabs-tabpane-active').getByRole('button', { name: /保\s*存/ }).click();
    await expect.poll(() => teacher.page.locator('.ant-tabs-tabpane-active tbody tr', { hasText: '暑期入门题单' }).count(), poll).toBe(1);
    await teacher.context.close();

    const student = await product.newPage();
    await signIn(student.page, 'student', 'student', 'Student2026');
    await student.page.waitForURL((url) => url.pathname !== '/login');
    await student.page.goto('/oj/teamStu');
    await student.page.getByRole('link', { name: '周末集训队' }).click();
    await student.page.waitForURL('**/oj/teamStu/details?id=*');
    await student.page.getByRole('tab', { name: /题单/ }).click();
    await student.page.getByRole('link', { name: '暑期入门题单' }).click();
    await student.page.waitForURL('**/oj/ListOfUestions/ListOfUestionsList?id=*');
    await expect.poll(() => student.page.locator('tbody tr', { hasText: 'A+B 问题' }).count(), poll).toBe(1);
    await expect.poll(() => student.page.locator('tbody tr', { hasText: '未做' }).count(), poll).toBe(1);
    await student.context.close();
  });
});
