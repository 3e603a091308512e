/**
 * How long the demo term's learning part takes (server/seed/demo-term/learning): 'standard' (about
 * 60 students, eight weeks) and 'large' (about 2,000 students over a school year), on PGlite and on
 * PostgreSQL when it answers. Prints the time and the rows written per table. The people part runs
 * first, untimed, as the first start runs it.
 *
 *   npx tsx bench/demo-learning-term.ts            both scales
 *   BENCH_SCALE=large BENCH_BACKEND=postgres npx tsx bench/demo-learning-term.ts
 */
import { sql } from 'drizzle-orm';
import { seedLearningTerm } from '../server/seed/demo-term/learning';
import { demoPeopleTerm } from '../tests/server/demo-people-term';
import { backends, openTestDatabase, type Backend } from '../tests/server/test-database';

const scales = process.env.BENCH_SCALE ? [process.env.BENCH_SCALE as 'standard' | 'large'] : (['standard', 'large'] as const);
const counted = ['works', 'work_reviews', 'homeworks', 'homework_submissions', 'community_shares', 'community_likes', 'community_comments', 'oj_submissions', 'exams', 'exam_sheets', 'exam_sheet_answers', 'wrong_questions', 'typing_records', 'star_grants', 'point_orders'];

async function run(backend: Backend, scale: 'standard' | 'large') {
  const database = await openTestDatabase(backend);
  try {
    const ctx = await demoPeopleTerm(database.db, scale, new Date());
    const started = performance.now();
    await seedLearningTerm(ctx);
    const ms = performance.now() - started;
    const counts: string[] = [];
    for (const table of counted) {
      const result = (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
      counts.push(`${table} ${result.rows[0].n}`);
    }
    console.log(`${backend} ${scale}: ${ctx.students.length} students, ${ctx.classes.length} classes — learning part in ${(ms / 1000).toFixed(2)} s\n  ${counts.join(', ')}`);
  } finally {
    await database.drop();
  }
}

const chosen = backends.filter((b) => !process.env.BENCH_BACKEND || b === process.env.BENCH_BACKEND);
for (const scale of scales) for (const backend of chosen) await run(backend, scale);
process.exit(0);
