import { and, eq, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import { loadSessionActor, requirePermission, type CrudActor, type SessionActor, type StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { classes, ojProblems, ojSubmissions, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { pickableProblems } from '../oj/problem-model';
import { submitterOf } from '../oj/submitter';
import { liveClass } from './school-classes';

export const invalid = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：${message}`);
export const notFound = (what: string) => new ApiFailure(ErrorCodes.NotFound, `${what}不存在`);
export const refused = (message: string) => new ApiFailure(ErrorCodes.ActionFailure, message);
export const denied = () => new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);

/** The caller, who must hold one of the screens (route names) the call belongs to. */
export async function callerWith(db: Db, request: FastifyRequest, keys: readonly string[]): Promise<SessionActor> {
  const actor = await loadSessionActor(db, request);
  requirePermission(actor, keys);
  return actor;
}

export function staffOnly(actor: SessionActor): StaffActor {
  if (actor.kind !== 'staff') throw denied();
  return actor;
}

/** The administrator or a teacher: students are refused where rows are written. */
export function writer(actor: SessionActor): CrudActor {
  return actor.kind === 'admin' ? actor : staffOnly(actor);
}

/**
 * Rows of platform (school null) or of the caller's own school; the administrator reads
 * platform rows only, school rows stay with their school.
 */
export function platformOrOwnSchool(schoolColumn: AnyColumn, actor: SessionActor): SQL {
  if (actor.kind === 'admin') return isNull(schoolColumn);
  return or(isNull(schoolColumn), eq(schoolColumn, actor.schoolId))!;
}


/** Platform rows belong to the administrator; school rows to the teacher who made them. */
export function isAuthor(actor: SessionActor, row: { schoolId: number | null; authorKind: string; authorId: number }): boolean {
  if (actor.kind === 'admin') return row.schoolId === null;
  return actor.kind === 'staff' && row.schoolId === actor.schoolId && row.authorKind === 'staff' && row.authorId === actor.staffId;
}


/** Checks every id is pickable and distinct; answers them in the given order. */
export async function checkPickable(db: Db, actor: SessionActor, problemIds: readonly number[]): Promise<number[]> {
  if (new Set(problemIds).size !== problemIds.length) throw invalid('题目（problemIds）有重复');
  if (!problemIds.length) return [];
  const found = await db.select({ id: ojProblems.id }).from(ojProblems).where(and(inArray(ojProblems.id, [...problemIds]), pickableProblems(actor)));
  const ok = new Set(found.map((r) => r.id));
  const missing = problemIds.filter((id) => !ok.has(id));
  if (missing.length) throw invalid(`题目（problemIds）不存在或不能加入：${missing.join('、')}`);
  return [...problemIds];
}

/**
 * SQL true when the caller has an accepted practice submission of the problem in `problemColumn`.
 * Like the problem bank's own status, practice counts and contests keep to their scoreboards.
 */
export function acceptedBy(actor: SessionActor, problemColumn: AnyColumn): SQL {
  const who = submitterOf(actor);
  return sql`exists (select 1 from ${ojSubmissions} s where s.problem_id = ${problemColumn} and s.submitter_kind = ${who.kind} and s.submitter_id = ${who.id} and s.contest_id is null and s.verdict = 'AC')`;
}

export function triedBy(actor: SessionActor, problemColumn: AnyColumn): SQL {
  const who = submitterOf(actor);
  return sql`exists (select 1 from ${ojSubmissions} s where s.problem_id = ${problemColumn} and s.submitter_kind = ${who.kind} and s.submitter_id = ${who.id} and s.contest_id is null)`;
}


/**
 * Students of the caller's school named directly or through their class; any id of another
 * school (or a removed student) is refused by name, so nothing crosses schools.
 */
export async function schoolStudents(db: Db, schoolId: number, studentIds: readonly number[], classIds: readonly number[] = []): Promise<number[]> {
  const live = and(eq(students.schoolId, schoolId), isNull(students.deletedAt));
  const direct = studentIds.length ? await db.select({ id: students.id }).from(students).where(and(live, inArray(students.id, [...studentIds]))) : [];
  const found = new Set(direct.map((r) => r.id));
  const missing = studentIds.filter((id) => !found.has(id));
  if (missing.length) throw invalid(`学生（studentIds）不存在：${missing.join('、')}`);
  if (classIds.length) {
    const known = await db.select({ id: classes.id }).from(classes).where(and(eq(classes.schoolId, schoolId), liveClass, inArray(classes.id, [...classIds])));
    const knownIds = new Set(known.map((c) => c.id));
    const unknown = classIds.filter((id) => !knownIds.has(id));
    if (unknown.length) throw invalid(`班级（classIds）不存在：${unknown.join('、')}`);
    const members = await db.select({ id: students.id }).from(students).where(and(live, inArray(students.classId, [...classIds])));
    for (const m of members) found.add(m.id);
  }
  return [...found];
}
