import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct, type Product } from './harness';

/**
 * Block works in Chromium: a saved block work opens in the block editor with its blocks, Run
 * executes them in the block worker and prints what the program prints; an endless loop is
 * stopped by the loop trap and the page stays responsive.
 */
let product: Product;
let printWork: number;
let loopWork: number;

const printBlock = (text: string, next?: object) => ({ type: 'text_print', inputs: { TEXT: { block: { type: 'text', fields: { TEXT: text } } } }, ...(next ? { next: { block: next } } : {}) });
const workspace = (top: object) => JSON.stringify({ blocks: { languageVersion: 0, blocks: [{ ...top, x: 40, y: 40 }] } });

beforeAll(async () => {
  product = await startProduct();
  const { student } = demoAccounts;
  const token = (await product.api('/java-api/student/stu/login', { userName: student.userName, password: encodePasswordForTransport(student.password) })).content.token as string;
  const save = async (title: string, source: string) => {
    const saved = await product.api('/java-api/student/work/save', { kind: 'block', title, source }, token);
    expect(saved.success, saved.message).toBe(true);
    return saved.content.id as number;
  };
  printWork = await save('会说话的积木', workspace(printBlock('你好，积木！', printBlock('再见'))));
  loopWork = await save('停不下来的积木', workspace({ type: 'controls_whileUntil', fields: { MODE: 'WHILE' }, inputs: { BOOL: { block: { type: 'logic_boolean', fields: { BOOL: 'TRUE' } } } } }));
});
afterAll(() => product?.stop());

it('a saved block work runs in the worker; an endless loop is stopped with a clear message', { timeout: 180_000 }, async () => {
  const { page } = await product.newPage();
  await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto(`/code-classroom-stu/classlist-free-works?kind=block&workId=${printWork}`);
  await page.locator('.blocklyWorkspace .blocklyDraggable').first().waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: /运\s*行/ }).first().click();
  const output = page.getByTestId('block-output');
  await output.getByText('程序运行结束').waitFor({ timeout: 20_000 });
  expect(await output.textContent()).toContain('你好，积木！\n再见');

  await page.goto(`/code-classroom-stu/classlist-free-works?kind=block&workId=${loopWork}`);
  await page.locator('.blocklyWorkspace .blocklyDraggable').first().waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: /运\s*行/ }).first().click();
  await page.getByTestId('block-output').getByText('循环次数太多，程序已停止').waitFor({ timeout: 30_000 });
});
