/**
 * A fresh clone's first start-up with the demo term: a new PGlite data folder, the migrations and
 * the demo data, as `npm start` does them (goal: under 20 s at the standard scale), then what the
 * demo holds. One scale per process, so each starts as cold as a fresh clone. The CPU seconds say
 * what the start-up costs when the machine is shared (PGlite runs in this process).
 *
 *   npx tsx bench/demo-startup.ts              standard, then large
 *   npx tsx bench/demo-startup.ts standard     one scale (standard, large or none)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { seedDemoData } from '../server/seed/demo-data';
import { demoScaleOf } from '../server/seed/demo-term/demo-sizes';

const counted = { students: 'students', classes: 'classes', plans: 'teach_plans', 'sign-ins': 'sign_records', receipts: 'receipts', 'hour entries': 'hour_entries', leads: 'clues', 'login log': 'login_logs', 'page visits': 'visit_records', 'exam sheets': 'exam_sheets', 'OJ submissions': 'oj_submissions', works: 'works', 'homework hand-ins': 'homework_submissions', 'community shares': 'community_shares', comments: 'community_comments', 'typing records': 'typing_records', exams: 'exams', 'OJ lists': 'oj_sheets', 'OJ teams': 'oj_teams', contests: 'oj_contests', 'contest entrants': 'oj_contest_participants', 'shop items': 'school_products' };

const seconds = (cpu: NodeJS.CpuUsage) => ((cpu.user + cpu.system) / 1e6).toFixed(1);

async function startOnce(scale: string): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'demo-startup-'));
  try {
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    const database = await openDatabase({ dataDir: join(folder, 'pglite') });
    let tMigrated = 0;
    let cpuMigrated = cpu0;
    await database.migrate(async () => {
      tMigrated = performance.now();
      cpuMigrated = process.cpuUsage(cpu0);
      await seedDemoData(database.db, { scale: demoScaleOf(scale) });
    });
    const t1 = performance.now();
    const cpu = process.cpuUsage(cpu0);
    const counts: string[] = [];
    for (const [label, table] of Object.entries(counted)) {
      const { rows } = (await database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: Array<{ n: number }> };
      counts.push(`${label} ${rows[0].n}`);
    }
    await database.close();
    console.log(`${scale}: fresh start-up ${((t1 - t0) / 1000).toFixed(1)} s (open + migrations ${((tMigrated - t0) / 1000).toFixed(1)} s, demo data ${((t1 - tMigrated) / 1000).toFixed(1)} s; CPU ${seconds(cpu)} s, of which migrations ${seconds(cpuMigrated)} s); ${counts.join(', ')}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const scale = process.argv[2];
if (scale) {
  await startOnce(scale);
} else {
  for (const each of ['standard', 'large']) spawnSync(process.execPath, ['--import', 'tsx', 'bench/demo-startup.ts', each], { stdio: 'inherit' });
}
