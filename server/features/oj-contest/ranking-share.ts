import { eq } from 'drizzle-orm';
import type { SessionActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { classes, ojContests, schools, students } from '../../db/schema';
import { endShareLink, issueShareLink, liveShareLink, shareLinksOf, type ShareCreator, type ShareLinkRow, type ShareLinkTarget, type ShareMessages } from '../share-links/share-link-store';
import { readableContest, statusAt, type ContestRow } from './contest-access';
import { denied, refused } from './oj-access';
import { loadContestBoard } from './contest-board';
import { isFrozenFor } from './scoreboard';

/** What the holder of a ranking link is told when it opens nothing. */
export const rankingShareMessages: ShareMessages = {
  invalid: '排名分享链接无效，请向分享人索取新的链接',
  expired: '排名分享链接已过期，请向分享人索取新的链接',
  revoked: '排名分享链接已被撤销',
};

/** A name for anyone holding a link: first and last character only (张*明, 李*), so a child is not named in full. */
export function halfHidden(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('') || '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/**
 * A link to a contest's ranking (board) or to the caller's own card in it (mine), in the
 * caller's school. The board only once the contest has started and for whoever may see it; the
 * card only for a student who took part.
 */
export async function shareRanking(db: Db, actor: SessionActor, input: { id: number; kind: 'board' | 'mine'; days?: number }) {
  if (actor.kind === 'admin') throw denied();
  const { summary } = await readableContest(db, actor, input.id);
  if (summary.status === 'upcoming') throw refused('比赛尚未开始，暂无排名可分享');
  if (input.kind === 'mine' && (actor.kind !== 'student' || !summary.joined)) throw refused('只有参赛学员可以分享自己的比赛排名');
  const { link, token } = await issueShareLink(db, { schoolId: actor.schoolId, creator: creatorOf(actor) }, rankingTarget(actor, input), input.days ?? 7);
  return { id: link.id, token, path: `${input.kind === 'mine' ? '/MyMatchRanking' : '/shareRanking'}?token=${token}`, expiresAt: link.expiresAt };
}

type SchoolActor = Exclude<SessionActor, { kind: 'admin' }>;
const rankingKinds = ['contestRanking', 'matchRanking'] as const;
const creatorOf = (actor: SchoolActor): ShareCreator => (actor.kind === 'student' ? { kind: 'student', id: actor.studentId } : { kind: 'staff', id: actor.staffId });
/** A contest's board, or the caller's own card in it (a card names the student too). */
const rankingTarget = (actor: SchoolActor, input: { id: number; kind: 'board' | 'mine' }): ShareLinkTarget =>
  input.kind === 'mine' ? { targetKind: 'matchRanking', targetId: input.id, subjectId: actor.kind === 'student' ? actor.studentId : 0 } : { targetKind: 'contestRanking', targetId: input.id };

/** The ranking links the caller made for one contest (board or own card), newest first: only their own. */
export async function rankingShareLinks(db: Db, actor: SessionActor, input: { id: number; kind: 'board' | 'mine' }) {
  if (actor.kind === 'admin') throw denied();
  await readableContest(db, actor, input.id);
  if (input.kind === 'mine' && actor.kind !== 'student') return [];
  return shareLinksOf(db, actor.schoolId, rankingTarget(actor, input), creatorOf(actor));
}

/** Ends one of the caller's own ranking links at once; anyone else's is not found. */
export function revokeRankingShare(db: Db, actor: SessionActor, id: number) {
  if (actor.kind === 'admin') throw denied();
  return endShareLink(db, actor.schoolId, id, rankingKinds, creatorOf(actor), rankingShareMessages);
}

async function linkedContest(db: Db, link: ShareLinkRow): Promise<ContestRow> {
  const [contest] = await db.select().from(ojContests).where(eq(ojContests.id, link.targetId));
  if (!contest) throw refused(rankingShareMessages.invalid);
  return contest;
}

/** The board as anyone outside sees it: frozen minutes hidden, names half hidden. */
async function publicBoard(db: Db, contest: ContestRow, now: Date) {
  const board = await loadContestBoard(db, contest, isFrozenFor(contest, now, false));
  const summary = { title: contest.title, rule: contest.rule, startAt: contest.startAt, endAt: contest.endAt, status: statusAt(contest, now), problemCount: board.letters.length, entrants: board.rows.length };
  return { board, summary };
}

/** /shareRanking: the contest's ranking a live token opens. */
export async function openSharedRanking(db: Db, token: string, now = new Date()) {
  const link = await liveShareLink(db, token, ['contestRanking'], now, rankingShareMessages);
  const { board, summary } = await publicBoard(db, await linkedContest(db, link), now);
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, link.schoolId));
  return {
    contest: summary,
    schoolName: school?.name ?? '',
    frozen: board.frozen,
    letters: board.letters,
    rows: board.rows.map((r) => ({ rank: r.rank, name: halfHidden(r.realName), schoolName: r.schoolName, solved: r.solved, penalty: r.penalty, score: r.score, cells: r.cells })),
    expiresAt: link.expiresAt,
  };
}

/** /MyMatchRanking: one student's card in a contest, the student named in full (it is their own card). */
export async function openMatchRankingCard(db: Db, token: string, now = new Date()) {
  const link = await liveShareLink(db, token, ['matchRanking'], now, rankingShareMessages);
  const { board, summary } = await publicBoard(db, await linkedContest(db, link), now);
  const row = board.rows.find((r) => r.studentId === link.subjectId);
  if (!row) throw refused(rankingShareMessages.invalid);
  const [who] = await db
    .select({ className: classes.name, schoolName: schools.name })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(eq(students.id, row.studentId));
  return {
    contest: summary,
    realName: row.realName,
    schoolName: who?.schoolName ?? row.schoolName ?? '',
    className: who?.className ?? null,
    rank: row.rank,
    solved: row.solved,
    penalty: row.penalty,
    score: row.score,
    frozen: board.frozen,
    cells: row.cells,
    expiresAt: link.expiresAt,
  };
}
