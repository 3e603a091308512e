import type { Db } from './db/client';
import { examVerdictHook } from './features/exams/judged-answers';
import { awardAcceptedProblem } from './features/oj/accepted-coins';
import type { JudgeWorkerOptions } from './judge-queue/judge-workers';
import type { SubmissionRow } from './judge-queue/submission-queue';
import type { JudgeResult } from './judge/types';

type Log = { error(obj: object, msg: string): void };

/**
 * What follows a stored verdict, the same in the API process and in a separate judge worker.
 * A student's first accepted problem pays its star coins in the verdict's own transaction, so a
 * process dying right after storing the verdict cannot lose the coins. The award runs in a
 * savepoint: should it fail, the verdict is still stored (the failure is logged) rather than the
 * submission judged again and again. An exam answer is scored after the commit (reads of the
 * sheet catch up should the process die first).
 */
export function verdictHooks(db: Db, log: Log): Pick<JudgeWorkerOptions, 'withVerdict' | 'onJudged'> {
  const scoreExamAnswer = examVerdictHook(db, log);
  return {
    withVerdict: async (tx: Db, row: SubmissionRow, result: JudgeResult) => {
      try {
        await tx.transaction(async (savepoint) => awardAcceptedProblem(savepoint as unknown as Db, row, result.verdict));
      } catch (error) {
        log.error({ err: error, submission: row.id }, 'awarding first-accepted coins failed');
      }
    },
    onJudged: (row: SubmissionRow) => scoreExamAnswer(row),
  };
}
