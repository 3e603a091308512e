import type { AppDeps } from '../../app-deps';
import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import { classes, ojProblems, students } from '../../db/schema';
import { schoolClasses, studentLiveClass } from './school-classes';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { contestHandlers } from './contest-handlers';
import { pickableProblems } from '../oj/problem-model';
import { callerWith, staffOnly } from './oj-access';
import { rankingHandlers } from './ranking-handlers';
import { sheetHandlers } from './sheet-handlers';
import { teamHandlers } from './team-handlers';

/** Screens that pick problems for a list or a contest. */
const pickKeys = ['MyListOfUestions', 'teamListOfUestionsList', 'addMatch', 'addMatchProblem', 'matchAddQuestion', 'addMyGame', 'subject-details', 'subject', 'addCompetitionManagement', 'competitionManagement'];
/** Screens that pick students for a contest or a team. */
const studentPickKeys = ['addUser', 'team', 'team-details'];

export function ojContestHandlers(deps: AppDeps): HandlerMap {
  const { db } = deps;
  return {
    ...sheetHandlers(deps),
    ...contestHandlers(deps),
    ...teamHandlers(deps),
    ...rankingHandlers(deps),

    async ojPickProblems(request) {
      const actor = await callerWith(db, request, pickKeys);
      const { keyword } = request.body;
      const rows = await db
        .select({ id: ojProblems.id, title: ojProblems.title, difficulty: ojProblems.difficulty, visibility: ojProblems.visibility })
        .from(ojProblems)
        .where(and(pickableProblems(actor), keyword?.trim() ? ilike(ojProblems.title, `%${keyword.trim()}%`) : undefined))
        .orderBy(asc(ojProblems.id))
        .limit(100);
      return ok(rows);
    },

    async ojStudentOptions(request) {
      const actor = staffOnly(await callerWith(db, request, studentPickKeys));
      const { keyword } = request.body;
      const list = await db
        .select({ id: students.id, realName: students.realName, userName: students.userName, className: classes.name })
        .from(students)
        .leftJoin(classes, studentLiveClass)
        .where(and(eq(students.schoolId, actor.schoolId), isNull(students.deletedAt), keyword?.trim() ? ilike(students.realName, `%${keyword.trim()}%`) : undefined))
        .orderBy(asc(students.id))
        .limit(500);
      return ok({ students: list, classes: await schoolClasses(db, actor.schoolId) });
    },
  };
}
