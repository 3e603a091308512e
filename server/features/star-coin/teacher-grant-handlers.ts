import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../../shared/error-codes';
import type { AppDeps } from '../../app-deps';
import { loadActor, requirePermission, staffActor, type StaffActor } from '../../auth/session-actor';
import { classes, students } from '../../db/schema';
import type { HandlerMap } from '../../handler';
import { ApiFailure } from '../../lib/api-failure';
import { ok } from '../../lib/envelope';
import { activeStudent, classesOf, classMissing } from '../classroom/teacher-classes';
import { classWorkOf } from '../classroom/work-reviews';
import { awardCoins, type AwardResult } from './award-coins';

/** Why nothing was paid, in the teacher's words (StarGrantFailure when nobody got coins). */
export const noCoinsMessages: Record<Exclude<AwardResult['outcome'], 'paid'>, string> = {
  already: '已经奖励过，不能重复发放',
  ruleOff: '本校区未开启星币或未设置星币规则',
  limit: '今日获得的星币已达每日上限',
};

/** The China day, for a teacher's award once per student, class and day. */
const chinaDay = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);

function paidOrRefused(awards: Array<AwardResult & { studentId: number; realName: string }>) {
  const paid = awards.filter((a) => a.outcome === 'paid');
  if (paid.length === 0) throw new ApiFailure(ErrorCodes.StarGrantFailure, noCoinsMessages[awards[0].outcome as keyof typeof noCoinsMessages]);
  const coins = paid.reduce((sum, a) => sum + a.coins, 0);
  return ok(awards, paid.length === awards.length ? `已奖励 ${coins} 星币` : `已奖励 ${paid.length} 名学员共 ${coins} 星币，其余学员未发放`);
}

/**
 * The teacher's own star-coin awards (section 7 Points: starGrant lectureWorkGrant, classRoomGrant):
 * the same award as the rules' automatic coins (award-coins.ts), by the campus star rule and its
 * daily limit, each once per event, for students of the teacher's classes only.
 */
export function teacherGrantHandlers({ db }: AppDeps): HandlerMap {
  const teacher = async (request: FastifyRequest, screens: string[]): Promise<StaffActor> => {
    const actor = staffActor(await loadActor(db, request, 'staff'));
    requirePermission(actor, screens);
    return actor;
  };
  return {
    async lectureWorkGrant(request) {
      const actor = await teacher(request, ['worksDetails', 'works', 'classlist_works']);
      const work = await classWorkOf(db, actor, request.body.workId);
      const award = await awardCoins(db, { schoolId: actor.schoolId, studentId: work.studentId, source: 'lectureWork', key: `${work.id}`, reason: `作品「${work.title}」获得老师奖励`, rule: 'workCoins', amount: request.body.amount });
      return paidOrRefused([{ ...award, studentId: work.studentId, realName: work.studentName }]);
    },

    async classRoomGrant(request) {
      const actor = await teacher(request, ['classroomDetails', 'myClass']);
      const { classId, studentIds, amount } = request.body;
      const [cls] = await db.select({ id: classes.id, name: classes.name }).from(classes).where(and(eq(classes.id, classId), classesOf(actor)));
      if (!cls) throw new ApiFailure(ErrorCodes.NotFound, classMissing);
      const pupils = await db
        .select({ id: students.id, realName: students.realName })
        .from(students)
        .where(and(inArray(students.id, studentIds), eq(students.classId, cls.id), eq(students.schoolId, actor.schoolId), activeStudent));
      if (pupils.length !== studentIds.length) throw new ApiFailure(ErrorCodes.NotFound, '学员不存在或不在该班级');
      const day = chinaDay();
      const awards = [];
      for (const pupil of pupils) {
        const award = await awardCoins(db, { schoolId: actor.schoolId, studentId: pupil.id, source: 'classRoom', key: `${cls.id}:${pupil.id}:${day}`, reason: `${cls.name} 课堂表现奖励`, rule: null, amount });
        awards.push({ ...award, studentId: pupil.id, realName: pupil.realName });
      }
      return paidOrRefused(awards);
    },
  };
}
