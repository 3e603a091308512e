/**
 * A QA sweep of the pages children use: every student screen of the route catalogue (classroom,
 * exams, OJ, typing, community, star coins, works, homework) opened as the demo student on the
 * standard demo term, at a desktop (1440×900) and a tablet (1024×768) width, with a screenshot of
 * each and a summary of what looks wrong: uncaught errors and console errors, failed requests
 * (4xx/5xx), text that leaks (`undefined`, `NaN`, `Invalid Date`, `[object Object]`, raw ISO/UTC
 * timestamps), empty-state boxes, and pages wider than the window. Then, lighter, the demo
 * teacher's landing and classroom pages. The images are for people to look at.
 *
 *   npx tsx bench/screenshot-student-pages.ts               starts the built product (dist/) on a fresh
 *                                                           PGlite folder with DEMO_SCALE=standard
 *   SWEEP_URL=http://127.0.0.1:39417  use a product already running (seeded with the standard term)
 *   SWEEP_BUILD=1                     runs `vite build` first
 *   SWEEP_DIR=/tmp/x                  where the PNG files go (default /tmp/student-pages)
 *   SWEEP_ONLY=typing,oj              only routes whose path contains one of these
 *   SWEEP_WIDTHS=1440x900             only these sizes (default 1440x900,1024x768)
 *   SWEEP_WHO=student                 only the student's pages (teacher: only the teacher's; default both)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { demoAccounts } from '../server/seed/demo-data';
import { routeCatalog } from '../shared/route-catalog';
import { signIn, startProduct } from '../tests/browser/harness';

interface Visit {
  who: string;
  path: string;
  size: string;
  file: string;
  problems: string[];
}

/**
 * Detail screens reached the way a child reaches them: open `from`, click `click`, and visit the
 * address that lands on (with the demo term's real ids); a screen whose list is empty is visited bare.
 */
type Via = Record<string, { from: string; click: string }>;

const studentVia: Via = {
  '/exam-stu/score-detail': { from: '/exam-stu/exam-list', click: 'text=查看成绩' },
  '/code-classroom-stu/class_index_stu': { from: '/code-classroom-stu/classlist_index_stu', click: 'text=进入班级主页' },
  '/code-classroom-stu/stuDetails1': { from: '/code-classroom-stu/classlist_index_stu1', click: 'text=继续学习' },
  '/code-classroom-stu/stuDetails2': { from: '/code-classroom-stu/stuDetails1', click: 'text=去学习' },
  '/code-classroom-stu/classlist_desc_stu': { from: '/code-classroom-stu/class_index_stu', click: 'text=Python 入门' },
  '/community/project': { from: '/community/explore', click: '[data-testid=work-card]' },
  '/oj/questionBank/details': { from: '/oj/questionBank', click: 'a[href*="/oj/questionBank/details?"] >> nth=0' },
};
const teacherVia: Via = {
  '/code-classroom/classroomDetails': { from: '/code-classroom/myClass', click: 'text=课程与学生' },
  '/code-classroom/classlist_works': { from: '/code-classroom/myClass', click: 'text=班级作品' },
};

const studentAreas = new Set(['student-exam', 'student-classroom', 'typing', 'community', 'oj']);
/** The teacher's side, lighter: their classroom screens (the landing first), at the first size only. */
const teacherPaths = routeCatalog.filter((r) => r.area === 'teacher-classroom' && r.audience.includes('staff') && !r.redirect).map((r) => r.path);

function studentPaths(): string[] {
  return routeCatalog
    .filter((r) => studentAreas.has(r.area) && r.audience.includes('student') && !r.redirect)
    .map((r) => r.path);
}

/** Text that should never reach a child's screen. */
const leaks: [RegExp, string][] = [
  [/\bundefined\b/, 'undefined'],
  [/\bNaN\b/, 'NaN'],
  [/Invalid Date/, 'Invalid Date'],
  [/\[object Object\]/, '[object Object]'],
  [/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, 'ISO timestamp'],
  [/\bnull\b/, 'null'],
];

async function inspect(page: Page): Promise<string[]> {
  return page.evaluate((patterns) => {
    const found: string[] = [];
    const text = document.body.innerText;
    for (const [source, label] of patterns) {
      const m = new RegExp(source).exec(text);
      if (m) found.push(`text: ${label} «${text.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, ' ')}»`);
    }
    const empties = [...document.querySelectorAll('.ant-empty')].filter((e) => (e as HTMLElement).offsetParent !== null);
    if (empties.length) found.push(`empty: ${empties.length} empty-state box(es) «${empties.map((e) => (e as HTMLElement).innerText.trim()).join(' | ').slice(0, 80)}»`);
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 2) found.push(`layout: page ${overflow}px wider than the window`);
    return found;
  }, leaks.map(([r, l]) => [r.source, l] as [string, string]));
}

async function landingOf(page: Page, via: Via[string], from: string): Promise<string | undefined> {
  await page.goto(from);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const before = page.url();
  await page.locator(via.click).first().click({ timeout: 10_000 }).catch(() => undefined);
  await page.waitForURL((url) => url.href !== before, { timeout: 10_000 }).catch(() => undefined);
  const url = new URL(page.url());
  return url.href === before ? undefined : url.pathname + url.search;
}

async function sweep(browser: Browser, baseUrl: string, dir: string, who: 'student' | 'teacher', paths: string[], via: Via, sizes: [number, number][]): Promise<Visit[]> {
  const visits: Visit[] = [];
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const account = who === 'student' ? demoAccounts.student : demoAccounts.teacher;
  await signIn(page, who === 'student' ? 'student' : 'staff', account.userName, account.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 });
  const targets = new Map<string, string>();
  // A `from` that is itself a detail screen starts where that one landed (catalogue order: parents first).
  for (const path of paths) targets.set(path, (via[path] && (await landingOf(page, via[path], targets.get(via[path].from) ?? via[path].from))) || path);
  let current: string[] = [];
  page.on('pageerror', (e) => current.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') current.push(`console: ${m.text().slice(0, 200)}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) current.push(`request: ${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  for (const [width, height] of sizes) {
    await page.setViewportSize({ width, height });
    for (const path of paths) {
      current = [];
      const url = targets.get(path)!;
      await page.goto(url);
      await page.locator('[data-page-status]').first().waitFor({ timeout: 30_000 }).catch(() => current.push('page: no data-page-status'));
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(800);
      const problems = [...current, ...(await inspect(page))];
      const file = join(dir, `${who}-${path.replace(/^\//, '').replace(/\//g, '_')}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      // The page's text beside its picture, to grep the whole sweep for English or raw values.
      writeFileSync(file.replace(/\.png$/, '.txt'), await page.locator('body').innerText());
      visits.push({ who, path: url, size: `${width}x${height}`, file, problems });
    }
  }
  await context.close();
  return visits;
}

async function main() {
  if (process.env.SWEEP_BUILD) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  const dir = process.env.SWEEP_DIR ?? '/tmp/student-pages';
  mkdirSync(dir, { recursive: true });
  const only = process.env.SWEEP_ONLY?.split(',');
  const pick = (paths: string[]) => (only ? paths.filter((p) => only.some((o) => p.includes(o))) : paths);
  const sizes = (process.env.SWEEP_WIDTHS ?? '1440x900,1024x768').split(',').map((s) => s.split('x').map(Number) as [number, number]);

  const product = process.env.SWEEP_URL ? undefined : await startProduct({ env: { DEMO_SCALE: 'standard' } });
  const baseUrl = process.env.SWEEP_URL ?? product!.baseUrl;
  const browser = product?.browser ?? (await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] }));
  const visits: Visit[] = [];
  try {
    const who = process.env.SWEEP_WHO;
    if (who !== 'teacher') visits.push(...(await sweep(browser, baseUrl, dir, 'student', pick(studentPaths()), studentVia, sizes)));
    if (who !== 'student') visits.push(...(await sweep(browser, baseUrl, dir, 'teacher', pick(teacherPaths), teacherVia, sizes.slice(0, 1))));
  } finally {
    if (product) await product.stop();
    else await browser.close();
  }

  for (const v of visits) if (v.problems.length) console.log(`\n${v.who} ${v.path} @${v.size}\n  ${v.problems.join('\n  ')}`);
  const count = (prefix: string) => visits.reduce((n, v) => n + v.problems.filter((p) => p.startsWith(prefix)).length, 0);
  console.log(
    `\npages visited: ${visits.length} (student ${visits.filter((v) => v.who === 'student').length}, teacher ${visits.filter((v) => v.who === 'teacher').length})` +
      `\nuncaught errors: ${count('pageerror')}, console errors: ${count('console')}, failed requests: ${count('request')}` +
      `\ntext leaks: ${count('text')}, empty-state boxes: ${count('empty')}, too wide: ${count('layout')}` +
      `\nscreenshots: ${dir}`,
  );
}

await main();
