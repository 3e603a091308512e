import { ErrorCodes } from '../../../shared/error-codes';
import { uploadMessages } from '../../../shared/account-safety/upload-rules';
import type { AppDeps } from '../../app-deps';
import { currentView, type HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import type { StorageDriver } from './storage-driver';

/** Names the browser may use in /api/get/{cloud}/sts; all mean "the configured storage". */
const clouds = new Set(['ali', 'oss', 'local']);

export function uploadHandlers(deps: AppDeps, storage: StorageDriver): HandlerMap {
  return {
    async getSts(request) {
      const view = await currentView(deps, request);
      if (!clouds.has(request.params.cloud)) throw new ApiFailure(ErrorCodes.InvalidParameter, uploadMessages.tokenFailed);
      try {
        return ok(await storage.issueCredentials(`${view.kind}-${request.auth!.accountId}`));
      } catch (error) {
        request.log.error({ err: error }, 'upload credentials failed');
        throw new ApiFailure(ErrorCodes.SysError, uploadMessages.tokenFailed);
      }
    },
  };
}
