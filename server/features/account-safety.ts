import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { HandlerMap } from '../handler';
import { feedbackHandlers } from './feedback/feedback-handlers';
import { noticeHandlers } from './notice/notice-handlers';
import { passwordHandlers } from './password/password-handlers';
import { phoneHandlers } from './phone/phone-handlers';
import { selectSmsProvider } from './phone/select-sms-provider';
import { localUploadRoutes } from './upload/local-upload-routes';
import { selectStorage, uploadRoot } from './upload/select-storage';
import { storageQuotaBytes } from './upload/storage-quota';
import { uploadHandlers } from './upload/upload-handlers';

/**
 * Issue 5 in one place for app.ts: handlers of password, phone, notice, feedback and upload
 * calls, with the SMS provider and storage driver chosen from the environment.
 */
export function installAccountSafety(app: FastifyInstance, deps: AppDeps): HandlerMap {
  const storage = selectStorage(deps.config);
  const quota = storageQuotaBytes();
  if (storage.name === 'local') {
    // Not awaited: the plugin loads with the others, after the app-wide hooks are installed.
    void app.register(localUploadRoutes, { root: uploadRoot(deps.config), db: deps.db, quota });
  }
  return {
    ...passwordHandlers(deps),
    ...phoneHandlers(deps, selectSmsProvider(deps.db, app.log)),
    ...noticeHandlers(deps),
    ...feedbackHandlers(deps),
    ...uploadHandlers(deps, storage, quota),
  };
}
