import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { StudentActor } from '../../auth/actors';
import { examQuestions, ojProblems } from '../../db/schema';
import { QuestionType } from '../../../shared/question-format';
import { invalid, refused } from './exam-access';
import { freeRun } from '../works/free-run';
import { answeringSheet } from './student-sheet-model';

/*
 * 运行 (run with my input) in the exam editor: the student's code of a programming question runs
 * on their own input in the OJ's sandbox with the problem's limits — the same `judge.run` the OJ's
 * free run uses (works/free-run.ts), so there is no second runner. Nothing is compared with the tests and nothing is
 * stored; it is only possible while the sheet is being answered, from the device holding it.
 */
export async function runMyInput(deps: AppDeps, actor: StudentActor, body: { sheetId: number; position: number; language: 'c' | 'cpp' | 'python3'; source: string; stdin: string; deviceToken: string }) {
  const sheet = await answeringSheet(deps.db, actor, body.sheetId, body.deviceToken);
  const [question] = await deps.db
    .select({ type: examQuestions.type, timeLimitMs: ojProblems.timeLimitMs, memoryLimitMb: ojProblems.memoryLimitMb })
    .from(examQuestions)
    .leftJoin(ojProblems, eq(ojProblems.id, examQuestions.ojProblemId))
    .where(and(eq(examQuestions.examId, sheet.examId), eq(examQuestions.position, body.position)));
  if (!question) throw invalid('题目不存在');
  if (question.type !== QuestionType.programming) throw refused('只有编程题可以运行代码');
  return freeRun(deps, {
    language: body.language,
    source: body.source,
    stdin: body.stdin,
    timeLimitMs: question.timeLimitMs ?? 1000,
    memoryLimitKb: (question.memoryLimitMb ?? 256) * 1024,
  });
}
