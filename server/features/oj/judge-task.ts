import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ojProblems, ojProblemTests } from '../../db/schema';
import type { CheckerSpec } from '../../judge';
import type { JudgeTask } from '../../judge-queue/judge-workers';
import type { SubmissionRow } from '../../judge-queue/submission-queue';

type ProblemLimits = Pick<typeof ojProblems.$inferSelect, 'checkerKind' | 'floatEpsilon' | 'checkerSource'>;

function checkerOf(problem: ProblemLimits): CheckerSpec {
  if (problem.checkerKind === 'special' && problem.checkerSource) return { kind: 'special', source: problem.checkerSource };
  if (problem.checkerKind === 'float') return { kind: 'float', epsilon: problem.floatEpsilon ?? 1e-6 };
  if (problem.checkerKind === 'exact') return { kind: 'exact' };
  return { kind: 'tokens' };
}

/** What a queued submission is judged against: the problem's limits, checker and tests as they are now. */
export async function loadJudgeTask(db: Db, submission: SubmissionRow): Promise<JudgeTask | null> {
  const [problem] = await db.select().from(ojProblems).where(eq(ojProblems.id, submission.problemId));
  if (!problem) return null;
  const tests = await db
    .select({ name: ojProblemTests.name, input: ojProblemTests.input, answer: ojProblemTests.answer })
    .from(ojProblemTests)
    .where(eq(ojProblemTests.problemId, problem.id))
    .orderBy(asc(ojProblemTests.position));
  if (!tests.length) return null;
  return { timeLimitMs: problem.timeLimitMs, memoryLimitKb: problem.memoryLimitMb * 1024, tests, checker: checkerOf(problem) };
}
