import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app-deps';
import type { StudentActor } from '../../auth/actors';
import { loadSessionActor } from '../../auth/session-actor';
import type { HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { runMyInput } from './exam-run';
import { mySheets, myExams, saveAnswer, sheetView, startSheet, submitSheet } from './student-sheet-model';
import { markMastered, practiseWrong, wrongBook } from './wrong-book-model';

async function studentOf(deps: AppDeps, request: Parameters<typeof loadSessionActor>[1]): Promise<StudentActor> {
  const actor = await loadSessionActor(deps.db, request);
  if (actor.kind !== 'student') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return actor;
}

/** The student's exam calls (/exam-stu/*): rules in student-sheet-model.ts and wrong-book-model.ts. */
export function studentExamHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    async stuExamList(request) {
      return ok(await myExams(db, await studentOf(deps, request), request.body.kind));
    },
    async stuExamStart(request) {
      return ok(await startSheet(db, await studentOf(deps, request), request.body));
    },
    async stuExamSheet(request) {
      return ok(await sheetView(db, await studentOf(deps, request), request.body.sheetId));
    },
    async stuExamSaveAnswer(request) {
      return ok(await saveAnswer(db, await studentOf(deps, request), request.body), '已保存');
    },
    async stuExamRun(request) {
      return ok(await runMyInput(deps, await studentOf(deps, request), request.body));
    },
    async stuExamSubmit(request) {
      const submitted = await submitSheet(db, await studentOf(deps, request), request.body.sheetId);
      // Programming answers were queued for the judge: an idle slot of this process starts at once.
      deps.oj.wake();
      return ok(submitted, '交卷成功');
    },
    async stuExamMySheets(request) {
      return ok(await mySheets(db, await studentOf(deps, request), request.body.kind, request.body.examId));
    },
    async stuWrongList(request) {
      return ok(await wrongBook(db, await studentOf(deps, request), request.body));
    },
    async stuWrongPractise(request) {
      return ok(await practiseWrong(db, await studentOf(deps, request), request.body));
    },
    async stuWrongMastered(request) {
      return ok(await markMastered(db, await studentOf(deps, request), request.body), '已更新');
    },
  };
}
