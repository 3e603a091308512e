import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/error-codes';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { adminUsers, campuses, schools, staff, students } from '../db/schema';
import { adminAllowedRoutes } from './admin-allowed-routes';
import { studentAllowedRoutes } from './allowed-routes';
import type { SessionRef } from './session-store';
import type { AdminActor, CrudActor, SessionActor, StaffActor, StudentActor } from './actors';
import { ApiFailure } from '../lib/api-failure';
import { staffActorFields, staffActorFromRow } from './staff-actor-row';
import { staffAllowed } from './staff-grants';

export type { AdminActor, CrudActor, SessionActor, StaffActor, StudentActor } from './actors';

/** The school of a staff actor; staff entities' overrides call this, admins never reach them. */
export function staffActor(actor: SessionActor): StaffActor {
  if (actor.kind !== 'staff') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  return actor;
}

/**
 * The contract's security scheme already picks the token kind per entity (staffToken or
 * adminToken); checking it again here stops any token from reaching another audience's rows
 * should a scheme ever be widened.
 */
export async function loadActor(db: Db, request: FastifyRequest, audience: 'staff' | 'admin' = 'staff'): Promise<CrudActor> {
  const auth = request.auth;
  if (!auth) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  if (auth.kind !== audience) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  if (audience === 'admin') return loadAdminActor(db, auth.accountId);
  return staffActorOf(db, auth);
}

/** The caller of a call open to every session kind; the contract has already checked the token. */
export async function loadSessionActor(db: Db, request: FastifyRequest): Promise<SessionActor> {
  const auth = request.auth;
  if (!auth) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  if (auth.kind === 'admin') return loadAdminActor(db, auth.accountId);
  if (auth.kind === 'staff') return staffActorOf(db, auth);
  return loadStudentActor(db, auth.accountId);
}

async function loadStudentActor(db: Db, studentId: number): Promise<StudentActor> {
  const rows = await db
    .select({ id: students.id, schoolId: students.schoolId, state: students.state, schoolState: schools.state, typingPlanet: campuses.typingPlanet })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(campuses, eq(campuses.id, students.campusId))
    .where(eq(students.id, studentId))
    .limit(1);
  const me = rows[0];
  if (me?.schoolState === 0) throw new ApiFailure(ErrorCodes.InvalidToken, messages.schoolStopped);
  if (!me || me.state !== 1 || me.schoolState !== 1) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  return { kind: 'student', studentId: me.id, schoolId: me.schoolId, allowed: studentAllowedRoutes(me.typingPlanet === true) };
}

async function loadAdminActor(db: Db, adminId: number): Promise<AdminActor> {
  const [me] = await db.select({ id: adminUsers.id, state: adminUsers.state, superAdmin: adminUsers.superAdmin }).from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  if (!me || me.state !== 1) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  return { kind: 'admin', adminId: me.id, allowed: await adminAllowedRoutes(db, me), superAdmin: me.superAdmin };
}

async function loadStaffActor(db: Db, staffId: number): Promise<StaffActor> {
  const [row] = await db.select(staffActorFields).from(staff).innerJoin(schools, eq(schools.id, staff.schoolId)).where(eq(staff.id, staffId)).limit(1);
  return staffActorFromRow(staffId, row && { ...row, allowed: await staffAllowed(db, row) });
}

/** The staff actor the session lookup already read along with the session, else read now. */
async function staffActorOf(db: Db, auth: SessionRef): Promise<StaffActor> {
  return auth.staff !== undefined ? staffActorFromRow(auth.accountId, auth.staff ?? undefined) : loadStaffActor(db, auth.accountId);
}

/** Permission keys are route names: holding any one of the operation's keys allows it. */
export function requirePermission(actor: SessionActor, keys: readonly string[]): void {
  if (!keys.some((k) => actor.allowed.has(k))) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
}
