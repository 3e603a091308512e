import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SessionActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { ojContestParticipants, ojContestProblems, ojContests, ojTeams, schools } from '../../db/schema';
import { isAuthor, notFound, platformOrOwnSchool } from './oj-access';

export type ContestRow = typeof ojContests.$inferSelect;
export type ContestStatus = 'upcoming' | 'running' | 'ended';

export function statusAt(contest: Pick<ContestRow, 'startAt' | 'endAt'>, now: Date): ContestStatus {
  if (now < contest.startAt) return 'upcoming';
  return now < contest.endAt ? 'running' : 'ended';
}

/** Staff of the organising school (and the administrator for platform contests) see the live, unfrozen board. */
export function isContestStaff(actor: SessionActor, contest: ContestRow): boolean {
  if (actor.kind === 'admin') return contest.schoolId === null;
  return actor.kind === 'staff' && contest.schoolId === actor.schoolId;
}

function joinedBy(actor: SessionActor): SQL {
  if (actor.kind !== 'student') return sql`false`;
  return sql`exists (select 1 from ${ojContestParticipants} cp where cp.contest_id = ${ojContests.id} and cp.student_id = ${actor.studentId})`;
}

/** Contests matching `where` (always within what the caller may read), newest start first. */
export async function contestSummaries(db: Db, actor: SessionActor, where: SQL | undefined, now = new Date()) {
  const rows = await db
    .select({
      contest: ojContests,
      teamName: ojTeams.name,
      schoolName: schools.name,
      problemCount: sql<number>`(select count(*) from ${ojContestProblems} p where p.contest_id = ${ojContests.id})::int`,
      participantCount: sql<number>`(select count(*) from ${ojContestParticipants} cp where cp.contest_id = ${ojContests.id})::int`,
      joined: sql<boolean>`${joinedBy(actor)}`,
    })
    .from(ojContests)
    .leftJoin(ojTeams, eq(ojTeams.id, ojContests.teamId))
    .leftJoin(schools, eq(schools.id, ojContests.schoolId))
    .where(and(platformOrOwnSchool(ojContests.schoolId, actor), where))
    .orderBy(desc(ojContests.startAt), desc(ojContests.id));
  return rows.map(({ contest: c, ...extra }) => ({
    row: c,
    summary: {
      id: c.id,
      title: c.title,
      description: c.description,
      rule: c.rule,
      startAt: c.startAt,
      endAt: c.endAt,
      signUp: c.signUp,
      teamId: c.teamId,
      teamName: extra.teamName,
      freezeMinutes: c.freezeMinutes,
      platform: c.schoolId === null,
      schoolName: extra.schoolName,
      authorName: c.authorName,
      status: statusAt(c, now),
      problemCount: extra.problemCount,
      participantCount: extra.participantCount,
      joined: extra.joined,
      manageable: isAuthor(actor, c),
    },
  }));
}

export async function readableContest(db: Db, actor: SessionActor, id: number) {
  const [found] = await contestSummaries(db, actor, eq(ojContests.id, id));
  if (!found) throw notFound('比赛');
  return found;
}

export async function contestProblemIds(db: Db, contestId: number): Promise<number[]> {
  const rows = await db.select({ problemId: ojContestProblems.problemId }).from(ojContestProblems).where(eq(ojContestProblems.contestId, contestId)).orderBy(ojContestProblems.position);
  return rows.map((r) => r.problemId);
}
