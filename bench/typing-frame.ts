/**
 * The typing planet's figures on this machine's Chromium at 1440×900:
 *  - keystroke to screen: from a key's event time to the end of the drawing of the first game
 *    frame after it (the frame that shows the typed letter), during the meteor game at its
 *    highest level while a bot types the falling words;
 *  - frame rate over the same run (frames per second, long frames);
 *  - what a cold first visit of the typing area downloads (JS+CSS, transferred).
 * Runs the built product (`dist/`, built first when missing) on a free port and fresh PGlite.
 *
 *   npx tsx bench/typing-frame.ts            (BENCH_SECONDS=20 for a longer run, BENCH_FILES=1 lists the files)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { demoAccounts } from '../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct } from '../tests/browser/harness';
import { recordLoads } from './record-loads';

const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const viewport = { width: 1440, height: 900 };
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/**
 * What no page can beat on this machine: a bare canvas that draws the typed letter in the first
 * animation frame after the key, typed at the same pace. The game's figures are read against it.
 */
async function browserFloor(browser: Awaited<ReturnType<typeof startProduct>>['browser'], runSeconds: number) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.setContent('<canvas id="c" width="1440" height="900"></canvas>');
  // Plain script text: functions compiled by tsx carry helpers the page does not have.
  await page.addScriptTag({
    content: `
      const data = { keys: [], latencies: [], frames: [] };
      window.__floor = data;
      const context2d = document.getElementById('c').getContext('2d');
      let letter = '';
      addEventListener('keydown', (event) => { data.keys.push(event.timeStamp); letter = event.key; });
      const frame = (start) => {
        context2d.clearRect(0, 0, 1440, 900);
        context2d.font = '48px sans-serif';
        context2d.fillText(letter, 700, 450);
        const drawn = performance.now();
        data.frames.push(start);
        for (const key of data.keys) data.latencies.push(drawn - key);
        data.keys.length = 0;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);`,
  });
  const end = Date.now() + runSeconds * 1000;
  while (Date.now() < end) await page.keyboard.type('print range input', { delay: 40 });
  const data = await page.evaluate(() => (window as unknown as { __floor: { latencies: number[]; frames: number[] } }).__floor);
  await context.close();
  const span = (data.frames.at(-1)! - data.frames[0]) / 1000;
  return { latencies: data.latencies, late: data.latencies.filter((l) => l > 1000 / 60).length, fps: data.frames.length / span };
}

async function main() {
  if (!existsSync('dist/index.html')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  const product = await startProduct();
  try {
    const { student } = demoAccounts;
    // Levels 1–9 cleared, so the game may start at its highest level (10).
    const login = await product.api('/java-api/student/stu/login', { userName: student.userName, password: encodePasswordForTransport(student.password) });
    const completedLevels = Array.from({ length: 9 }, (_, i) => ({ levelId: `meteor-${i + 1}`, stars: 1, bestScore: 100 }));
    await product.api('/java-api/student/stuTypingPlanet/saveOrUpdate', { typingHistory: {}, completedLevels }, login.content.token);

    const { context: signInContext, page: signInPage } = await product.newPage();
    await signIn(signInPage, 'student', student.userName, student.password);
    await signInPage.waitForURL((url) => url.pathname !== '/login');
    const storageState = await signInContext.storageState();
    await signInContext.close();

    // A cold visit of the typing area: a new context has an empty HTTP cache.
    const context = await product.browser.newContext({ baseURL: product.baseUrl, locale: 'zh-CN', storageState, viewport });
    const page = await context.newPage();
    const loads = await recordLoads(context, page);
    await page.addInitScript(() => {
      const probe = { keys: [] as number[], latencies: [] as number[], frames: [] as number[] };
      (window as unknown as { __typingProbe: unknown; __typingData: typeof probe }).__typingData = probe;
      (window as unknown as { __typingProbe: unknown }).__typingProbe = {
        key(at: number) {
          probe.keys.push(at);
        },
        frame(start: number, drawn: number) {
          probe.frames.push(start);
          for (const key of probe.keys) probe.latencies.push(drawn - key);
          probe.keys.length = 0;
        },
      };
    });
    await page.goto('/typing-planet/meteor');
    await page.getByTestId('game-start').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const files = loads();
    const transferred = files.reduce((s, f) => s + f.transferred, 0);
    const typingChunk = files.filter((f) => /typing/.test(new URL(f.url).pathname)).reduce((s, f) => s + f.transferred, 0);

    await page.getByTestId('game-level-10').click();
    await page.getByTestId('game-start').click();
    await page.evaluate(() => {
      const data = (window as unknown as { __typingData: { latencies: number[]; frames: number[] } }).__typingData;
      data.latencies.length = 0;
      data.frames.length = 0;
    });
    const end = Date.now() + seconds * 1000;
    while (Date.now() < end) {
      const words = await page.getByTestId('game-words').locator('li').allTextContents();
      if (words[0]) await page.keyboard.type(words[0], { delay: 40 });
      else await page.waitForTimeout(50);
      if ((await page.getByTestId('game-start').count()) > 0) await page.getByTestId('game-start').click();
    }
    const data = await page.evaluate(() => (window as unknown as { __typingData: { latencies: number[]; frames: number[] } }).__typingData);
    const gaps = data.frames.slice(1).map((t, i) => t - data.frames[i]);
    const span = (data.frames.at(-1)! - data.frames[0]) / 1000;
    const level = await page.getByTestId('game-level').textContent();
    await context.close();

    console.log(`\nTyping planet on Chromium at ${viewport.width}×${viewport.height}, meteor game from level 10 (${level} at the end), ${seconds} s of typing:\n`);
    console.log(`keystroke to screen: ${data.latencies.length} keys, median ${percentile(data.latencies, 50).toFixed(1)} ms, p95 ${percentile(data.latencies, 95).toFixed(1)} ms, max ${Math.max(...data.latencies).toFixed(1)} ms (one frame = 16.7 ms)`);
    // The goal is one frame: a letter shows in the first frame drawn after its key, whatever the key's moment within the frame.
    const late = data.latencies.filter((l) => l > 1000 / 60).length;
    console.log(`keys shown later than one frame (16.7 ms) after them: ${late} of ${data.latencies.length} (${((100 * late) / data.latencies.length).toFixed(1)}%)`);
    console.log(`frames: ${data.frames.length} in ${span.toFixed(1)} s = ${(data.frames.length / span).toFixed(1)} fps, frame interval p95 ${percentile(gaps, 95).toFixed(1)} ms, frames over 20 ms: ${gaps.filter((g) => g > 20).length}`);
    const floor = await browserFloor(product.browser, seconds);
    console.log(`the same keys on an empty canvas that draws one letter per frame (this Chromium's own floor): median ${percentile(floor.latencies, 50).toFixed(1)} ms, p95 ${percentile(floor.latencies, 95).toFixed(1)} ms, later than one frame ${floor.late} of ${floor.latencies.length} (${((100 * floor.late) / floor.latencies.length).toFixed(1)}%), ${floor.fps.toFixed(1)} fps`);
    console.log(`typing area, cold visit of /typing-planet/meteor: ${files.length} JS+CSS files, ${kb(transferred)} KB transferred (typing chunk itself ${kb(typingChunk)} KB)`);
    if (process.env.BENCH_FILES === '1') for (const f of [...files].sort((a, b) => b.transferred - a.transferred)) console.log(`  ${kb(f.transferred).padStart(5)} KB  ${new URL(f.url).pathname}`);
  } finally {
    await product.stop();
  }
}

await main();
