import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ojProblems, ojSubmissions, students } from '../../db/schema';
import type { SubmissionRow } from '../../judge-queue/submission-queue';
import { awardCoins } from '../star-coin/award-coins';

/**
 * grantOjProblem: a student's first accepted submission of a problem (in practice or in a
 * contest) earns the campus rule's OJ coins once per student and problem. Only the earliest
 * accepted submission pays, so two accepted ones judged at once, or a later one re-judged,
 * pay nothing more.
 */
export async function awardAcceptedProblem(db: Db, submission: SubmissionRow, verdict: string): Promise<number> {
  // An exam's programming answer is scored by the exam (its coins come with the published results).
  if (verdict !== 'AC' || submission.submitterKind !== 'student' || submission.examSheetId !== null) return 0;
  const studentId = submission.submitterId;
  const [earlier] = await db
    .select({ id: ojSubmissions.id })
    .from(ojSubmissions)
    .where(and(eq(ojSubmissions.submitterKind, 'student'), eq(ojSubmissions.submitterId, studentId), eq(ojSubmissions.problemId, submission.problemId), eq(ojSubmissions.verdict, 'AC'), isNull(ojSubmissions.examSheetId), lt(ojSubmissions.id, submission.id)))
    .limit(1);
  if (earlier) return 0;
  const [row] = await db
    .select({ schoolId: students.schoolId, title: ojProblems.title })
    .from(students)
    .innerJoin(ojProblems, eq(ojProblems.id, submission.problemId))
    .where(eq(students.id, studentId));
  if (!row) return 0;
  return (await awardCoins(db, { schoolId: row.schoolId, studentId, source: 'ojProblem', key: `${studentId}:${submission.problemId}`, reason: `OJ题目「${row.title}」首次通过`, rule: 'ojProblemCoins' })).coins;
}
