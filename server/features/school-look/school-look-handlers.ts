import type { AppDeps } from '../../app-deps';
import { loadActor, loadSessionActor, requirePermission, staffActor } from '../../auth/session-actor';
import { recordOperation } from '../../crud/operation-log';
import type { HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import { appliedLook, readPersonalSettings, savePersonalSettings } from './school-look';

const screen = ['basePersonalizedSetting'];

/** 个性化设置: the school's header title, theme colour and footer, and what its pages wear. */
export function schoolLookHandlers(deps: AppDeps): HandlerMap {
  return {
    async schoolLook(request) {
      const actor = await loadSessionActor(deps.db, request);
      if (actor.kind === 'admin') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
      return ok(await appliedLook(deps.db, actor.schoolId));
    },
    async personalSettings(request) {
      const actor = staffActor(await loadActor(deps.db, request, 'staff'));
      requirePermission(actor, screen);
      return ok(await readPersonalSettings(deps.db, actor.schoolId));
    },
    async savePersonalSettings(request) {
      const actor = staffActor(await loadActor(deps.db, request, 'staff'));
      requirePermission(actor, screen);
      const before = await readPersonalSettings(deps.db, actor.schoolId);
      const after = await savePersonalSettings(deps.db, actor.schoolId, request.body);
      await recordOperation(deps.db, request, actor, { operation: 'savePersonalSettings', entityName: 'SchoolLook', entityTitle: '个性化设置', ids: [actor.schoolId], before: [{ id: actor.schoolId, ...before.look }], after: [{ id: actor.schoolId, ...after.look }] });
      return ok(after, '保存成功');
    },
  };
}
