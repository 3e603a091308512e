import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/error-codes';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { adminUsers, roleResources, schools, staff, staffRoles } from '../db/schema';
import { adminAllowedRoutes } from '../features/admin-rbac/admin-allowed-routes';
import { staffAllowedRoutes } from '../features/permission/allowed-routes';
import { schoolPackageRoutes } from '../features/package/package-routes';
import { ApiFailure } from '../lib/api-failure';

/**
 * Who is calling a schema-driven operation, reduced to what the engine checks: the school
 * every row must belong to, the campus a non-principal is confined to, and the route names
 * (permission keys) they hold. Lighter than the full session view: the list call is hot.
 */
export interface StaffActor {
  kind: 'staff';
  staffId: number;
  schoolId: number;
  /** Non-null: rows with a campus column are limited to this campus. Principals see every campus. */
  campusId: number | null;
  allowed: ReadonlySet<string>;
}

/** A platform administrator: back-office entities are platform-wide, so no school or campus. */
export interface AdminActor {
  kind: 'admin';
  adminId: number;
  allowed: ReadonlySet<string>;
}

export type CrudActor = StaffActor | AdminActor;

/** The school of a staff actor; staff entities' overrides call this, admins never reach them. */
export function staffActor(actor: CrudActor): StaffActor {
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
  return loadStaffActor(db, auth.accountId);
}

async function loadAdminActor(db: Db, adminId: number): Promise<AdminActor> {
  const [me] = await db.select({ id: adminUsers.id, state: adminUsers.state }).from(adminUsers).where(eq(adminUsers.id, adminId)).limit(1);
  if (!me || me.state !== 1) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  return { kind: 'admin', adminId: me.id, allowed: await adminAllowedRoutes(db, me.id) };
}

async function loadStaffActor(db: Db, staffId: number): Promise<StaffActor> {
  const rows = await db
    .select({ id: staff.id, schoolId: staff.schoolId, campusId: staff.campusId, isPrincipal: staff.isPrincipal, state: staff.state, schoolState: schools.state })
    .from(staff)
    .innerJoin(schools, eq(schools.id, staff.schoolId))
    .where(eq(staff.id, staffId))
    .limit(1);
  const me = rows[0];
  if (!me || me.state !== 1 || me.schoolState !== 1) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  const routeNames = me.isPrincipal
    ? []
    : (
        await db
          .selectDistinct({ routeName: roleResources.routeName })
          .from(staffRoles)
          .innerJoin(roleResources, eq(roleResources.roleId, staffRoles.roleId))
          .where(eq(staffRoles.staffId, me.id))
      ).map((r) => r.routeName);
  return {
    kind: 'staff',
    staffId: me.id,
    schoolId: me.schoolId,
    campusId: me.isPrincipal ? null : me.campusId,
    allowed: staffAllowedRoutes(me.isPrincipal, routeNames, await schoolPackageRoutes(db, me.schoolId)),
  };
}

/** Permission keys are route names: holding any one of the operation's keys allows it. */
export function requirePermission(actor: CrudActor, keys: readonly string[]): void {
  if (!keys.some((k) => actor.allowed.has(k))) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
}
