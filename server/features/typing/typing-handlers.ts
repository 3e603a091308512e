import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import type { AppDeps } from '../../app-deps';
import { loadActor, loadSessionActor, requirePermission, staffActor } from '../../auth/session-actor';
import type { StudentActor } from '../../auth/actors';
import type { HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { classTypingRank, readTypingRecord, saveTypingRecord, setTypingPlanet } from './typing-record';

async function studentOf(deps: AppDeps, request: Parameters<typeof loadSessionActor>[1]): Promise<StudentActor> {
  const actor = await loadSessionActor(deps.db, request);
  if (actor.kind !== 'student') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return actor;
}

/** The typing planet: the student's own record, the campus switch and the class leaderboard. */
export function typingHandlers(deps: AppDeps): HandlerMap {
  return {
    async typingSelectById(request) {
      return ok(await readTypingRecord(deps.db, await studentOf(deps, request), request.body?.id));
    },
    async typingSaveOrUpdate(request) {
      return ok(await saveTypingRecord(deps.db, await studentOf(deps, request), request.body), '保存成功');
    },
    async updateTypingPlanet(request) {
      const actor = staffActor(await loadActor(deps.db, request));
      // The campus settings screen holds the campus switches.
      requirePermission(actor, ['schoolSys']);
      return ok(await setTypingPlanet(deps.db, actor, request.body.id, request.body.typingPlanet));
    },
    async typingClassRank(request) {
      const actor = staffActor(await loadActor(deps.db, request));
      return ok(await classTypingRank(deps.db, actor, request.body.classId));
    },
  };
}
