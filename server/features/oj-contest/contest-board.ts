import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ojContestParticipants, ojSubmissions, schools, students } from '../../db/schema';
import type { ContestRow } from './contest-access';
import { contestProblemIds } from './contest-access';
import { computeBoard, freezeStart, letterOf } from './scoreboard';

/**
 * A contest's board as the rules rank it: every participant with their tries on the contest's
 * problems; `frozen` hides the last minutes' tries as pending. Read by the scoreboard call and by
 * the shared ranking pages.
 */
export async function loadContestBoard(db: Db, contest: ContestRow, frozen: boolean) {
  const problemIds = await contestProblemIds(db, contest.id);
  const entrants = await db
    .select({ studentId: students.id, realName: students.realName, schoolName: schools.name })
    .from(ojContestParticipants)
    .innerJoin(students, eq(students.id, ojContestParticipants.studentId))
    .innerJoin(schools, eq(schools.id, ojContestParticipants.schoolId))
    .where(eq(ojContestParticipants.contestId, contest.id));
  const submissions = entrants.length
    ? await db
        .select({
          submitterId: ojSubmissions.submitterId,
          problemId: ojSubmissions.problemId,
          status: ojSubmissions.status,
          verdict: ojSubmissions.verdict,
          score: ojSubmissions.score,
          createdAt: ojSubmissions.createdAt,
        })
        .from(ojSubmissions)
        .where(and(eq(ojSubmissions.contestId, contest.id), eq(ojSubmissions.submitterKind, 'student'), inArray(ojSubmissions.submitterId, entrants.map((e) => e.studentId))))
    : [];
  const rows = computeBoard(contest, problemIds, entrants, submissions, frozen);
  return { rule: contest.rule, frozen, freezeAt: freezeStart(contest), letters: problemIds.map((_, i) => letterOf(i)), rows };
}
