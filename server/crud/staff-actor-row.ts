import { sql, type SQL } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { ErrorCodes } from '../../shared/error-codes';
import { packageResources, roleResources, schools, staff, staffRoles } from '../db/schema';
import { packageInForce } from '../features/package/package-routes';
import { staffAllowedRoutes } from '../features/permission/allowed-routes';
import { ApiFailure } from '../lib/api-failure';
import type { StaffActor } from './crud-actor';

/**
 * What one statement tells about a staff member: account and school state, and the route names
 * of their roles and package. All null when the staff row is gone.
 */
export interface StaffActorRow extends Record<string, unknown> {
  school_id: number | null;
  campus_id: number | null;
  is_principal: boolean | null;
  staff_state: number | null;
  /** Blocked by the back office (updateBlockade): refused like a stopped school. */
  blocked: boolean | null;
  school_state: number | null;
  /** Null when the school has no package (no bound), else the package's route names (none when it is withdrawn or outside its period). */
  package_routes: string[] | null;
  role_routes: string[] | null;
}

/**
 * The row for the staff member whose id is the SQL expression `staffId`, as a subquery: the
 * session lookup joins it laterally (one round trip for the session and the actor, the hottest
 * path of the engine), and loadStaffActor runs it alone. Principals hold every staff screen, so
 * their roles are not read.
 */
export function staffActorQuery(staffId: SQL): SQL {
  return sql`select s.school_id, s.campus_id, s.is_principal, s.state as staff_state, s.blocked, sc.state as school_state,
      case when sc.package_id is null then null
        when not ${packageInForce(sql.raw('sc.package_id'), sql.raw('sc.package_start_date'), sql.raw('sc.package_end_date'))} then '{}' else coalesce(
        (select array_agg(pr.route_name) from ${packageResources} pr where pr.package_id = sc.package_id), '{}') end as package_routes,
      case when s.is_principal then null else
        (select array_agg(distinct rr.route_name) from ${staffRoles} sr join ${roleResources} rr on rr.role_id = sr.role_id where sr.staff_id = s.id) end as role_routes
    from ${staff} s join ${schools} sc on sc.id = s.school_id
    where s.id = ${staffId}`;
}

/** The actor of a live staff member of a live school; anyone else's session has expired. */
export function staffActorFromRow(staffId: number, row: StaffActorRow | undefined): StaffActor {
  if (row && Number(row.school_state) === 0) throw new ApiFailure(ErrorCodes.InvalidToken, messages.schoolStopped);
  if (!row || Number(row.staff_state) !== 1 || Number(row.school_state) !== 1) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  return {
    kind: 'staff',
    staffId,
    schoolId: Number(row.school_id),
    campusId: row.is_principal || row.campus_id === null ? null : Number(row.campus_id),
    allowed: staffAllowedRoutes(row.is_principal === true, row.role_routes ?? [], row.package_routes ? new Set(row.package_routes) : null),
  };
}
