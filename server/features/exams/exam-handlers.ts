import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { loadActor, requirePermission, staffActor, type StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import type { HandlerMap } from '../../handler';
import { recordOperation } from '../../crud/operation-log';
import { ok } from '../../lib/envelope';
import { schoolExam, type ExamRow } from './exam-access';
import { anyExamReadKeys, examKeys } from './exam-keys';
import { assignOptions, closeExam, copyExam, createExam, deleteExam, examDetail, listExams, paperOptions, publishExam, setExamStudents, updateExam } from './exam-model';
import type { ExamKind, ExamScope } from './sheet-rules';
import { examOverview, markAnswer, publishResults, saveOfflineScores, schoolSheet, sheetView } from './marking-model';
import { examResult } from './result-model';
import { thenSend } from '../message-app/messages-queued';

const entity = { entityName: 'Exam', entityTitle: '考试' };

async function staffWith(db: Db, request: FastifyRequest, keys: readonly string[]): Promise<StaffActor> {
  const actor = staffActor(await loadActor(db, request));
  requirePermission(actor, keys);
  return actor;
}

const log = (db: Db, request: FastifyRequest, actor: StaffActor, operation: string, exam: Pick<ExamRow, 'id'>) =>
  recordOperation(db, request, { kind: 'staff', staffId: actor.staffId, schoolId: actor.schoolId }, { operation, ...entity, ids: [exam.id] });

/** Teacher calls of exams, practices and offline exams (docs/exams.md); the student's live in their own handlers. */
export function examHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    async examList(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      const readable = (kind: ExamKind, scope: ExamScope) => examKeys(kind, scope, 'read').some((k) => actor.allowed.has(k));
      return ok(await listExams(db, actor, request.body, readable));
    },
    async examDetail(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      return ok(await examDetail(db, await schoolExam(db, actor, request.body.id, 'read')));
    },
    async examSave(request) {
      const body = request.body;
      const actor = await staffWith(db, request, examKeys(body.kind, body.scope ?? 'school', 'write'));
      if (body.id === undefined) {
        const id = await createExam(db, actor, body);
        await log(db, request, actor, 'create', { id });
        return ok({ id }, '创建成功');
      }
      const exam = await schoolExam(db, actor, body.id, 'write');
      await updateExam(db, actor, exam, body);
      await log(db, request, actor, 'update', exam);
      return ok({ id: exam.id }, '保存成功');
    },
    async examDelete(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      const exam = await schoolExam(db, actor, request.body.id, 'write');
      await deleteExam(db, exam);
      await log(db, request, actor, 'delete', exam);
      return ok(null, '删除成功');
    },
    async examCopy(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      const exam = await schoolExam(db, actor, request.body.id, 'write');
      const id = await copyExam(db, actor, exam);
      await log(db, request, actor, 'copy', { id });
      return ok({ id }, '复制成功');
    },
    async examSetStudents(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      const exam = await schoolExam(db, actor, request.body.id, 'assign');
      const assignedCount = await setExamStudents(db, actor, exam, request.body);
      await log(db, request, actor, 'setStudents', exam);
      return ok({ assignedCount }, '保存成功');
    },
    async examPublish(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      const exam = await schoolExam(db, actor, request.body.id, 'write');
      await publishExam(db, exam);
      await log(db, request, actor, 'publish', exam);
      return ok(await examDetail(db, await schoolExam(db, actor, exam.id, 'read')), '发布成功');
    },
    async examClose(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      const exam = await schoolExam(db, actor, request.body.id, 'write');
      await closeExam(db, exam);
      await log(db, request, actor, 'close', exam);
      return ok(null, '考试已结束');
    },
    async examPaperOptions(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      return ok(await paperOptions(db, actor, request.body.keyword));
    },
    async examAssignOptions(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      return ok(await assignOptions(db, actor, request.body.keyword));
    },
      async examResult(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      return ok(await examResult(db, await schoolExam(db, actor, request.body.id, 'results')));
    },
    async examSheetDetail(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      const { sheet, exam } = await schoolSheet(db, actor, request.body.sheetId, 'results');
      return ok(await sheetView(db, exam, sheet));
    },
    async examMarkAnswer(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      const { sheet, exam } = await schoolSheet(db, actor, request.body.sheetId, 'mark');
      const marked = await markAnswer(db, exam, sheet, request.body);
      await log(db, request, actor, 'markAnswer', exam);
      return ok(marked, '批改成功');
    },
    async examPublishResults(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      const exam = await schoolExam(db, actor, request.body.id, 'mark');
      const paid = await thenSend(publishResults(db, exam));
      await log(db, request, actor, 'publishResults', exam);
      return ok(paid, '成绩已发布');
    },
    async examOfflineScores(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      const exam = await schoolExam(db, actor, request.body.id, 'mark');
      const assignedCount = await saveOfflineScores(db, exam, request.body.scores);
      await log(db, request, actor, 'offlineScores', exam);
      return ok({ assignedCount }, '保存成功');
    },
    async examOverview(request) {
      const actor = await staffWith(db, request, anyExamReadKeys);
      return ok(await examOverview(db, actor, request.body.scope ?? 'school'));
    },
  };
}
