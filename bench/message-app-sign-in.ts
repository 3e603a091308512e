/**
 * What 上课签到通知 adds to the sign-in of a class of 30: `queueSignInMessages` in the sign-in's
 * transaction, (a) with the school's messages off (one read), (b) on with every student's guardian
 * bound (read, bindings, names, template, one insert of 30 rows). Median and p95 over runs, on PGlite
 * (and PostgreSQL when it answers), with the machine's load printed beside them.
 *
 *   npx tsx bench/message-app-sign-in.ts           BENCH_RUNS=50 by default
 */
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { classes, schoolMessageApps, students, teachPlans, wechatBindings } from '../server/db/schema';
import { queueSignInMessages } from '../server/features/message-app/business-messages';
import { startTestApp } from '../tests/server/test-app';
import { backends } from '../tests/server/test-database';

const runs = Number(process.env.BENCH_RUNS ?? 50);
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

for (const backend of backends) {
  const t = await startTestApp(backend);
  const db = t.database.db;
  const [cls] = await db.select().from(classes).limit(1);
  const made = await db
    .insert(students)
    .values(Array.from({ length: 30 }, (_, i) => ({ schoolId: cls.schoolId, campusId: cls.campusId, classId: cls.id, userName: `bench-vx-${i}`, passwordHash: 'x', realName: `学员${i}`, code: `BV${i}` })))
    .returning({ id: students.id });
  const [plan] = await db.select({ id: teachPlans.id }).from(teachPlans).limit(1);
  const planId = plan?.id ?? 0;
  await db.insert(wechatBindings).values(made.map((s, i) => ({ schoolId: cls.schoolId, personKind: 'guardian' as const, personId: s.id, openid: `o-bench-${i}` })));
  const records = made.map((s) => ({ studentId: s.id, status: 1 }));
  const time = async () => {
    const xs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await db.transaction(async (tx) => {
        await queueSignInMessages(tx as unknown as Db, cls.schoolId, planId, records);
        tx.rollback();
      }).catch(() => undefined);
      xs.push(performance.now() - start);
    }
    return `median ${pct(xs, 0.5).toFixed(1)} ms, p95 ${pct(xs, 0.95).toFixed(1)} ms`;
  };
  await db.insert(schoolMessageApps).values({ schoolId: cls.schoolId, enabled: false }).onConflictDoNothing();
  const off = await time();
  await db.update(schoolMessageApps).set({ enabled: true, appId: 'wx1234567890abcdef', appSecret: 's' }).where(eq(schoolMessageApps.schoolId, cls.schoolId));
  const on = await time();
  console.log(`${backend}: class of 30, messages off: ${off}; on, 30 guardians bound: ${on} (load ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  await t.close();
}
