import type { AppDeps } from '../../app-deps';
import { loadSessionActor } from '../../auth/session-actor';
import type { HandlerMap, OperationRequest } from '../../handler';
import { ok } from '../../lib/envelope';
import { classroomHome } from './classroom-home-model';
import { runCppWork } from './free-run';
import { listWorks, recycleWork, renameWork, restoreWork, saveWork, studentOnly, workDetail, type WorkKind } from './works-model';

/** The student classroom's works and home: thin handlers over the works model. */
export function worksHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  const student = async (request: Parameters<typeof loadSessionActor>[1]) => studentOnly(await loadSessionActor(db, request));
  const deleteOf = (kind: WorkKind) => async (request: OperationRequest<'deleteBlockWork'>) => {
    await recycleWork(db, await student(request), request.body.id, kind);
    return ok(null, '已移入回收站');
  };
  return {
    async workSave(request) {
      return ok(await saveWork(db, await student(request), request.body), '保存成功');
    },
    async workRename(request) {
      return ok(await renameWork(db, await student(request), request.body.id, request.body.title));
    },
    async workList(request) {
      return ok(await listWorks(db, await student(request), request.body));
    },
    async workRecycleList(request) {
      return ok(await listWorks(db, await student(request), { ...request.body, recycle: true }));
    },
    async workRestore(request) {
      return ok(await restoreWork(db, await student(request), request.body.id), '已恢复');
    },
    async workDetail(request) {
      return ok(await workDetail(db, await loadSessionActor(db, request), request.body.id));
    },
    deleteBlockWork: deleteOf('block'),
    deletePythonWork: deleteOf('python'),
    deleteCppWork: deleteOf('cpp'),
    deleteJuniorWork: deleteOf('junior'),
    async workRunCpp(request) {
      // Any signed-in user may run: the sandbox and its queue are shared with the OJ.
      await loadSessionActor(db, request);
      return ok(await runCppWork(deps, request.body.source, request.body.stdin));
    },
    async classroomHome(request) {
      return ok(await classroomHome(db, await student(request)));
    },
  };
}
