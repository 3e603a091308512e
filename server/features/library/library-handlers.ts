import type { AppDeps } from '../../app-deps';
import { loadActor, requirePermission, staffActor } from '../../auth/session-actor';
import { recordOperation } from '../../crud/operation-log';
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import type { FastifyInstance } from 'fastify';
import { selectStorage, uploadRoot } from '../upload/select-storage';
import { shareFileRoutes } from './share-file-routes';
import { storageQuotaBytes, usedBytes } from '../upload/storage-quota';
import { addLibraryFiles, listLibraryFiles, removeLibraryFile } from './library-files';
import { shareLinkKind, type ShareKind } from '../share-links/share-link-store';
import { createShareLink, listShareLinks, openShareLink, revokeShareLink, shareLinkTargetKind } from './share-links';

const readers = ['resourcesmaterial', 'addAlbum'];
const uploaders = ['addAlbum'];
const managers = ['resourcesmaterial'];
/** Who shares what: albums from the library, a student's report and home–school page from 学习报告设置. */
// A student's work link is not staff's to revoke: it asks for the album managers' permission and then finds nothing.
const sharers = (kind: ShareKind) => (kind === 'learningReport' || kind === 'homeSchool' ? ['baseLearningReportSetting'] : managers);

/** 资源库 and its share links: every write is logged; /s-link opens a link without a session. */
export function libraryHandlers(deps: AppDeps, app: FastifyInstance): HandlerMap {
  const storage = selectStorage(deps.config);
  // Not awaited: the plugin loads with the others, after the app-wide hooks are installed.
  void app.register(shareFileRoutes, { db: deps.db, storage, root: uploadRoot(deps.config) });
  const staffWith = async (request: FastifyRequest, keys: readonly string[]) => {
    const actor = staffActor(await loadActor(deps.db, request, 'staff'));
    requirePermission(actor, keys);
    return actor;
  };
  return {
    async libraryFiles(request) {
      const actor = await staffWith(request, readers);
      return ok(await listLibraryFiles(deps.db, actor.schoolId, request.body));
    },
    async libraryUsage(request) {
      const actor = await staffWith(request, readers);
      return ok({ usedBytes: await usedBytes(deps.db, actor.schoolId), quotaBytes: storageQuotaBytes() });
    },
    async addLibraryFiles(request) {
      const actor = await staffWith(request, uploaders);
      const rows = await addLibraryFiles(deps.db, actor.schoolId, actor.staffId, request.body.albumId, request.body.files);
      await recordOperation(deps.db, request, actor, { operation: 'addFiles', entityName: 'LibraryFile', entityTitle: '资源库文件', ids: rows.map((r) => r.id), after: rows });
      return ok(rows, '上传成功');
    },
    async removeLibraryFile(request) {
      const actor = await staffWith(request, managers);
      const { key, row } = await removeLibraryFile(deps.db, actor.schoolId, request.body.id);
      await recordOperation(deps.db, request, actor, { operation: 'removeFile', entityName: 'LibraryFile', entityTitle: '资源库文件', ids: [request.body.id], before: [row] });
      // The row and its bytes are gone; an object left behind by a storage error is only logged.
      await storage.removeObject(key).catch((err: unknown) => request.log.error({ err, key }, 'library object removal failed'));
      return ok(null, '删除成功');
    },
    async createShareLink(request) {
      const actor = await staffWith(request, sharers(request.body.targetKind));
      const { targetKind, targetId, days } = request.body;
      const created = await createShareLink(deps.db, actor.schoolId, actor.staffId, { targetKind, targetId }, days);
      await recordOperation(deps.db, request, actor, { operation: 'createShareLink', entityName: 'ShareLink', entityTitle: '分享链接', ids: [created.link.id], after: [created.link] });
      return ok(created);
    },
    async shareLinks(request) {
      const actor = await staffWith(request, sharers(request.body.targetKind));
      return ok(await listShareLinks(deps.db, actor.schoolId, request.body));
    },
    async revokeShareLink(request) {
      const actor = staffActor(await loadActor(deps.db, request, 'staff'));
      // Which permission revokes a link depends on what it shares; another school's id finds nothing.
      const kind = await shareLinkKind(deps.db, actor.schoolId, request.body.id);
      requirePermission(actor, sharers(kind ?? 'album'));
      const row = await revokeShareLink(deps.db, actor.schoolId, request.body.id);
      await recordOperation(deps.db, request, actor, { operation: 'revokeShareLink', entityName: 'ShareLink', entityTitle: '分享链接', ids: [row.id], after: [row] });
      return ok(null, '已撤销');
    },
    async openShareLink(request) {
      return ok(await openShareLink(deps.db, request.body.token));
    },
    async resolveShareLink(request) {
      return ok(await shareLinkTargetKind(deps.db, request.body.token));
    },
  };
}
