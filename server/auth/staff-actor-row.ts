import { sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { ErrorCodes } from '../../shared/error-codes';
import { packageResources, roleResources, schools, staff, staffRoles } from '../db/schema';
import { packageInForce } from './package-routes';
import { staffAllowedRoutes } from './allowed-routes';
import { ApiFailure } from '../lib/api-failure';
import type { StaffActor } from './actors';

/**
 * The columns that tell what a staff member may do: account and school state, and the route
 * names of their roles and package. Read from `staff` joined with its `schools` row; the
 * session lookup joins them to the session (one round trip for the session and the actor, the
 * hottest path of the engine), loadStaffActor reads them alone. Route names come as JSON arrays,
 * cheaper to build and to parse than SQL arrays. Principals hold every staff screen, so their
 * roles are not read.
 */
export const staffActorFields = {
  schoolId: staff.schoolId,
  campusId: staff.campusId,
  isPrincipal: staff.isPrincipal,
  staffState: staff.state,
  blocked: staff.blocked,
  schoolState: schools.state,
  /** Null when the school has no package (no bound), else the package's route names (none when it is withdrawn or outside its period). */
  packageRoutes: sql<string[] | null>`case when ${schools.packageId} is null then null
    when not ${packageInForce(schools.packageId, schools.packageStartDate, schools.packageEndDate)} then '[]'::json
    else coalesce((select json_agg(pr.route_name) from ${packageResources} pr where pr.package_id = ${schools.packageId}), '[]'::json) end`,
  roleRoutes: sql<string[] | null>`case when ${staff.isPrincipal} then null else
    (select json_agg(distinct rr.route_name) from ${staffRoles} sr join ${roleResources} rr on rr.role_id = sr.role_id where sr.staff_id = ${staff.id}) end`,
};

/** What those columns hold; all null when a session's staff row is gone. */
export interface StaffActorRow {
  schoolId: number | null;
  campusId: number | null;
  isPrincipal: boolean | null;
  staffState: number | null;
  /** Blocked by the back office (updateBlockade): refused like a stopped school. */
  blocked: boolean | null;
  schoolState: number | null;
  packageRoutes: string[] | null;
  roleRoutes: string[] | null;
}

/** The actor of a live staff member of a live school; anyone else's session has expired. */
export function staffActorFromRow(staffId: number, row: StaffActorRow | undefined): StaffActor {
  if (row && row.schoolState === 0) throw new ApiFailure(ErrorCodes.InvalidToken, messages.schoolStopped);
  if (!row || row.staffState !== 1 || row.schoolState !== 1) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  return {
    kind: 'staff',
    staffId,
    schoolId: row.schoolId!,
    campusId: row.isPrincipal || row.campusId === null ? null : row.campusId,
    allowed: staffAllowedRoutes(row.isPrincipal === true, row.roleRoutes ?? [], row.packageRoutes ? new Set(row.packageRoutes) : null),
  };
}
