import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ErrorCodes } from '../../shared/error-codes';
import { messages } from '../../shared/messages';
import type { Db } from '../db/client';
import { roleResources, schools, staff, staffRoles } from '../db/schema';
import { staffAllowedRoutes } from '../features/permission/allowed-routes';
import { ApiFailure } from '../lib/api-failure';

/**
 * Who is calling a schema-driven operation, reduced to what the engine checks: the school
 * every row must belong to, the campus a non-principal is confined to, and the route names
 * (permission keys) they hold. Lighter than the full session view: the list call is hot.
 */
export interface CrudActor {
  staffId: number;
  schoolId: number;
  /** Non-null: rows with a campus column are limited to this campus. Principals see every campus. */
  campusId: number | null;
  allowed: ReadonlySet<string>;
}

export async function loadActor(db: Db, request: FastifyRequest): Promise<CrudActor> {
  const auth = request.auth;
  if (!auth) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  // The contract lets only staff tokens in; this also stops a student token if a scheme is ever widened.
  if (auth.kind !== 'staff') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  const rows = await db
    .select({ id: staff.id, schoolId: staff.schoolId, campusId: staff.campusId, isPrincipal: staff.isPrincipal, state: staff.state, schoolState: schools.state })
    .from(staff)
    .innerJoin(schools, eq(schools.id, staff.schoolId))
    .where(eq(staff.id, auth.accountId))
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
    staffId: me.id,
    schoolId: me.schoolId,
    campusId: me.isPrincipal ? null : me.campusId,
    allowed: staffAllowedRoutes(me.isPrincipal, routeNames),
  };
}

/** Permission keys are route names: holding any one of the operation's keys allows it. */
export function requirePermission(actor: CrudActor, keys: readonly string[]): void {
  if (!keys.some((k) => actor.allowed.has(k))) throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
}
