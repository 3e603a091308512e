import type { AppDeps } from '../../app-deps';
import { screenRecords } from '../../db/schema';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { pageVisit } from '../visit-record/page-visit';

/**
 * Screenshot records (ScreenshotInformation): a staff or student client uploads the picture
 * through the upload pipeline, then reports it here with the screen it was taken on.
 */
export function screenRecordHandlers(deps: AppDeps): HandlerMap {
  return {
    async addScreenRecord(request) {
      const { path, imageUrl, remark } = request.body;
      const { routeName: _route, accountKind, ...visit } = await pageVisit(deps, request, path);
      // The contract's security lets only staff and student sessions here.
      await deps.db.insert(screenRecords).values({ ...visit, accountKind: accountKind as 'staff' | 'student', imageUrl, remark: remark ?? null });
      return ok(null);
    },
  };
}
