/**
 * What a first visit downloads: for each area's entry screen, the JS and CSS files Chromium
 * loads on a cold cache (a new browser context per entry), their size as stored and as
 * transferred (compressed when the server compresses, headers included, as DevTools counts).
 * Runs the built product (`dist/`, built first when missing) on a free port and a fresh
 * PGlite folder; signed-in screens use the demo accounts of the README.
 *
 *   npx tsx bench/web-weight.ts               uses dist/ as it is
 *   BENCH_BUILD=1 npx tsx bench/web-weight.ts  runs `vite build` first
 *   BENCH_FILES=1 npx tsx bench/web-weight.ts  also lists every file of every entry
 *   BENCH_ENTRIES=typing npx tsx bench/web-weight.ts  only the entries whose name matches (here: every typing screen)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { demoAccounts } from '../server/seed/demo-data';
import { routeCatalog } from '../shared/route-catalog';
import { startProduct } from '../tests/browser/harness';
import { loginForm, measure, pageShown, type Entry, type Measure } from './cold-visit';
import type { FileLoad } from './record-loads';

const entries: Entry[] = [
  { name: 'public /login', path: '/login', ready: loginForm },
  { name: 'back-office /background/login', path: '/background/login', ready: loginForm },
  { name: 'school home (principal)', account: { kind: 'staff', ...demoAccounts.principal }, ready: pageShown },
  { name: 'teacher classroom', account: { kind: 'staff', ...demoAccounts.teacher }, ready: pageShown },
  { name: 'student classroom', account: { kind: 'student', ...demoAccounts.student }, ready: pageShown },
  { name: 'back office (admin)', account: { kind: 'admin', ...demoAccounts.admin }, ready: pageShown },
  { name: 'OJ /oj/index (student)', account: { kind: 'student', ...demoAccounts.student }, path: '/oj/index', ready: pageShown },
  { name: 'competition /competition-center (teacher)', account: { kind: 'staff', ...demoAccounts.teacher }, path: '/competition-center', ready: pageShown },
  { name: 'typing planet /typing-planet (student)', account: { kind: 'student', ...demoAccounts.student }, path: '/typing-planet', ready: pageShown },
  // The editors open without sign-in; what they download before any code runs (Pyodide loads on its own, see bench/classroom.ts).
  { name: 'Python editor /python/editor_v2', path: '/python/editor_v2', ready: pageShown },
  { name: 'C++ editor /cpp/editor', path: '/cpp/editor', ready: pageShown },
  { name: 'block work editor (student)', account: { kind: 'student', ...demoAccounts.student }, path: '/code-classroom-stu/classlist-free-works?kind=block', ready: pageShown },
  // Every other typing screen, each a first visit of its own (the budget is per screen, not only the map).
  ...routeCatalog
    .filter((route) => route.area === 'typing' && route.name !== 'typing-planet')
    .map((route): Entry => ({ name: `typing ${route.path} (student)`, account: { kind: 'student', ...demoAccounts.student }, path: route.path, ready: pageShown })),
];

const kb = (bytes: number) => (bytes / 1024).toFixed(0);

function printTable(measures: Measure[]): void {
  const header = ['entry', 'landed on', 'files', 'JS KB', 'CSS KB', 'raw KB', 'transferred KB', 'encodings'];
  const rows = measures.map((m) => {
    const sum = (list: FileLoad[], key: 'raw' | 'transferred') => list.reduce((s, f) => s + f[key], 0);
    const js = m.files.filter((f) => f.type === 'js');
    const css = m.files.filter((f) => f.type === 'css');
    const encodings = [...new Set(m.files.map((f) => f.encoding))].join(',');
    return [m.entry, m.landed, String(m.files.length), kb(sum(js, 'raw')), kb(sum(css, 'raw')), kb(sum(m.files, 'raw')), kb(sum(m.files, 'transferred')), encodings];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i < 2 ? ` ${'-'.repeat(w)} ` : ` ${'-'.repeat(w - 1)}: `)).join('|')}|`);
  for (const row of rows) console.log(line(row));
}

function printFiles(measures: Measure[]): void {
  for (const m of measures) {
    console.log(`\n${m.entry} (${m.landed})`);
    for (const f of [...m.files].sort((a, b) => b.raw - a.raw)) {
      console.log(`  ${kb(f.raw).padStart(6)} KB raw ${kb(f.transferred).padStart(6)} KB sent ${f.encoding.padEnd(8)} ${new URL(f.url).pathname}`);
    }
  }
}

async function main() {
  if (process.env.BENCH_BUILD === '1' || !existsSync('dist/index.html')) {
    console.log('building the web app (vite build)…');
    execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  }
  const { version } = JSON.parse(readFileSync('dist/version.json', 'utf8')) as { version: string };
  const product = await startProduct();
  try {
    const measures: Measure[] = [];
    const only = process.env.BENCH_ENTRIES ? new RegExp(process.env.BENCH_ENTRIES) : null;
    for (const entry of entries.filter((e) => !only || only.test(e.name))) measures.push(await measure(product, entry));
    console.log(`\nWeb weight of dist/ (build ${version}), Chromium, cold cache per entry, JS+CSS only:\n`);
    printTable(measures);
    if (process.env.BENCH_FILES === '1') printFiles(measures);
  } finally {
    await product.stop();
  }
}

await main();
