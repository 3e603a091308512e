import type { AppDeps } from '../../app-deps';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { callerWith } from './oj-access';
import { deleteSheet, listSheets, listSheetTypes, readSheet, saveSheet } from './sheet-model';

/** Reading lists: the OJ's list screens, and the back office's topic screens. */
export const sheetReadKeys = ['ListOfUestions', 'ListOfUestionsList', 'MyListOfUestions', 'teamStu-details', 'team-details', 'subject', 'subject-details'];
const sheetWriteKeys = ['MyListOfUestions', 'teamListOfUestionsList', 'subject', 'subject-details'];

/** The problem list calls: who may call them, what the request says; the rules and SQL are the list model's. */
export function sheetHandlers({ db }: AppDeps): HandlerMap {
  return {
    async ojSheetOptions(request) {
      await callerWith(db, request, sheetReadKeys);
      return ok({ types: await listSheetTypes(db) });
    },

    async ojSheetList(request) {
      const actor = await callerWith(db, request, sheetReadKeys);
      return ok(await listSheets(db, actor, request.body));
    },

    async ojSheetDetail(request) {
      const actor = await callerWith(db, request, sheetReadKeys);
      return ok(await readSheet(db, actor, request.body.id));
    },

    async ojSheetSave(request) {
      const actor = await callerWith(db, request, sheetWriteKeys);
      return ok({ id: await saveSheet(db, actor, request.body) });
    },

    async ojSheetDelete(request) {
      const actor = await callerWith(db, request, sheetWriteKeys);
      await deleteSheet(db, actor, request.body.id);
      return ok(null);
    },
  };
}
