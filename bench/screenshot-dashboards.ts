/**
 * Screenshots of every dashboard with charts and each role's landing page (the first minute), with
 * data in them: the built product (`dist/`) on a fresh PostgreSQL database, whose first start writes
 * the demo term (DEMO_SCALE, standard by default), plus eight more schools and a year of sign-in history
 * for the back office's charts (dashboard-seed.ts), then each page opened in Chromium as the role that
 * sees it. The images are for people to look at; the script prints where they are.
 *
 *   npx tsx bench/screenshot-dashboards.ts                 uses dist/ as it is
 *   SCREENS_BUILD=1 npx tsx bench/screenshot-dashboards.ts  runs `vite build` first
 *   SCREENS_DIR=/tmp/x  where the PNG files go (default /tmp/dashboard-screens)
 *   SCREENS_PG=postgresql://postgres@127.0.0.1:5432  the PostgreSQL server (a database is created and dropped)
 *   SCREENS_ONLY=dataBoard,data-analysis  only these pages
 *   SCREENS_WIDTHS=1440,1920,2560  the viewport widths (default 1280,1920); SCREENS_HEIGHT the height (default 900)
 *   SCREENS_SEED=term  the demo term alone, without the back office's extra schools
 *   DEMO_SCALE=large   the large demo term
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { demoAccounts } from '../server/seed/demo-data';
import { signIn, startProduct, type Product } from '../tests/browser/harness';
import { seedBackOfficeSchools } from './dashboard-seed';

type Kind = 'staff' | 'student' | 'admin';

interface Shot {
  name: string;
  path: string;
  account: { kind: Kind; userName: string; password: string };
}

const principal = { kind: 'staff' as const, ...demoAccounts.principal };
const admin = { kind: 'admin' as const, ...demoAccounts.admin };
const teacher = { kind: 'staff' as const, ...demoAccounts.teacher };
const student = { kind: 'student' as const, ...demoAccounts.student };

const shots: Shot[] = [
  { name: 'dataBoard', path: '/school-home-page/dataBoard', account: principal },
  { name: 'TopicAnalysis', path: '/oj/questionBank/TopicAnalysis', account: principal },
  { name: 'data-analysis', path: '/background/data-analysis', account: admin },
  { name: 'data-history', path: '/background/data-history', account: admin },
  { name: 'csm-basic', path: '/background/csm-basic', account: admin },
  { name: 'csm-teach', path: '/background/csm-teach', account: admin },
  { name: 'data-management', path: '/background/data-management', account: admin },
  { name: 'institutionalAnalysis', path: '/background/userIpRecord/institutionalAnalysis', account: admin },
  { name: 'nationalStudentDistribution', path: '/background/userIpRecord/nationalStudentDistribution', account: admin },
  { name: 'admin-TopicAnalysis', path: '/background/OjAdmin/TopicAnalysis', account: admin },
];
/** Where each role lands, and a student's and a class's story. */
const landings: Shot[] = [
  { name: 'teacher-landing', path: '/code-classroom/classroom-index', account: teacher },
  { name: 'student-landing', path: '/code-classroom-stu/classroom-index-stu', account: student },
  { name: 'student-detail', path: '/school-home-page/student-detail?id=1', account: principal },
  { name: 'class-detail', path: '/school-home-page/look-class-info?id=1', account: principal },
  { name: 'community-explore', path: '/community/explore', account: student },
];
const widths = (process.env.SCREENS_WIDTHS ?? '1280,1920').split(',').map(Number);
const height = Number(process.env.SCREENS_HEIGHT ?? 900);

async function withDatabase<T>(base: string, run: (url: string) => Promise<T>): Promise<T> {
  const name = `dashboard_screens_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    return await run(`${base}/${name}`);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function shoot(product: Product, dir: string, only: Set<string> | undefined, shots: Shot[]): Promise<string[]> {
  const files: string[] = [];
  for (const account of [principal, admin, teacher, student]) {
    const mine = shots.filter((s) => s.account === account && (!only || only.has(s.name)));
    if (!mine.length) continue;
    const { context, page } = await product.newPage({ timezoneId: 'Asia/Shanghai' });
    await signIn(page, account.kind, account.userName, account.password);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 60_000 });
    for (const shot of mine) {
      for (const width of widths) {
        await page.setViewportSize({ width, height });
        await page.goto(shot.path);
        await page.locator('[data-page-status="built"], [data-page-status="not-built"]').first().waitFor({ timeout: 60_000 });
        await page.waitForLoadState('networkidle');
        // Charts draw once their chunk and data are in; echarts animates for about a second.
        await page.locator('[role="img"][aria-label] svg').first().waitFor({ timeout: 30_000 }).catch(() => undefined);
        await page.waitForTimeout(1500);
        const file = join(dir, `${shot.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        files.push(file);
      }
    }
    await context.close();
  }
  return files;
}

async function main() {
  if (process.env.SCREENS_BUILD) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  const dir = process.env.SCREENS_DIR ?? '/tmp/dashboard-screens';
  mkdirSync(dir, { recursive: true });
  const only = process.env.SCREENS_ONLY ? new Set(process.env.SCREENS_ONLY.split(',')) : undefined;
  const termOnly = process.env.SCREENS_SEED === 'term';
  const files = await withDatabase(process.env.SCREENS_PG ?? 'postgresql://postgres@127.0.0.1:5432', async (url) => {
    const product = await startProduct({ databaseUrl: url, env: { DEMO_SCALE: process.env.DEMO_SCALE || 'standard' } });
    try {
      if (!termOnly) {
        const db = new pg.Client({ connectionString: url });
        await db.connect();
        try {
          console.log('added', await seedBackOfficeSchools(db));
        } finally {
          await db.end();
        }
      }
      return await shoot(product, dir, only, [...shots, ...landings]);
    } finally {
      await product.stop();
    }
  });
  for (const file of files) console.log(file);
}

await main();
