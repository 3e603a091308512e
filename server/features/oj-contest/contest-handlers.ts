import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { SessionActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { classes, ojContestParticipants, ojContestProblems, ojContests, ojProblems, ojSubmissions, ojTeamMembers, schools, students } from '../../db/schema';
import type { HandlerMap } from '../../handler';
import { ok } from '../../lib/envelope';
import { submissionQueue } from '../../judge-queue/submission-queue';
import { readProblem } from '../oj/problem-model';
import { submissionResultColumns } from '../oj/submission-columns';
import { submitterOf } from '../oj/submitter';
import { contestProblemIds, contestSummaries, isContestStaff, readableContest } from './contest-access';
import { callerWith, notFound, refused, staffOnly } from './oj-access';
import { studentLiveClass } from './school-classes';
import { studentIdentityColumns } from './student-stats';
import { isFrozenFor, letterOf } from './scoreboard';
import { loadContestBoard } from './contest-board';
import { inviteToContest, manageableContest, saveContest } from './contest-model';

export const contestReadKeys = [
  'match', 'MyMatch', 'detailsMatch', 'matchDetails', 'MyOj', 'administration', 'team-details', 'teamStu-details',
  'competition-platform', 'campus', 'matchDetail', 'competitionManagement', 'addCompetitionManagement',
];
const contestWriteKeys = ['addMatch', 'addMatchProblem', 'matchAddQuestion', 'addMyGame', 'competitionManagement', 'addCompetitionManagement'];
const inviteKeys = ['addUser'];

async function isParticipant(db: Db, contestId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ojContestParticipants.studentId })
    .from(ojContestParticipants)
    .where(and(eq(ojContestParticipants.contestId, contestId), eq(ojContestParticipants.studentId, studentId)));
  return Boolean(row);
}

/** The problem behind a letter, for a caller allowed to see the contest's problems. */
async function contestProblemAt(db: Db, actor: SessionActor, id: number, letter: string) {
  const { row, summary } = await readableContest(db, actor, id);
  const staffView = isContestStaff(actor, row);
  if (!staffView) {
    if (summary.status === 'upcoming') throw refused('比赛尚未开始，开始后才能查看题目');
    if (summary.status === 'running' && !summary.joined) throw refused('请先报名参加比赛');
  }
  const ids = await contestProblemIds(db, id);
  const problemId = ids[letter.charCodeAt(0) - 65];
  if (problemId === undefined) throw notFound('比赛题目');
  const problem = await readProblem(db, problemId);
  if (!problem) throw notFound('比赛题目');
  return { row, summary, staffView, problem };
}

export function contestHandlers({ db, oj }: AppDeps): HandlerMap {
  return {
    async ojContestList(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      const { scope = 'visible', keyword } = request.body;
      const scoped =
        scope === 'mine' && actor.kind === 'staff'
          ? and(eq(ojContests.schoolId, actor.schoolId), eq(ojContests.authorKind, 'staff'), eq(ojContests.authorId, actor.staffId))
          : scope === 'joined' && actor.kind === 'student'
            ? sql`exists (select 1 from ${ojContestParticipants} cp where cp.contest_id = ${ojContests.id} and cp.student_id = ${actor.studentId})`
            : scope === 'platform' || (scope === 'mine' && actor.kind === 'admin')
              ? sql`${ojContests.schoolId} is null`
              : scope === 'school'
                ? sql`${ojContests.schoolId} is not null`
                : scope === 'visible'
                  ? undefined
                  : sql`false`;
      const where = and(scoped, keyword?.trim() ? ilike(ojContests.title, `%${keyword.trim()}%`) : undefined);
      return ok((await contestSummaries(db, actor, where)).map((c) => c.summary));
    },

    async ojContestDetail(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      const { id } = request.body;
      const { row, summary } = await readableContest(db, actor, id);
      const problemsHidden = summary.status === 'upcoming' && !isContestStaff(actor, row);
      const problems = problemsHidden
        ? []
        : (
            await db
              .select({ problemId: ojProblems.id, title: ojProblems.title, difficulty: ojProblems.difficulty })
              .from(ojContestProblems)
              .innerJoin(ojProblems, eq(ojProblems.id, ojContestProblems.problemId))
              .where(eq(ojContestProblems.contestId, id))
              .orderBy(asc(ojContestProblems.position))
          ).map((p, i) => ({ letter: letterOf(i), ...p }));
      return ok({ contest: summary, problems, problemsHidden });
    },

    async ojContestSave(request) {
      const actor = await callerWith(db, request, contestWriteKeys);
      const body = request.body;
      const id = await saveContest(db, actor, body);
      return ok({ id });
    },

    async ojContestDelete(request) {
      const actor = await callerWith(db, request, contestWriteKeys);
      const { id } = request.body;
      await manageableContest(db, actor, id);
      const [used] = await db.select({ id: ojSubmissions.id }).from(ojSubmissions).where(eq(ojSubmissions.contestId, id)).limit(1);
      if (used) throw refused('比赛已有提交记录，不能删除');
      await db.delete(ojContests).where(eq(ojContests.id, id));
      return ok(null);
    },

    async ojContestSignUp(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      if (actor.kind !== 'student') throw refused('只有学生可以报名参赛');
      const { id } = request.body;
      const { row, summary } = await readableContest(db, actor, id);
      if (summary.joined) return ok(null);
      if (summary.status === 'ended') throw refused('比赛已结束，不能报名');
      if (row.signUp === 'invite') throw refused('该比赛仅限受邀学生参加');
      if (row.teamId) {
        const [member] = await db.select().from(ojTeamMembers).where(and(eq(ojTeamMembers.teamId, row.teamId), eq(ojTeamMembers.studentId, actor.studentId)));
        if (!member) throw refused('该比赛仅限团队成员参加');
      }
      await db.insert(ojContestParticipants).values({ contestId: id, studentId: actor.studentId, schoolId: actor.schoolId, source: 'signup' }).onConflictDoNothing();
      return ok(null);
    },

    async ojContestInvite(request) {
      const actor = staffOnly(await callerWith(db, request, inviteKeys));
      const { id, studentIds = [], classIds = [] } = request.body;
      const added = await inviteToContest(db, actor, id, { studentIds, classIds });
      return ok({ count: added.length });
    },

    async ojContestParticipants(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      const { id } = request.body;
      await readableContest(db, actor, id);
      const rows = await db
        .select({
          ...studentIdentityColumns,
          source: ojContestParticipants.source,
          createdAt: ojContestParticipants.createdAt,
          schoolId: ojContestParticipants.schoolId,
        })
        .from(ojContestParticipants)
        .innerJoin(students, eq(students.id, ojContestParticipants.studentId))
        .innerJoin(schools, eq(schools.id, ojContestParticipants.schoolId))
        .leftJoin(classes, studentLiveClass)
        .where(eq(ojContestParticipants.contestId, id))
        .orderBy(asc(ojContestParticipants.createdAt));
      // Other schools' students in a platform contest appear by name only, not by account or class.
      const own = (schoolId: number) => actor.kind === 'admin' || schoolId === actor.schoolId;
      return ok(rows.map(({ schoolId, ...r }) => (own(schoolId) ? r : { ...r, userName: '', className: null })));
    },

    async ojContestRemoveParticipant(request) {
      const actor = await callerWith(db, request, [...inviteKeys, ...contestWriteKeys]);
      const { id, studentId } = request.body;
      await manageableContest(db, actor, id);
      const removed = await db
        .delete(ojContestParticipants)
        .where(and(eq(ojContestParticipants.contestId, id), eq(ojContestParticipants.studentId, studentId)))
        .returning({ id: ojContestParticipants.studentId });
      if (!removed.length) throw notFound('参赛学生');
      return ok(null);
    },

    async ojContestProblem(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      const { id, letter } = request.body;
      const { problem } = await contestProblemAt(db, actor, id, letter);
      const { title, statement, inputDesc, outputDesc, samples, hint, timeLimitMs, memoryLimitMb } = problem;
      return ok({ letter, problemId: problem.id, title, statement, inputDesc, outputDesc, samples, hint, timeLimitMs, memoryLimitMb });
    },

    /** Judged like any submission, marked with the contest; refused outside the contest's window. */
    async ojContestSubmit(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      const body = request.body;
      const { summary: window } = await readableContest(db, actor, body.id);
      if (window.status === 'upcoming') throw refused('比赛尚未开始，不能提交');
      if (window.status === 'ended') throw refused('比赛已结束，不能提交');
      const { staffView, problem } = await contestProblemAt(db, actor, body.id, body.letter);
      if (actor.kind === 'student' ? !(await isParticipant(db, body.id, actor.studentId)) : !staffView) throw refused('请先报名参加比赛');
      if (problem.testCount <= 0) throw refused('该题目还没有测试数据，暂不能提交');
      const who = submitterOf(actor);
      const row = await submissionQueue.enqueue(db, {
        schoolId: who.schoolId,
        problemId: problem.id,
        contestId: body.id,
        submitterKind: who.kind,
        submitterId: who.id,
        language: body.language,
        source: body.source,
      });
      // Idle workers start on it now instead of at their next poll.
      oj.wake();
      return ok({ id: row.id });
    },

    async ojContestMySubmissions(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      const { id } = request.body;
      await readableContest(db, actor, id);
      const ids = await contestProblemIds(db, id);
      const who = submitterOf(actor);
      const rows = await db
        .select(submissionResultColumns)
        .from(ojSubmissions)
        .where(and(eq(ojSubmissions.contestId, id), eq(ojSubmissions.submitterKind, who.kind), eq(ojSubmissions.submitterId, who.id)))
        .orderBy(sql`${ojSubmissions.id} desc`)
        .limit(200);
      return ok(rows.map(({ problemId, ...r }) => ({ ...r, letter: letterOf(ids.indexOf(problemId)) })));
    },

    async ojContestScoreboard(request) {
      const actor = await callerWith(db, request, contestReadKeys);
      const { id } = request.body;
      const { row } = await readableContest(db, actor, id);
      const now = new Date();
      const frozen = isFrozenFor(row, now, isContestStaff(actor, row));
      return ok(await loadContestBoard(db, row, frozen));
    },
  };
}
