import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contestRuleInfo } from '../../../shared/contest-rules';
import { examSheets, exams, ojContests, ojProblems } from '../../db/schema';
import type { CheckerSpec, TestCase } from '../../judge';
import type { JudgeTask } from '../../judge-queue/judge-workers';
import type { SubmissionRow } from '../../judge-queue/submission-queue';
import { readProblemTests } from './problem-model';

type ProblemLimits = Pick<typeof ojProblems.$inferSelect, 'checkerKind' | 'floatEpsilon' | 'checkerSource'>;

function checkerOf(problem: ProblemLimits): CheckerSpec {
  if (problem.checkerKind === 'special' && problem.checkerSource) return { kind: 'special', source: problem.checkerSource };
  if (problem.checkerKind === 'float') return { kind: 'float', epsilon: problem.floatEpsilon ?? 1e-6 };
  if (problem.checkerKind === 'exact') return { kind: 'exact' };
  return { kind: 'tokens' };
}

/**
 * Test data of recently judged problems, so a busy problem's tests are not read from the database
 * for every submission. Entries are keyed by the problem and the newest test row id: an upload
 * deletes and re-inserts the tests (new bigserial ids), so any change, in any process, misses.
 */
type TestsCache = Map<number, { version: string; tests: TestCase[] }>;
/** Per database, so processes (and tests) holding several databases never mix their problems. */
const caches = new WeakMap<Db, TestsCache>();
const cacheEntries = 32;
/** Bigger test sets are read each time rather than held in every server's memory. */
const cacheableBytes = 8 << 20;

function remember(cachedTests: TestsCache, problemId: number, version: string, tests: TestCase[]): void {
  const bytes = tests.reduce((n, t) => n + t.input.length + t.answer.length, 0);
  if (bytes > cacheableBytes) return;
  cachedTests.delete(problemId);
  cachedTests.set(problemId, { version, tests });
  // Map keeps insertion order: the first key is the least recently used.
  if (cachedTests.size > cacheEntries) cachedTests.delete(cachedTests.keys().next().value!);
}

/**
 * Practice submissions and ACM contests stop at the first failed test (only the verdict counts);
 * a rule that scores every test (OI) runs them all.
 */
async function judgesEveryTest(db: Db, contestId: number | null, examSheetId: number | null): Promise<boolean> {
  // An exam answer scored by the share of tests passed runs them all; all-or-nothing needs only the verdict.
  if (examSheetId !== null) {
    const [exam] = await db.select({ judgeScoring: exams.judgeScoring }).from(examSheets).innerJoin(exams, eq(exams.id, examSheets.examId)).where(eq(examSheets.id, examSheetId));
    return exam?.judgeScoring !== 'all';
  }
  if (contestId === null) return false;
  const [contest] = await db.select({ rule: ojContests.rule }).from(ojContests).where(eq(ojContests.id, contestId));
  return contest ? contestRuleInfo[contest.rule].scoresEveryTest : false;
}

/** What a queued submission is judged against: the problem's limits, checker and tests as they are now. */
export async function loadJudgeTask(db: Db, submission: Pick<SubmissionRow, 'problemId' | 'contestId'> & Partial<Pick<SubmissionRow, 'examSheetId'>>): Promise<JudgeTask | null> {
  const [problem] = await db
    .select({
      id: ojProblems.id,
      timeLimitMs: ojProblems.timeLimitMs,
      memoryLimitMb: ojProblems.memoryLimitMb,
      checkerKind: ojProblems.checkerKind,
      floatEpsilon: ojProblems.floatEpsilon,
      checkerSource: ojProblems.checkerSource,
      // Written out in full: inside the sub-select a bare "id" would be the test row's own id.
      testsVersion: sql<string | null>`(select max(t.id)::text from oj_problem_tests t where t.problem_id = oj_problems.id)`,
    })
    .from(ojProblems)
    .where(eq(ojProblems.id, submission.problemId));
  if (!problem?.testsVersion) return null;
  let cachedTests = caches.get(db);
  if (!cachedTests) caches.set(db, (cachedTests = new Map()));
  let tests = cachedTests.get(problem.id);
  if (tests?.version === problem.testsVersion) {
    remember(cachedTests, problem.id, tests.version, tests.tests); // refresh its place in the LRU order
  } else {
    const rows = await readProblemTests(db, problem.id);
    if (!rows.length) return null;
    tests = { version: problem.testsVersion, tests: rows };
    remember(cachedTests, problem.id, tests.version, rows);
  }
  return {
    timeLimitMs: problem.timeLimitMs,
    memoryLimitKb: problem.memoryLimitMb * 1024,
    tests: tests.tests,
    checker: checkerOf(problem),
    stopOnFirstFailure: !(await judgesEveryTest(db, submission.contestId, submission.examSheetId ?? null)),
  };
}
