import { ErrorCodes } from '../../../shared/error-codes';
import { checkUploadKey, uploadFolderPattern, uploadMessages } from '../../../shared/account-safety/upload-rules';
import type { AppDeps } from '../../app-deps';
import { currentView, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { newObjectKey } from './object-key';
import type { StorageDriver } from './storage-driver';
import { checkRoomFor, releaseStorage, reserveStorage } from './storage-quota';
import { issueUploadGrant } from './upload-grant';

/** Names the browser may use in /api/get/{cloud}/sts; all mean "the configured storage". */
const clouds = new Set(['ali', 'oss', 'local']);

const invalid = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, message);

/**
 * The STS call: the uploader says which file (name, size, folder), the server picks the one key it
 * may write, checks the type, the size and the school's room, and grants exactly that upload.
 */
export function uploadHandlers(deps: AppDeps, storage: StorageDriver, quota: number): HandlerMap {
  return {
    async getSts(request) {
      const view = await currentView(deps, request);
      if (!clouds.has(request.params.cloud)) throw invalid(uploadMessages.tokenFailed);
      const { fileName, size, folder } = request.query;
      if (folder !== undefined && !uploadFolderPattern.test(folder)) throw invalid(uploadMessages.badKey);
      if (size < 1) throw invalid(uploadMessages.noFile);
      const owner = { kind: view.kind, accountId: request.auth!.accountId, schoolId: view.schoolId };
      const key = newObjectKey(owner, fileName, folder);
      const type = checkUploadKey(key);
      if (!type.ok) throw invalid(type.message);
      if (size > type.maxBytes) throw invalid(type.tooLarge);
      const { schoolId } = owner;
      // Bytes sent straight to OSS are never seen here: they count when granted. Local uploads count as they land.
      if (schoolId !== null) await (storage.direct ? reserveStorage : checkRoomFor)(deps.db, schoolId, size, quota);
      try {
        const grant = await issueUploadGrant(deps.db, request.auth!.id, owner, key, size);
        return ok(await storage.issueCredentials(grant, `${view.kind}-${owner.accountId}`));
      } catch (error) {
        if (schoolId !== null && storage.direct) await releaseStorage(deps.db, schoolId, size);
        request.log.error({ err: error }, 'upload credentials failed');
        throw new ApiFailure(ErrorCodes.SysError, uploadMessages.tokenFailed);
      }
    },
  };
}
