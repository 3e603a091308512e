/**
 * The community under a big platform (issue 20): 100,000 shared works (works and shares of one
 * school's 200 students and another school's, half shared to the platform), then 发现's first
 * page as a student of the first school sees it, for each sort and with a kind filter, and the
 * first page of a work with 1,000 comments. Prints p50/p95 per case (goals: explore p95 under
 * 100 ms on PostgreSQL, under 300 ms on PGlite; comments under 100 ms). Calls the community
 * model directly (the rules and SQL of each call; the session lookup is measured by
 * bench/api-throughput.ts).
 *
 *   npx tsx bench/community-explore.ts     PGlite, and PostgreSQL when it answers (BENCH_SHARES, BENCH_RUNS change the sizes)
 */
import { eq, like, sql } from 'drizzle-orm';
import { campuses, communityShares, schools, students } from '../server/db/schema';
import { communityViewer } from '../server/features/community/community-access';
import { listComments } from '../server/features/community/community-comment-model';
import { explore, type FeedSort } from '../server/features/community/community-feed-model';
import { seedDemoData } from '../server/seed/demo-data';
import { addOtherSchool } from '../tests/server/crud-fixtures';
import { backends, openTestDatabase, type Backend } from '../tests/server/test-database';

const shareCount = Number(process.env.BENCH_SHARES ?? 100_000);
const runs = Number(process.env.BENCH_RUNS ?? 40);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(label: string, backend: Backend, call: () => Promise<unknown>) {
  await call(); // warm the plan and the cache
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${backend}: ${label} — p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${runs} runs)`);
}

async function run(backend: Backend) {
  const database = await openTestDatabase(backend);
  const { db } = database;
  await seedDemoData(db, { scale: 'none' });
  const other = await addOtherSchool(db);
  await db.update(schools).set({ studentAuth: true, zoneShare: true }).where(eq(schools.id, other.school.id));
  await db.update(campuses).set({ studentZone: true }).where(eq(campuses.id, other.campus.id));
  const [me] = await db.select().from(students).where(eq(students.userName, 'student'));
  // 200 authors per school, each with many works; every work shared, half of them to the platform.
  for (const [schoolId, campusId, classId, prefix] of [[me.schoolId, me.campusId, me.classId, 'a'], [other.school.id, other.campus.id, other.cls.id, 'b']] as const) {
    await db.execute(sql`insert into students (school_id, campus_id, class_id, user_name, password_hash, real_name, code)
      select ${schoolId}, ${campusId}, ${classId}, ${prefix} || 'bench' || g, 'x', '作者' || g, ${prefix} || g from generate_series(1, 200) g`);
  }
  const t0 = performance.now();
  // Each school's 200 authors were inserted together, so their ids are consecutive: work g goes to one of them.
  const firsts = await db
    .select({ school_id: students.schoolId, first: sql<number>`min(${students.id})::int` })
    .from(students)
    .where(like(students.userName, '%bench%'))
    .groupBy(students.schoolId)
    .orderBy(students.schoolId);
  const [a, b] = firsts;
  await db.execute(sql`insert into works (school_id, student_id, kind, title, source, created_at)
    select case when g % 2 = 0 then ${a.school_id}::int else ${b.school_id}::int end,
           case when g % 2 = 0 then ${a.first}::int else ${b.first}::int end + (g / 2) % 200,
           (array['block','python','cpp','junior'])[1 + g % 4], '作品' || g, 'print(' || g || ')', now() - (g || ' seconds')::interval
    from generate_series(1, ${shareCount}) g`);
  await db.execute(sql`insert into community_shares (work_id, school_id, student_id, scope, kind, title, like_count, view_count, shared_at)
    select w.id, w.school_id, w.student_id, case when (w.id / 2) % 2 = 0 then 'platform' else 'school' end, w.kind, w.title, (w.id * 7919) % 500, (w.id * 104729) % 5000, w.created_at
    from works w where w.title like '作品%'`);
  await db.execute(sql`analyze`);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(communityShares);
  console.log(`${backend}: ${n} shared works seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const viewer = await communityViewer(db, { kind: 'student', studentId: me.id, schoolId: me.schoolId, allowed: new Set() });
  for (const sort of ['newest', 'likes', 'views'] as FeedSort[]) await timed(`explore first page, ${sort}`, backend, () => explore(db, viewer, { sort, pageSize: 12 }));
  await timed('explore first page, python only, most liked', backend, () => explore(db, viewer, { kind: 'python', sort: 'likes', pageSize: 12 }));
  await timed('explore page 50, newest', backend, () => explore(db, viewer, { sort: 'newest', pageNum: 50, pageSize: 12 }));

  // One work with 1,000 comments.
  const [{ id: shareId }] = await db.select({ id: communityShares.id }).from(communityShares).where(eq(communityShares.schoolId, me.schoolId)).orderBy(communityShares.id).limit(1);
  await db.execute(sql`insert into community_comments (share_id, school_id, student_id, content) select ${shareId}, ${me.schoolId}, ${me.id}, '评论' || g from generate_series(1, 1000) g`);
  await db.execute(sql`update community_shares set comment_count = 1000 where id = ${shareId}`);
  await timed('a work with 1,000 comments, first page', backend, () => listComments(db, viewer, shareId));
  await database.drop();
}

for (const backend of backends) await run(backend);
