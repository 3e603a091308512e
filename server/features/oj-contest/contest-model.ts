import { and, eq } from 'drizzle-orm';
import type { SessionActor, StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { ojContestParticipants, ojContestProblems, ojContests, ojTeams } from '../../db/schema';
import { freezingRuleLabels, type ContestRule } from '../../../shared/contest-rules';
import { authorStamp } from '../oj/authorship';
import { contestProblemIds, readableContest, statusAt, type ContestRow } from './contest-access';
import { checkPickable, denied, invalid, isAuthor, refused, schoolStudents, staffOnly, writer } from './oj-access';
import { contestRules } from './rules';

/*
 * Writing contests (保存比赛, 邀请学生): the rules the contest screens and the demo term's seed
 * share, apart from the thin handlers in contest-handlers.ts.
 */

export interface ContestInput {
  id?: number;
  title: string;
  description?: string | null;
  rule: ContestRule;
  startAt: string;
  endAt: string;
  signUp: 'open' | 'invite';
  teamId?: number | null;
  freezeMinutes?: number;
  problemIds: number[];
}

async function checkContestFields(db: Db, actor: SessionActor, body: ContestInput) {
  const startAt = new Date(body.startAt);
  const endAt = new Date(body.endAt);
  if (!(endAt > startAt)) throw invalid('结束时间（endAt）必须晚于开始时间（startAt）');
  const freezeMinutes = body.freezeMinutes ?? 0;
  if (freezeMinutes > 0 && !contestRules[body.rule].freezes) throw invalid(`封榜时间（freezeMinutes）只适用于 ${freezingRuleLabels()} 赛制`);
  if (freezeMinutes * 60_000 > endAt.getTime() - startAt.getTime()) throw invalid('封榜时间（freezeMinutes）不能超过比赛时长');
  const teamId = body.teamId ?? null;
  if (actor.kind === 'admin') {
    // A platform contest is for every school: nobody there could invite across schools or own a team.
    if (body.signUp !== 'open') throw invalid('报名方式（signUp）：平台比赛只能公开报名');
    if (teamId) throw invalid('团队（teamId）：平台比赛不能指定团队');
  } else if (teamId) {
    const [team] = await db.select({ id: ojTeams.id }).from(ojTeams).where(and(eq(ojTeams.id, teamId), eq(ojTeams.schoolId, staffOnly(actor).schoolId)));
    if (!team) throw invalid('团队（teamId）不存在');
  }
  const title = body.title.trim();
  if (!title) throw invalid('比赛名称（title）不能为空');
  return { title, description: body.description ?? null, rule: body.rule, startAt, endAt, signUp: body.signUp, teamId, freezeMinutes };
}

/** A contest the caller reads and wrote (the administrator: platform contests). */
export async function manageableContest(db: Db, actor: SessionActor, id: number): Promise<ContestRow> {
  const { row } = await readableContest(db, actor, id);
  if (!isAuthor(actor, row)) throw denied();
  return row;
}

/** Creates or rewrites a contest with its problems in order; its problems are fixed once it has started. Answers its id. */
export async function saveContest(db: Db, actor: SessionActor, body: ContestInput): Promise<number> {
  const fields = await checkContestFields(db, actor, body);
  const problemIds = await checkPickable(db, actor, body.problemIds);
  // Everything read before the transaction: PGlite has one connection, so `db` inside it would wait forever.
  let problemsChanged = true;
  if (body.id) {
    const row = await manageableContest(db, actor, body.id);
    problemsChanged = (await contestProblemIds(db, body.id)).join(',') !== problemIds.join(',');
    if (problemsChanged && statusAt(row, new Date()) !== 'upcoming') throw refused('比赛已开始，不能修改题目');
  }
  const author = body.id ? null : await authorStamp(db, writer(actor));
  return db.transaction(async (tx) => {
    let contestId = body.id;
    if (contestId) {
      await tx.update(ojContests).set({ ...fields, updatedAt: new Date() }).where(eq(ojContests.id, contestId));
      if (problemsChanged) await tx.delete(ojContestProblems).where(eq(ojContestProblems.contestId, contestId));
    } else {
      const [row] = await tx.insert(ojContests).values({ ...fields, ...author! }).returning({ id: ojContests.id });
      contestId = row.id;
    }
    if (problemsChanged) await tx.insert(ojContestProblems).values(problemIds.map((problemId, position) => ({ contestId: contestId!, problemId, position })));
    return contestId;
  });
}

/**
 * Invites students or whole classes of the organiser's school, until the contest ends (`at`: the
 * moment of the invitation, now for the screens); answers the students newly added.
 */
export async function inviteToContest(db: Db, actor: StaffActor, id: number, who: { studentIds?: number[]; classIds?: number[] }, at = new Date()): Promise<{ id: number }[]> {
  const row = await manageableContest(db, actor, id);
  if (statusAt(row, at) === 'ended') throw refused('比赛已结束，不能邀请');
  const ids = await schoolStudents(db, actor.schoolId, who.studentIds ?? [], who.classIds ?? []);
  if (!ids.length) throw invalid('请选择要邀请的学生（studentIds）或班级（classIds）');
  return db
    .insert(ojContestParticipants)
    .values(ids.map((studentId) => ({ contestId: id, studentId, schoolId: actor.schoolId, source: 'invite' as const, createdAt: at })))
    .onConflictDoNothing()
    .returning({ id: ojContestParticipants.studentId });
}
