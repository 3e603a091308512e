import { ErrorCodes } from '../../../shared/error-codes';
import type { AppDeps } from '../../app-deps';
import { loadSessionActor, requirePermission, staffActor } from '../../auth/session-actor';
import { entityAnswer, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { createProblem, deleteProblem, listBankProblems, listLabels, loadEditableProblem, readBankProblem, replaceProblemTests, updateProblem } from './problem-model';
import { readTestDataZip } from './test-data-zip';

/** The problem bank's calls: who may call them, what the request says; the rules and SQL are the problem model's. */
export function problemHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    async ojBankProblemList(request) {
      const actor = await loadSessionActor(db, request);
      const body = request.body;
      requirePermission(actor, body.mine ? ['MyquestionBank'] : ['questionBank', 'MyquestionBank']);
      const query = { keyword: body.keyword, difficulty: body.difficulty, label: body.label, pageNum: body.pageNum ?? 1, pageSize: body.pageSize ?? 10 };
      return ok(await listBankProblems(db, actor, { ...query, mine: body.mine ? staffActor(actor) : undefined }));
    },

    async ojBankProblemDetail(request) {
      const actor = await loadSessionActor(db, request);
      requirePermission(actor, ['questionBank-details', 'addQuestion', 'addSubject']);
      return ok(await readBankProblem(db, actor, request.body.id));
    },

    async ojBankProblemCreate(request) {
      const actor = staffActor(await loadSessionActor(db, request));
      requirePermission(actor, ['addQuestion']);
      return ok(entityAnswer<'ojBankProblemCreate'>(await createProblem(db, actor, request.body)));
    },

    async ojBankProblemUpdate(request) {
      const actor = staffActor(await loadSessionActor(db, request));
      requirePermission(actor, ['addQuestion']);
      return ok(entityAnswer<'ojBankProblemUpdate'>(await updateProblem(db, actor, request.body)));
    },

    async ojBankProblemDelete(request) {
      const actor = staffActor(await loadSessionActor(db, request));
      requirePermission(actor, ['MyquestionBank', 'addQuestion']);
      await deleteProblem(db, actor, request.body.id);
      return ok(null);
    },

    async ojProblemUploadTests(request) {
      const actor = await loadSessionActor(db, request);
      requirePermission(actor, ['addQuestion', 'addSubject']);
      const body = request.body;
      const problem = await loadEditableProblem(db, actor, body.id);
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body.zipBase64)) throw new ApiFailure(ErrorCodes.InvalidParameter, '测试数据：压缩包编码（zipBase64）不正确');
      const tests = readTestDataZip(Buffer.from(body.zipBase64, 'base64'));
      await replaceProblemTests(db, problem.id, tests);
      return ok({ testCount: tests.length, names: tests.map((t) => t.name) });
    },

    async ojLabelOptions(request) {
      await loadSessionActor(db, request);
      return ok(await listLabels(db));
    },
  };
}
