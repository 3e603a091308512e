import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startProduct, type Product } from './harness';
import { button } from './antd-locators';

/**
 * The online judge end to end: a student opens A+B, submits a wrong and then a right C++
 * solution through the Monaco editor, sees WA then AC with per-test results judged by the
 * real sandbox; their teacher then finds both submissions in the school's records.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 60_000 };
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const wrong = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a*b);return 0;}';
const right = '#include <cstdio>\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);return 0;}';

async function replaceCode(page: Page, source: string): Promise<void> {
  await page.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(source);
}

async function submitAndWait(page: Page, previousId: string | null): Promise<{ verdict: string; tests: string[] }> {
  await button(page, '提交').click();
  const result = page.getByTestId('submission-result');
  // The three attributes are read in one go: read one by one, the old finished result could be
  // replaced by the new queued one between the reads.
  const readResult = async () => ((await result.count()) > 0 ? result.evaluate((el) => ({ ...(el as HTMLElement).dataset })) : null);
  await expect.poll(async () => {
    const shown = await readResult();
    return shown?.status === 'finished' && shown.submission !== previousId;
  }, poll).toBe(true);
  const verdict = (await readResult())?.verdict ?? '';
  const tests = await result.locator('.ant-table-tbody tr [data-verdict]').evaluateAll((tags) => tags.map((t) => t.getAttribute('data-verdict') ?? ''));
  return { verdict, tests };
}

describe('online judge', () => {
  it('a student gets WA then AC with per-test results; the teacher sees both in 评测记录', { timeout: 240_000 }, async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'student', 'student', 'Student2026');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await page.goto('/oj/questionBank');
    await page.getByRole('link', { name: 'A+B 问题' }).click();
    await page.waitForURL('**/oj/questionBank/details?id=*');
    // The statement is Markdown with math rendered by KaTeX.
    await expect.poll(() => page.getByTestId('problem-statement').locator('.katex').count(), poll).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.monaco-editor .view-lines').count(), poll).toBe(1);

    await replaceCode(page, wrong);
    const first = await submitAndWait(page, null);
    expect(first.verdict).toBe('WA');
    expect(first.tests[0]).toBe('WA');
    // The demo school shows the first failing test's data (testcaseView on).
    expect(await page.getByTestId('failed-test').textContent()).toContain('期望输出');
    const firstId = await page.getByTestId('submission-result').getAttribute('data-submission');

    await replaceCode(page, right);
    const second = await submitAndWait(page, firstId);
    expect(second.verdict).toBe('AC');
    expect(second.tests).toEqual(['AC', 'AC', 'AC', 'AC']);

    await page.goto('/oj/questionBank');
    await expect.poll(() => page.locator('tr', { hasText: 'A+B 问题' }).getByText('已通过').count(), poll).toBe(1);
    await context.close();

    const teacher = await product.newPage();
    await signIn(teacher.page, 'staff', 'teacher', 'Teacher@2026');
    await teacher.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await teacher.page.goto('/oj/recordOJ');
    const rows = teacher.page.locator('.ant-table-tbody tr', { hasText: '张小明' });
    await expect.poll(() => rows.count(), poll).toBe(2);
    const verdicts = await rows.locator('[data-verdict]').evaluateAll((tags) => tags.map((t) => t.getAttribute('data-verdict')));
    expect(verdicts).toEqual(['AC', 'WA']);
    await rows.first().getByRole('button').click();
    await expect.poll(() => teacher.page.locator('.ant-drawer').getByTestId('submission-result').getAttribute('data-verdict'), poll).toBe('AC');
    expect(await teacher.page.locator('.ant-drawer').textContent()).toContain('a+b');
    await teacher.context.close();
  });

  it('the administrator writes a platform problem with test data in the back office; schools see it', { timeout: 180_000 }, async () => {
    const { context, page } = await product.newPage();
    await signIn(page, 'admin', 'admin', 'Admin@2026');
    await page.waitForURL('**/background/data-analysis');
    await page.goto('/background/OjAdmin/ProblemManagement');
    await expect.poll(() => page.locator('tr', { hasText: 'A+B 问题' }).count(), poll).toBe(1);

    await page.goto('/background/OjAdmin/ProblemManagement/addSubject');
    const item = (label: string) => page.locator('.ant-form-item').filter({ has: page.locator(`label:has-text("${label}")`) }).first();
    await item('题目名称').locator('input').fill('浏览器平台题');
    await item('题目描述').locator('textarea').fill('输出 $a-b$');
    // A picture for the statement goes through the upload pipeline and lands in the text as Markdown.
    await item('题目描述').locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: onePixelPng });
    await expect.poll(() => item('题目描述').locator('textarea').inputValue(), poll).toMatch(/^输出 \$a-b\$\n!\[dot\]\(\S+oj-problem\S+dot\.png\)$/);
    await page.locator('textarea[placeholder="样例 1 输入"]').fill('3 1');
    await page.locator('textarea[placeholder="样例 1 输出"]').fill('2');
    await button(page, '保存').click();
    await page.waitForURL('**/addSubject?id=*');
    const zip = Buffer.from(zipSync({ '1.in': strToU8('3 1\n'), '1.out': strToU8('2\n'), '2.in': strToU8('5 5\n'), '2.out': strToU8('0\n') }));
    await page.locator('.ant-card').filter({ has: page.getByTestId('test-count') }).locator('input[type=file]').setInputFiles({ name: 'tests.zip', mimeType: 'application/zip', buffer: zip });
    await expect.poll(() => page.getByTestId('test-count').textContent(), poll).toContain('2 个');
    await context.close();

    const student = await product.newPage();
    await signIn(student.page, 'student', 'student', 'Student2026');
    await student.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await student.page.goto('/oj/questionBank');
    await student.page.getByRole('link', { name: '浏览器平台题' }).click();
    await expect.poll(() => student.page.getByTestId('problem-statement').textContent(), poll).toContain('测试点 2 个');
    // The uploaded picture is shown to the student, and it really loads.
    const picture = student.page.getByTestId('problem-statement').locator('img[alt="dot"]');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), poll).toBe(1);
    await student.context.close();
  });
});
