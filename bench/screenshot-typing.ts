/**
 * Screenshots of the typing planet at 1440×900 for people to look at: each game started at level
 * 10 with the first word's opening letters typed (gold letters, the aimed word underlined), the
 * first finger lesson after a wrong key and a few right ones, and the planet map.
 * The built product (`dist/`) on fresh PGlite; the script prints where the images are.
 *
 *   npx tsx bench/screenshot-typing.ts       SCREENS_DIR=/tmp/x for another folder (default /tmp/typing-screens)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts } from '../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct } from '../tests/browser/harness';

const dir = process.env.SCREENS_DIR ?? '/tmp/typing-screens';
const games = ['meteor', 'balloon', 'puzzle', 'drag', 'piece'] as const;

async function main() {
  mkdirSync(dir, { recursive: true });
  const product = await startProduct();
  try {
    const { student } = demoAccounts;
    const login = await product.api('/java-api/student/stu/login', { userName: student.userName, password: encodePasswordForTransport(student.password) });
    const completedLevels = games.flatMap((id) => Array.from({ length: 9 }, (_, i) => ({ levelId: `${id}-${i + 1}`, stars: 2, bestScore: 100 })));
    await product.api('/java-api/student/stuTypingPlanet/saveOrUpdate', { typingHistory: {}, completedLevels }, login.content.token);
    const { page } = await product.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'student', student.userName, student.password);
    await page.waitForURL((url) => url.pathname !== '/login');

    for (const id of games) {
      await page.goto(`/typing-planet/${id}`);
      await page.getByTestId('game-level-10').click();
      await page.getByTestId('game-start').click();
      // Wait for words, then type half of the first one and let a few frames go by.
      for (let i = 0; i < 40 && (await page.getByTestId('game-words').locator('li').count()) < 2; i += 1) await page.waitForTimeout(250);
      const [word] = await page.getByTestId('game-words').locator('li').allTextContents();
      if (word) await page.keyboard.type(word.slice(0, Math.max(1, Math.floor(word.length / 2))), { delay: 40 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(dir, `${id}.png`) });
    }

    await page.goto('/typing-planet/basic-1');
    await page.getByTestId('typing-text').waitFor();
    await page.keyboard.press('x');
    for (let i = 0; i < 5; i += 1) {
      const next = await page.getByTestId('typing-text').locator('[data-char]').getAttribute('data-char');
      await page.keyboard.press(next === ' ' ? 'Space' : next!);
    }
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(dir, 'lesson-basic-1.png') });

    await page.goto('/typing-planet');
    await page.getByTestId('planet-map').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(dir, 'planet-map.png'), fullPage: true });
    console.log(`screenshots in ${dir}`);
  } finally {
    await product.stop();
  }
}

await main();
