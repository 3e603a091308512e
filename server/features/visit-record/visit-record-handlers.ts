import type { AppDeps } from '../../app-deps';
import { visitRecords } from '../../db/schema';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { pageVisit } from './page-visit';

/** Visit records (the record screen): the web app reports each catalogue screen it opens. */
export function visitRecordHandlers(deps: AppDeps): HandlerMap {
  return {
    async addVisitRecord(request) {
      const { path } = request.body;
      await deps.db.insert(visitRecords).values(await pageVisit(deps, request, path));
      return ok(null);
    },
  };
}
