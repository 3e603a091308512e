import type { Db } from './db/client';
import { examVerdictHook } from './features/exams/judged-answers';
import { awardAcceptedProblem } from './features/oj/accepted-coins';
import type { SubmissionRow } from './judge-queue/submission-queue';
import type { JudgeResult } from './judge/types';

/**
 * What follows a stored verdict, the same in the API process and in a separate judge worker:
 * an exam answer is scored at once, and a student's first accepted problem pays its star coins.
 */
export function afterJudged(db: Db, log: { error(obj: object, msg: string): void }) {
  const scoreExamAnswer = examVerdictHook(db, log);
  return async (row: SubmissionRow, result: JudgeResult) => {
    scoreExamAnswer(row);
    await awardAcceptedProblem(db, row, result.verdict);
  };
}
