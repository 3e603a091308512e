import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { routeCatalog } from '../../shared/route-catalog';
import { signIn, startProduct, type Product } from './harness';

/**
 * The typing planet in the real product: a student types the first finger lesson through
 * Chromium's keyboard, the next stage unlocks, the progress is back after a reload (it lives on
 * the server), and a game level is played and recorded with its score.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(() => product?.stop());

const poll = { timeout: 20_000 };

/** Types the lesson's text as it stands on screen, one key at a time, with a wrong key at the start. */
async function typeLesson(page: Page) {
  const text = page.getByTestId('typing-text');
  await text.waitFor();
  const chars = await text.locator('span').allTextContents();
  await page.keyboard.press('x');
  for (const char of chars) {
    await page.keyboard.press(char === '\u00a0' ? 'Space' : char);
    await page.waitForTimeout(60);
  }
}

it('a student completes basic-1 with the keyboard, the next stage unlocks and survives a reload; a game level records its score', { timeout: 240_000 }, async () => {
  const { page } = await product.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto('/typing-planet/basic-1');
  await expect.poll(() => page.getByTestId('stage-basic-1-2').getAttribute('data-open'), poll).toBe('false');
  await expect.poll(() => page.getByTestId('finger-hint').textContent(), poll).toMatch(/食指/);
  await typeLesson(page);
  const result = page.getByTestId('typing-result');
  await result.waitFor();
  expect(Number(await result.getAttribute('data-stars'))).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId('stage-basic-1-2').getAttribute('data-open'), poll).toBe('true');
  await page.screenshot({ path: '/tmp/typing-basic-1-result.png' }).catch(() => undefined);

  // The record is on the server: a fresh load (and a fresh tab) still shows the stage open.
  await page.waitForTimeout(1000);
  await page.reload();
  await expect.poll(() => page.getByTestId('stage-basic-1-2').getAttribute('data-open'), poll).toBe('true');
  expect(await page.getByTestId('stage-basic-1-1').getAttribute('data-stars')).not.toBe('0');

  // A meteor game: type each word as it appears until the first level is cleared.
  await page.goto('/typing-planet/meteor');
  await page.getByTestId('game-start').click();
  await expect.poll(() => page.getByTestId('game-canvas').isVisible(), poll).toBe(true);
  const deadline = Date.now() + 90_000;
  while ((await page.getByTestId('game-level').textContent()) === '第 1 关' && Date.now() < deadline) {
    const words = await page.getByTestId('game-words').locator('li').allTextContents();
    if (words[0]) await page.keyboard.type(words[0], { delay: 30 });
    else await page.waitForTimeout(100);
  }
  expect(await page.getByTestId('game-level').textContent()).toBe('第 2 关');
  expect(Number((await page.getByTestId('game-score').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
  await page.screenshot({ path: '/tmp/typing-meteor.png' }).catch(() => undefined);

  // Saved on the server with its score.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await expect
    .poll(async () => (await product.api('/java-api/student/stuTypingPlanet/selectById', {}, token ?? undefined)).content?.completedLevels?.find((l: { levelId: string }) => l.levelId === 'meteor-1')?.bestScore ?? 0, poll)
    .toBeGreaterThan(0);
});

it('all sixteen typing screens are built and open without errors for a student', { timeout: 180_000 }, async () => {
  const { page } = await product.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'student', demoAccounts.student.userName, demoAccounts.student.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  const typing = routeCatalog.filter((r) => r.area === 'typing');
  expect(typing).toHaveLength(16);
  for (const route of typing) {
    await page.goto(route.path);
    const status = await page.locator('[data-page-status="built"], [data-page-status="not-built"]').first().getAttribute('data-page-status', { timeout: 30_000 });
    expect(status, route.path).toBe('built');
    await page.locator('.tp-area').first().waitFor({ timeout: 30_000 });
  }
  expect(errors).toEqual([]);
});
