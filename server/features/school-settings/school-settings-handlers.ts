import type { AppDeps } from '../../app-deps';
import type { HandlerMap, OperationRequest } from '../../handler';
import { ok } from '../../lib/envelope';
import { loadActor, requirePermission, staffActor } from '../../auth/session-actor';
import { recordOperation } from '../../crud/operation-log';
import { listPublicDownloads } from './public-downloads';
import { readSchoolPlatform } from './school-platform';
import { readSchoolProfile, saveSchoolProfile } from './school-profile';

/** The screens where a school edits its own profile. */
const profileScreens = ['basic-settings', 'basicsettings'];

/** 基本信息设置: the school's own profile, read and saved by its staff; every save is logged. */
export function schoolSettingsHandlers(deps: AppDeps): HandlerMap {
  const me = async (request: OperationRequest<'schoolProfile' | 'saveSchoolProfile'>) => {
    const actor = staffActor(await loadActor(deps.db, request, 'staff'));
    requirePermission(actor, profileScreens);
    return actor;
  };
  return {
    async publicDownloads() {
      return ok(await listPublicDownloads(deps.db));
    },
    async schoolPlatform(request) {
      const actor = staffActor(await loadActor(deps.db, request, 'staff'));
      requirePermission(actor, ['platform']);
      return ok(await readSchoolPlatform(deps.db, actor.schoolId));
    },
    async schoolProfile(request) {
      return ok(await readSchoolProfile(deps.db, (await me(request)).schoolId));
    },
    async saveSchoolProfile(request) {
      const actor = await me(request);
      const before = await readSchoolProfile(deps.db, actor.schoolId);
      const after = await saveSchoolProfile(deps.db, actor.schoolId, request.body);
      await recordOperation(deps.db, request, actor, { operation: 'saveProfile', entityName: 'SchoolProfile', entityTitle: '学校资料', ids: [actor.schoolId], before: [before], after: [after] });
      return ok(after, '保存成功');
    },
  };
}
