/**
 * The typing planet's keystroke-to-screen figures on this machine's Chromium at 1440×900, for
 * each of the five games started at its highest level (10) while a bot types the falling words,
 * and for the first finger lesson (basic-1, the DOM lesson screen), typed letter by letter.
 *
 * Three clocks per key, all starting at the key's own event time (event.timeStamp):
 *  - drawn (games only): the end of the drawing of the first game frame after the key, i.e. the
 *    frame that shows the typed letter (what this bench reported before 2026-11-28);
 *    keys pressed while no game loop runs (start and game-over screens) are not counted, as they
 *    draw no game frame until the next game starts;
 *  - frame done: the main thread has finished the first frame after the key (a rAF queued from the
 *    keydown, then a message task: style, layout, paint and the canvas's commit are behind it).
 *    Comparable between the canvas games and the DOM lesson;
 *  - next paint: Chromium's own Event Timing entry for the keydown (key to the presentation of the
 *    next frame, rounded to 8 ms; entries only exist for 16 ms and more, so "<16" means none).
 * Each scene is read against the floor: an empty page whose canvas draws the typed letter in the
 * first animation frame after the key, typed at the same pace. Also the frame rate during play and
 * what a cold first visit of the typing area downloads.
 * Runs the built product (`dist/`, built first when missing) on a free port and fresh PGlite.
 *
 * The key clocks are at the mercy of the shared machine's load; the main thread's busy time per
 * second of play (Chromium's own TaskDuration, ScriptDuration, Layout and RecalcStyle counters) is
 * the steadier figure to compare two builds with.
 *
 *   npx tsx bench/typing-frame.ts        BENCH_SECONDS=20 for longer runs, BENCH_SCENES=meteor|lesson to pick,
 *                                        BENCH_FILES=1 lists the files of the cold visit,
 *                                        BENCH_DIST=/tmp/other-dist serves another build (before/after)
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { demoAccounts } from '../server/seed/demo-data';
import { encodePasswordForTransport, signIn, startProduct } from '../tests/browser/harness';
import { recordLoads } from './record-loads';

const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const viewport = { width: 1440, height: 900 };
const oneFrame = 1000 / 60;
const kb = (bytes: number) => (bytes / 1024).toFixed(0);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

const games = ['meteor', 'balloon', 'puzzle', 'drag', 'piece'] as const;
type Scene = { name: string; path: string; kind: 'game' | 'lesson' };
const scenes: Scene[] = [
  ...games.map((id): Scene => ({ name: `${id} level 10`, path: `/typing-planet/${id}`, kind: 'game' })),
  { name: 'lesson basic-1', path: '/typing-planet/basic-1', kind: 'lesson' },
];

interface ProbeData {
  keys: number[];
  /** Key to the end of the drawing of the game frame that shows it. */
  drawn: number[];
  /** Key to the end of the main thread's work on the first frame after it. */
  done: number[];
  /** Event Timing durations of keydowns (16 ms and more only). */
  nextPaint: number[];
  keydowns: number;
  frames: number[];
  /** Index into frames where each game loop started: the gap before it is a game over and restart, not a dropped frame. */
  loopStarts: number[];
  /** Each game frame: from its frame time to the end of its drawing (the frame's own script, plus any wait before it ran). */
  draw: number[];
}

/**
 * Plain script text (functions compiled by tsx carry helpers the page does not have): the page's
 * probe, installed before the app loads. frame-probe.ts reports the games' keys and frames to it.
 */
const probeScript = `
  const data = { keys: [], drawn: [], done: [], nextPaint: [], keydowns: 0, frames: [], loopStarts: [], draw: [] };
  window.__typingData = data;
  window.__typingProbe = {
    key(at) { data.keys.push(at); },
    frame(start, drawn) {
      data.frames.push(start);
      data.draw.push(drawn - start);
      for (const key of data.keys) data.drawn.push(drawn - key);
      data.keys.length = 0;
    },
    loopStart() { data.keys.length = 0; data.loopStarts.push(data.frames.length); },
  };
  addEventListener('keydown', (event) => {
    const at = event.timeStamp;
    data.keydowns += 1;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => data.done.push(performance.now() - at);
      channel.port2.postMessage(null);
    });
  }, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'keydown') data.nextPaint.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

type Busy = Record<'TaskDuration' | 'ScriptDuration' | 'LayoutDuration' | 'RecalcStyleDuration', number> & { at: number };

/** The renderer's cumulative main-thread counters (seconds), from the DevTools protocol. */
async function busyNow(cdp: CDPSession): Promise<Busy> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { TaskDuration: value('TaskDuration'), ScriptDuration: value('ScriptDuration'), LayoutDuration: value('LayoutDuration'), RecalcStyleDuration: value('RecalcStyleDuration'), at: Date.now() };
}

function describeBusy(from: Busy, to: Busy): string {
  const perSecond = (key: keyof Busy) => ((1000 * (to[key] - from[key])) / ((to.at - from.at) / 1000)).toFixed(0);
  return `  main thread busy per second of play: tasks ${perSecond('TaskDuration')} ms, script ${perSecond('ScriptDuration')} ms, style+layout ${((1000 * (to.RecalcStyleDuration - from.RecalcStyleDuration + to.LayoutDuration - from.LayoutDuration)) / ((to.at - from.at) / 1000)).toFixed(0)} ms`;
}

const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __typingData: ProbeData }).__typingData);
const resetProbe = (page: Page) =>
  page.evaluate(() => {
    const data = (window as unknown as { __typingData: ProbeData }).__typingData;
    for (const list of [data.keys, data.drawn, data.done, data.nextPaint, data.frames, data.loopStarts, data.draw]) list.length = 0;
    data.keydowns = 0;
  });

function describe(data: ProbeData): string {
  const line = (label: string, values: number[]) =>
    values.length ? `${label} p50 ${percentile(values, 50).toFixed(1)} / p95 ${percentile(values, 95).toFixed(1)} / p99 ${percentile(values, 99).toFixed(1)} ms, over one frame ${((100 * values.filter((v) => v > oneFrame).length) / values.length).toFixed(1)}%` : '';
  // Event Timing reports only keys of 16 ms and more: the others count as "<16" below every reported one.
  const paint = [...data.nextPaint, ...Array<number>(Math.max(0, data.keydowns - data.nextPaint.length)).fill(0)];
  const at = (p: number) => (percentile(paint, p) === 0 ? '<16' : String(percentile(paint, p)));
  // Frame gaps within one run of the game loop; the pause of a game over and restart is not a dropped frame.
  const restarts = new Set(data.loopStarts);
  const gaps = data.frames.slice(1).flatMap((t, i) => (restarts.has(i + 1) ? [] : [t - data.frames[i]]));
  const span = gaps.reduce((sum, gap) => sum + gap, 0) / 1000;
  return [
    `  ${data.keydowns} keys; ${line('drawn', data.drawn)}`,
    `  ${line('frame done', data.done)}`,
    `  next paint (Event Timing) p50 ${at(50)} / p95 ${at(95)} / p99 ${at(99)} ms, ${data.nextPaint.length} of ${data.keydowns} keys ≥16 ms`,
    gaps.length ? `  ${(gaps.length / span).toFixed(1)} fps${data.loopStarts.length ? ` over ${data.loopStarts.length} game loops` : ''}, frame interval p95 ${percentile(gaps, 95).toFixed(1)} ms, frames over 20 ms: ${gaps.filter((g) => g > 20).length}; frame drawing p50 ${percentile(data.draw, 50).toFixed(2)} / p95 ${percentile(data.draw, 95).toFixed(2)} ms` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** What no page can beat on this machine: a bare canvas that draws the typed letter in the first animation frame after the key. */
async function browserFloor(browser: Browser, runSeconds: number): Promise<{ data: ProbeData; busy: string }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.setContent('<canvas id="c" width="1440" height="900"></canvas>');
  await page.addScriptTag({ content: probeScript });
  await page.addScriptTag({
    content: `
      const context2d = document.getElementById('c').getContext('2d');
      let letter = '';
      addEventListener('keydown', (event) => { window.__typingProbe.key(event.timeStamp); letter = event.key; });
      const frame = (start) => {
        context2d.clearRect(0, 0, 1440, 900);
        context2d.font = '48px sans-serif';
        context2d.fillText(letter, 700, 450);
        window.__typingProbe.frame(start, performance.now());
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);`,
  });
  const busyFrom = await busyNow(cdp);
  const end = Date.now() + runSeconds * 1000;
  while (Date.now() < end) await page.keyboard.type('print range input', { delay: 40 });
  const busy = describeBusy(busyFrom, await busyNow(cdp));
  const data = await readProbe(page);
  await context.close();
  return { data, busy };
}

async function playGame(page: Page, runSeconds: number, started: () => Promise<void>): Promise<void> {
  await page.getByTestId('game-level-10').click();
  await page.getByTestId('game-start').click();
  await resetProbe(page);
  await started();
  const end = Date.now() + runSeconds * 1000;
  while (Date.now() < end) {
    const words = await page.getByTestId('game-words').locator('li').allTextContents();
    if (words[0]) await page.keyboard.type(words[0], { delay: 40 });
    else await page.waitForTimeout(50);
    if ((await page.getByTestId('game-start').count()) > 0) await page.getByTestId('game-start').click();
  }
}

async function typeLessons(page: Page, runSeconds: number, started: () => Promise<void>): Promise<void> {
  await page.getByTestId('typing-text').waitFor();
  await resetProbe(page);
  await started();
  const end = Date.now() + runSeconds * 1000;
  while (Date.now() < end) {
    if ((await page.getByTestId('typing-result').count()) > 0) {
      await page.getByRole('button', { name: '再来一次' }).click();
      await page.getByTestId('typing-text').waitFor();
    }
    const next = await page.getByTestId('typing-text').locator('[data-char]').getAttribute('data-char', { timeout: 2000 }).catch(() => null);
    if (next === null) continue;
    await page.keyboard.press(next === ' ' ? 'Space' : next);
    await page.waitForTimeout(40);
  }
}

async function main() {
  if (!existsSync('dist/index.html')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  const only = process.env.BENCH_SCENES ? new RegExp(process.env.BENCH_SCENES) : null;
  const product = await startProduct(process.env.BENCH_DIST ? { env: { WEB_DIST: process.env.BENCH_DIST } } : {});
  try {
    const { student } = demoAccounts;
    // Levels 1–9 of every game cleared, so each game may start at its highest level (10).
    const login = await product.api('/java-api/student/stu/login', { userName: student.userName, password: encodePasswordForTransport(student.password) });
    const completedLevels = games.flatMap((id) => Array.from({ length: 9 }, (_, i) => ({ levelId: `${id}-${i + 1}`, stars: 1, bestScore: 100 })));
    await product.api('/java-api/student/stuTypingPlanet/saveOrUpdate', { typingHistory: {}, completedLevels }, login.content.token);

    const { context: signInContext, page: signInPage } = await product.newPage();
    await signIn(signInPage, 'student', student.userName, student.password);
    await signInPage.waitForURL((url) => url.pathname !== '/login');
    const storageState = await signInContext.storageState();
    await signInContext.close();

    console.log(`\nTyping planet on Chromium at ${viewport.width}×${viewport.height}, ${seconds} s of typing per scene (one frame = 16.7 ms):`);
    for (const scene of scenes.filter((s) => !only || only.test(s.name))) {
      // A cold visit: a new context has an empty HTTP cache.
      const context = await product.browser.newContext({ baseURL: product.baseUrl, locale: 'zh-CN', storageState, viewport });
      const page = await context.newPage();
      const loads = await recordLoads(context, page);
      await page.addInitScript({ content: probeScript });
      await page.goto(scene.path);
      await page.getByTestId(scene.kind === 'game' ? 'game-start' : 'typing-text').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const files = [...loads()];
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      let busyFrom: Busy | null = null;
      const startBusy = async () => {
        busyFrom = await busyNow(cdp);
      };
      if (scene.kind === 'game') await playGame(page, seconds, startBusy);
      else await typeLessons(page, seconds, startBusy);
      const busyTo = await busyNow(cdp);
      const data = await readProbe(page);
      const level = scene.kind === 'game' ? ` (${await page.getByTestId('game-level').textContent()} at the end)` : '';
      await context.close();
      const transferred = files.reduce((s, f) => s + f.transferred, 0);
      console.log(`\n${scene.name}${level}, cold visit of ${scene.path}: ${files.length} JS+CSS files, ${kb(transferred)} KB transferred`);
      console.log(describe(data));
      if (busyFrom) console.log(describeBusy(busyFrom, busyTo));
      if (process.env.BENCH_FILES === '1') for (const f of [...files].sort((a, b) => b.transferred - a.transferred)) console.log(`    ${kb(f.transferred).padStart(5)} KB  ${new URL(f.url).pathname}`);
    }
    console.log(`\nfloor: the same pace on an empty canvas that draws one letter per frame (this Chromium's own best):`);
    const floor = await browserFloor(product.browser, seconds);
    console.log(describe(floor.data));
    console.log(floor.busy);
  } finally {
    await product.stop();
  }
}

await main();
