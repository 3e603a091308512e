import type { AppDeps } from '../../app-deps';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { callerWith, staffOnly } from './oj-access';
import { deleteTeam, readTeam, saveTeam, setTeamMembers, setTeamSheets, teamSubmissions, teamSummaries } from './team-model';

const teamStaffKeys = ['team', 'team-details', 'teamListOfUestionsList', 'teamSubDetails', 'addMatch', 'addMyGame'];
const teamReadKeys = [...teamStaffKeys, 'teamStu', 'teamStu-details'];
const teamWriteKeys = ['team', 'team-details', 'teamListOfUestionsList'];

/** The team calls: who may call them, what the request says; the rules and SQL are the team model's. */
export function teamHandlers({ db }: AppDeps): HandlerMap {
  return {
    async ojTeamList(request) {
      const actor = await callerWith(db, request, teamReadKeys);
      return ok(await teamSummaries(db, actor));
    },

    async ojTeamSave(request) {
      const actor = staffOnly(await callerWith(db, request, teamWriteKeys));
      return ok({ id: await saveTeam(db, actor, request.body) });
    },

    async ojTeamDelete(request) {
      const actor = await callerWith(db, request, teamWriteKeys);
      await deleteTeam(db, actor, request.body.id);
      return ok(null);
    },

    async ojTeamDetail(request) {
      const actor = await callerWith(db, request, teamReadKeys);
      return ok(await readTeam(db, actor, request.body.id));
    },

    async ojTeamSetMembers(request) {
      const actor = staffOnly(await callerWith(db, request, teamWriteKeys));
      return ok({ count: await setTeamMembers(db, actor, request.body.id, request.body.studentIds) });
    },

    async ojTeamSetSheets(request) {
      const actor = staffOnly(await callerWith(db, request, teamWriteKeys));
      return ok({ count: await setTeamSheets(db, actor, request.body.id, request.body.sheetIds) });
    },

    async ojTeamSubmissions(request) {
      const actor = await callerWith(db, request, ['team-details', 'teamSubDetails']);
      const { id, studentId, page = 1, pageSize = 20 } = request.body;
      return ok(await teamSubmissions(db, actor, { id, studentId, page, pageSize }));
    },
  };
}
