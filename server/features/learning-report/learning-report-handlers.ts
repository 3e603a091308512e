import { ErrorCodes } from '../../../shared/error-codes';
import { libraryMessages } from '../../../shared/library/library-rules';
import type { AppDeps } from '../../app-deps';
import { loadActor, requirePermission, staffActor } from '../../auth/session-actor';
import { recordOperation } from '../../crud/operation-log';
import type { HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import type { FastifyRequest } from 'fastify';
import { liveShareLink } from '../share-links/share-link-store';
import { readReportSettings, saveReportSettings } from './report-settings';
import { reportStudents } from './report-students';
import { homeSchoolFeed, studentReport } from './student-report';

/** A link whose student has since been deleted opens nothing, like a deleted album. */
const gone = () => new ApiFailure(ErrorCodes.NotFound, libraryMessages.shareInvalid);

/**
 * 学习报告设置 and the two pages parents open through share links (学习报告,
 * 家校互通). Every staff write is logged.
 */
export function learningReportHandlers(deps: AppDeps): HandlerMap {
  const staffWith = async (request: FastifyRequest, keys: readonly string[]) => {
    const actor = staffActor(await loadActor(deps.db, request, 'staff'));
    requirePermission(actor, keys);
    return actor;
  };
  return {
    async reportSettings(request) {
      const actor = await staffWith(request, ['baseLearningReportSetting']);
      return ok(await readReportSettings(deps.db, actor.schoolId));
    },
    async saveReportSettings(request) {
      const actor = await staffWith(request, ['baseLearningReportSetting']);
      const before = await readReportSettings(deps.db, actor.schoolId);
      const after = await saveReportSettings(deps.db, actor.schoolId, request.body);
      await recordOperation(deps.db, request, actor, { operation: 'saveReportSettings', entityName: 'LearningReportSetting', entityTitle: '学习报告设置', ids: [actor.schoolId], before: [before], after: [after] });
      return ok(after, '保存成功');
    },
    async reportStudents(request) {
      // Also for 微信服务号's guardian binding codes.
      const actor = await staffWith(request, ['baseLearningReportSetting', 'vxservice']);
      return ok(await reportStudents(deps.db, actor.schoolId, request.body.keyword));
    },
    async reportPreview(request) {
      const actor = await staffWith(request, ['baseLearningReportSetting']);
      const report = await studentReport(deps.db, actor.schoolId, request.body.id, await readReportSettings(deps.db, actor.schoolId));
      if (!report) throw new ApiFailure(ErrorCodes.NotFound, libraryMessages.studentMissing);
      return ok(report);
    },
    async openLearningReport(request) {
      const link = await liveShareLink(deps.db, request.body.token, ['learningReport']);
      const report = await studentReport(deps.db, link.schoolId, link.targetId, await readReportSettings(deps.db, link.schoolId));
      if (!report) throw gone();
      return ok(report);
    },
    async openHomeSchool(request) {
      const link = await liveShareLink(deps.db, request.body.token, ['homeSchool']);
      const feed = await homeSchoolFeed(deps.db, link.schoolId, link.targetId);
      if (!feed) throw gone();
      return ok(feed);
    },
  };
}
