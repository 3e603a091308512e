import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { signIn, startProduct, type Product } from './harness';

/**
 * A student's day in the classroom on the real server and Chromium: signs in and lands on the
 * classroom home, writes a Python program that reads input and prints (and one that draws with
 * the turtle), runs it in the browser, stops an endless loop, saves it and finds it among their works.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 20_000 };
const output = (page: Page) => page.getByTestId('program-output');

/** Replaces the editor's text as if typed (one line each, so Monaco's auto-indent has nothing to do). */
async function writeProgram(page: Page, code: string) {
  await page.locator('[data-testid="python-editor"] .monaco-editor .view-lines').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

it('a student writes, runs, stops, saves and finds a Python work', { timeout: 300_000 }, async () => {
  const { page } = await product.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await page.waitForURL('**/code-classroom-stu/classroom-index-stu');
  await expect.poll(() => page.getByTestId('classroom-home').textContent(), poll).toContain('你好，张小明');
  await expect.poll(() => page.getByTestId('classroom-home').textContent(), poll).toContain('Python 启蒙一班');
  await page.screenshot({ path: '/tmp/h/classroom-home.png', fullPage: true });

  const started = Date.now();
  await page.goto('/python/editor_v2');
  expect(await page.evaluate(() => self.crossOriginIsolated)).toBe(true);
  const runButton = page.getByRole('button', { name: /运行/ });
  await expect.poll(() => runButton.isEnabled(), { timeout: 90_000 }).toBe(true);
  console.log(`Python ready ${Date.now() - started} ms after opening the editor (cold, this machine)`);

  await writeProgram(page, 'name = input("你叫什么名字？"); print("你好，" + name + "！")');
  await runButton.click();
  const answer = page.getByLabel('程序输入');
  await answer.waitFor({ timeout: 20_000 });
  await answer.fill('小明');
  await answer.press('Enter');
  await expect.poll(() => output(page).textContent(), poll).toContain('你好，小明！');
  await expect.poll(() => output(page).textContent(), poll).toContain('程序运行结束');

  await writeProgram(page, 'import turtle; turtle.color("red"); turtle.pensize(5); turtle.forward(120)');
  await runButton.click();
  await expect.poll(() => output(page).textContent(), poll).toContain('程序运行结束');
  console.log(`warm run of a small turtle program: ${(await output(page).textContent())?.match(/程序运行结束（(\d+) 毫秒）/)?.[1]} ms in Python`);
  const redPixels = await page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="turtle-stage"] canvas')!;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let red = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] > 200 && data[i + 1] < 80 && data[i + 2] < 80 && data[i + 3] > 0) red += 1;
    return red;
  });
  expect(redPixels).toBeGreaterThan(200);

  await writeProgram(page, 'while True: pass');
  await runButton.click();
  const stopButton = page.getByRole('button', { name: /停止/ });
  await expect.poll(() => stopButton.isEnabled(), poll).toBe(true);
  await page.waitForTimeout(500);
  await stopButton.click();
  await expect.poll(() => output(page).textContent(), poll).toContain('程序已被停止');
  // Stopped by Python's own interrupt: the same Python answers the next run at once, no reload.
  await expect.poll(() => runButton.isEnabled(), { timeout: 5_000 }).toBe(true);
  await expect.poll(() => output(page).textContent(), poll).toContain('KeyboardInterrupt');

  await writeProgram(page, 'name = input("你叫什么名字？"); print("你好，" + name + "！")');
  await page.getByLabel('作品名称').fill('问候程序');
  await page.getByRole('button', { name: /保存作品/ }).click();
  await expect.poll(() => page.locator('.ant-message').textContent(), poll).toContain('作品已保存');
  await page.waitForURL(/workId=\d+/);
  await page.screenshot({ path: '/tmp/h/python-editor.png', fullPage: true });

  await page.goto('/code-classroom-stu/classlist_stu_works');
  await expect.poll(() => page.locator('tr', { hasText: '问候程序' }).count(), poll).toBe(1);
  await page.screenshot({ path: '/tmp/h/works-list.png', fullPage: true });
});
