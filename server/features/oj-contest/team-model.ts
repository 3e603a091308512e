import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SessionActor, StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { ojContests, ojProblems, ojSheets, ojSubmissions, ojTeamMembers, ojTeams, ojTeamSheets, staff, students } from '../../db/schema';
import { contestSummaries } from './contest-access';
import { invalid, notFound, platformOrOwnSchool, schoolStudents, staffOnly } from './oj-access';
import { sheetSummaries } from './sheet-model';
import { studentStats } from './student-stats';

/**
 * Teams (a teacher's group of students with their problem lists and contests): who reads and
 * manages them, and every read and write of teams, members and lists.
 */

type TeamRow = typeof ojTeams.$inferSelect;

/** Teams the caller may read: a teacher their own, a student those they belong to; others look missing. */
function teamsOf(actor: SessionActor) {
  if (actor.kind === 'staff') return and(eq(ojTeams.schoolId, actor.schoolId), eq(ojTeams.ownerStaffId, actor.staffId));
  if (actor.kind === 'student')
    return and(eq(ojTeams.schoolId, actor.schoolId), sql`exists (select 1 from ${ojTeamMembers} m where m.team_id = ${ojTeams.id} and m.student_id = ${actor.studentId})`);
  return sql`false`;
}

export async function teamSummaries(db: Db, actor: SessionActor, id?: number) {
  return db
    .select({
      id: ojTeams.id,
      name: ojTeams.name,
      description: ojTeams.description,
      ownerName: staff.realName,
      memberCount: sql<number>`(select count(*) from ${ojTeamMembers} m where m.team_id = ${ojTeams.id})::int`,
      sheetCount: sql<number>`(select count(*) from ${ojTeamSheets} s where s.team_id = ${ojTeams.id})::int`,
      createdAt: ojTeams.createdAt,
    })
    .from(ojTeams)
    .innerJoin(staff, eq(staff.id, ojTeams.ownerStaffId))
    .where(and(teamsOf(actor), id ? eq(ojTeams.id, id) : undefined))
    .orderBy(desc(ojTeams.id));
}

async function ownTeam(db: Db, actor: SessionActor, id: number): Promise<TeamRow> {
  const me = staffOnly(actor);
  const [team] = await db.select().from(ojTeams).where(and(eq(ojTeams.id, id), teamsOf(me)));
  if (!team) throw notFound('团队');
  return team;
}

async function memberIds(db: Db, teamId: number): Promise<number[]> {
  return (await db.select({ id: ojTeamMembers.studentId }).from(ojTeamMembers).where(eq(ojTeamMembers.teamId, teamId))).map((m) => m.id);
}

/** A team saved by its owner (a new one belongs to them); answers its id. */
export async function saveTeam(db: Db, me: StaffActor, input: { id?: number; name: string; description?: string | null }): Promise<number> {
  const name = input.name.trim();
  if (!name) throw invalid('团队名称（name）不能为空');
  if (input.id) {
    await ownTeam(db, me, input.id);
    await db.update(ojTeams).set({ name, description: input.description ?? null }).where(eq(ojTeams.id, input.id));
    return input.id;
  }
  const [row] = await db.insert(ojTeams).values({ schoolId: me.schoolId, ownerStaffId: me.staffId, name, description: input.description ?? null }).returning({ id: ojTeams.id });
  return row.id;
}

export async function deleteTeam(db: Db, actor: SessionActor, id: number): Promise<void> {
  await ownTeam(db, actor, id);
  await db.delete(ojTeams).where(eq(ojTeams.id, id));
}

/** A team the caller reads, with its members' progress, its lists and its contests. */
export async function readTeam(db: Db, actor: SessionActor, id: number) {
  const [team] = await teamSummaries(db, actor, id);
  if (!team) throw notFound('团队');
  const ids = await memberIds(db, id);
  const members = ids.length ? (await studentStats(db, inArray(students.id, ids))).items : [];
  const sheetIds = (await db.select({ id: ojTeamSheets.sheetId }).from(ojTeamSheets).where(eq(ojTeamSheets.teamId, id))).map((s) => s.id);
  const sheets = sheetIds.length ? await sheetSummaries(db, actor, and(inArray(ojSheets.id, sheetIds), platformOrOwnSchool(ojSheets.schoolId, actor))) : [];
  const contests = (await contestSummaries(db, actor, eq(ojContests.teamId, id))).map((c) => c.summary);
  return {
    team,
    manageable: actor.kind === 'staff',
    members: members.map(({ studentId, realName, userName, className, solved }) => ({ studentId, realName, userName, className, solved })),
    sheets,
    contests,
  };
}

/** Replaces the members with students of the owner's school; answers how many. */
export async function setTeamMembers(db: Db, me: StaffActor, id: number, studentIds: number[]): Promise<number> {
  await ownTeam(db, me, id);
  const ids = await schoolStudents(db, me.schoolId, studentIds);
  await db.transaction(async (tx) => {
    await tx.delete(ojTeamMembers).where(eq(ojTeamMembers.teamId, id));
    if (ids.length) await tx.insert(ojTeamMembers).values(ids.map((studentId) => ({ teamId: id, studentId })));
  });
  return ids.length;
}

/** Replaces the team's lists with lists the owner reads; answers how many. */
export async function setTeamSheets(db: Db, me: StaffActor, id: number, sheetIds: number[]): Promise<number> {
  await ownTeam(db, me, id);
  const unique = [...new Set(sheetIds)];
  const found = unique.length ? await db.select({ id: ojSheets.id }).from(ojSheets).where(and(inArray(ojSheets.id, unique), platformOrOwnSchool(ojSheets.schoolId, me))) : [];
  const known = new Set(found.map((s) => s.id));
  const missing = unique.filter((s) => !known.has(s));
  if (missing.length) throw invalid(`题单（sheetIds）不存在：${missing.join('、')}`);
  await db.transaction(async (tx) => {
    await tx.delete(ojTeamSheets).where(eq(ojTeamSheets.teamId, id));
    if (unique.length) await tx.insert(ojTeamSheets).values(unique.map((sheetId) => ({ teamId: id, sheetId })));
  });
  return unique.length;
}

/** A page of the members' submissions (or one member's), newest first, for the team's owner. */
export async function teamSubmissions(db: Db, actor: SessionActor, query: { id: number; studentId?: number; page: number; pageSize: number }) {
  const { id, studentId, page, pageSize } = query;
  await ownTeam(db, actor, id);
  const ids = await memberIds(db, id);
  if (studentId && !ids.includes(studentId)) throw invalid('学生（studentId）不是该团队成员');
  const who = studentId ? [studentId] : ids;
  if (!who.length) return { total: 0, items: [] };
  const where = and(eq(ojSubmissions.submitterKind, 'student'), inArray(ojSubmissions.submitterId, who));
  const items = await db
    .select({
      id: ojSubmissions.id,
      studentId: students.id,
      realName: students.realName,
      problemId: ojProblems.id,
      problemTitle: ojProblems.title,
      language: ojSubmissions.language,
      status: ojSubmissions.status,
      verdict: ojSubmissions.verdict,
      score: ojSubmissions.score,
      timeMs: ojSubmissions.timeMs,
      createdAt: ojSubmissions.createdAt,
    })
    .from(ojSubmissions)
    .innerJoin(students, eq(students.id, ojSubmissions.submitterId))
    .innerJoin(ojProblems, eq(ojProblems.id, ojSubmissions.problemId))
    .where(where)
    .orderBy(desc(ojSubmissions.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [{ total }] = await db.select({ total: count() }).from(ojSubmissions).where(where);
  return { total, items };
}
