import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { ojContests, ojTeams, students } from '../../db/schema';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { listAuthoredProblems } from '../oj/problem-model';
import { schoolSwitch } from '../oj/school-switch';
import { contestSummaries } from './contest-access';
import { callerWith, denied, invalid, staffOnly } from './oj-access';
import { authoredSheets, sheetSummaries } from './sheet-model';
import { studentStats } from './student-stats';
import { schoolClasses as liveClassesOf } from './school-classes';

export function rankingHandlers({ db }: AppDeps): HandlerMap {
  return {
    /**
     * The caller's school only: students ranked by distinct problems accepted. Ranking the whole
     * school is the 总排行 authorization (rankTotal); without it one class is ranked at a time:
     * a student's own class, or the class a staff member picks (the first one by default).
     */
    async ojRanking(request) {
      const actor = await callerWith(db, request, ['ranking']);
      if (actor.kind === 'admin') throw denied();
      const { classId: asked, page = 1, pageSize = 20 } = request.body;
      const rankTotal = await schoolSwitch(db, actor.schoolId, 'rankTotal');
      let schoolClasses = await liveClassesOf(db, actor.schoolId);
      if (asked && !schoolClasses.some((c) => c.id === asked)) throw invalid('班级（classId）不存在');
      let classId = asked ?? null;
      if (!rankTotal && actor.kind === 'student') {
        const [me] = await db.select({ classId: students.classId }).from(students).where(eq(students.id, actor.studentId));
        // A student whose class was deleted has no class to be ranked in.
        schoolClasses = schoolClasses.filter((c) => c.id === me?.classId);
        classId = schoolClasses[0]?.id ?? null;
      } else if (!rankTotal) {
        classId ??= schoolClasses[0]?.id ?? null;
      }
      if (!rankTotal && classId === null) return ok({ total: 0, classes: schoolClasses, classId, rankTotal, items: [] });
      const { total, items } = await studentStats(db, and(eq(students.schoolId, actor.schoolId), classId ? eq(students.classId, classId) : undefined), { page, pageSize });
      return ok({ total, classes: schoolClasses, classId, rankTotal, items: items.map(({ rank, studentId, realName, className, solved, submissions }) => ({ rank, studentId, realName, className, solved, submissions })) });
    },

    /** A teacher's own OJ: the problems, lists and contests they made. */
    async ojMyOverview(request) {
      const actor = staffOnly(await callerWith(db, request, ['MyOj', 'administration', 'MyOjProblem']));
      const problems = await listAuthoredProblems(db, actor);
      const sheets = await sheetSummaries(db, actor, authoredSheets(actor));
      const contests = await contestSummaries(db, actor, and(eq(ojContests.schoolId, actor.schoolId), eq(ojContests.authorKind, 'staff'), eq(ojContests.authorId, actor.staffId)));
      const [{ teams }] = await db.select({ teams: count() }).from(ojTeams).where(and(eq(ojTeams.schoolId, actor.schoolId), eq(ojTeams.ownerStaffId, actor.staffId)));
      return ok({ problems, sheets, contests: contests.map((c) => c.summary), teamCount: teams });
    },

    /** The back office's view of OJ students across schools. */
    async ojAdminStudents(request) {
      const actor = await callerWith(db, request, ['admin-stu']);
      if (actor.kind !== 'admin') throw denied();
      const { keyword, schoolId, page = 1, pageSize = 20 } = request.body;
      const like = keyword?.trim() ? `%${keyword.trim()}%` : null;
      const where = and(schoolId ? eq(students.schoolId, schoolId) : undefined, like ? or(ilike(students.realName, like), ilike(students.userName, like)) : undefined);
      const { total, items } = await studentStats(db, where ?? sql`true`, { page, pageSize });
      return ok({ total, items: items.map(({ studentId, realName, userName, schoolName, className, solved, submissions }) => ({ id: studentId, realName, userName, schoolName, className, solved, submissions })) });
    },
  };
}
