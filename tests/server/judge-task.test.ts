import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ojContests } from '../../server/db/schema';
import { loadJudgeTask } from '../../server/features/oj/judge-task';
import { seedDemoData } from '../../server/seed/demo-data';
import { backends, openTestDatabase } from './test-database';

/** A+B, the first demo problem, has several tests. */
const aPlusBId = 1;

describe.each(backends)('what a submission is judged against, on %s', (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await seedDemoData(database.db, { scale: 'none' });
  });
  afterAll(() => database.drop());

  const contest = async (rule: 'acm' | 'oi') => {
    const [row] = await database.db
      .insert(ojContests)
      .values({ schoolId: null, title: rule, rule, startAt: new Date(), endAt: new Date(Date.now() + 3_600_000), signUp: 'open', authorKind: 'admin', authorId: 1 })
      .returning({ id: ojContests.id });
    return row.id;
  };

  it('practice and ACM stop at the first failed test; OI runs every test because each one scores', async () => {
    const practice = await loadJudgeTask(database.db, { problemId: aPlusBId, contestId: null });
    expect(practice?.tests.length).toBeGreaterThan(1);
    expect(practice?.stopOnFirstFailure).toBe(true);
    expect((await loadJudgeTask(database.db, { problemId: aPlusBId, contestId: await contest('acm') }))?.stopOnFirstFailure).toBe(true);
    expect((await loadJudgeTask(database.db, { problemId: aPlusBId, contestId: await contest('oi') }))?.stopOnFirstFailure).toBe(false);
  });
});
