import { sql } from 'drizzle-orm';
import { messages } from '../../shared/messages';
import { ErrorCodes } from '../../shared/error-codes';
import { packages, roles, schools, settingsAdmins, staff, staffRoles } from '../db/schema';
import { packageInForce } from './package-routes';
import type { StaffGrantKeys } from './staff-grants';
import { ApiFailure } from '../lib/api-failure';
import type { StaffActor } from './actors';

/**
 * The columns that tell what a staff member may do: account and school state, and the route
 * names of their roles and package. Read from `staff` joined with its `schools` row; the
 * session lookup joins them to the session (one round trip for the session and the actor, the
 * hottest path of the engine), loadStaffActor reads them alone. The screens of the package and
 * roles are not read here, only their versions: staff-grants.ts keeps the screens per version.
 * Principals hold every staff screen, so their roles are not read.
 */
export const staffActorFields = {
  schoolId: staff.schoolId,
  campusId: staff.campusId,
  isPrincipal: staff.isPrincipal,
  staffState: staff.state,
  blocked: staff.blocked,
  schoolState: schools.state,
  /** The grant's versions (staff-grants.ts): the screens themselves are read once per version, not on every call. */
  packageKey: sql<string | null>`case when ${schools.packageId} is null then null
    when not ${packageInForce(schools.packageId, schools.packageStartDate, schools.packageEndDate)} then ''
    else (select p.id || '.' || p.xmin::text from ${packages} p where p.id = ${schools.packageId}) end`,
  /**
   * After a '|', the settings screens the principal granted this member on top of their roles
   * (管理员授权设置), by name: a grant or its removal changes the key itself.
   */
  rolesKey: sql<string | null>`case when ${staff.isPrincipal} then null else
    coalesce((select string_agg(r.id || '.' || r.xmin::text, ',' order by r.id) from ${staffRoles} sr join ${roles} r on r.id = sr.role_id where sr.staff_id = ${staff.id}), '')
    || coalesce((select '|' || string_agg(sa.route_name, '+' order by sa.route_name) from ${settingsAdmins} sa where sa.staff_id = ${staff.id}), '') end`,
};

/** What those columns hold; all null when a session's staff row is gone. */
export interface StaffActorRow extends StaffGrantKeys {
  schoolId: number | null;
  campusId: number | null;
  isPrincipal: boolean | null;
  staffState: number | null;
  /** Blocked by the back office (updateBlockade): refused like a stopped school. */
  blocked: boolean | null;
  schoolState: number | null;
}

/** A staff row with the screens its grant allows (staffAllowed), as the session lookup hands it on. */
export interface StaffGrantRow extends StaffActorRow {
  allowed: ReadonlySet<string>;
}

/** The actor of a live staff member of a live school; anyone else's session has expired. */
export function staffActorFromRow(staffId: number, row: StaffGrantRow | undefined): StaffActor {
  if (row && row.schoolState === 0) throw new ApiFailure(ErrorCodes.InvalidToken, messages.schoolStopped);
  if (!row || row.staffState !== 1 || row.schoolState !== 1) throw new ApiFailure(ErrorCodes.InvalidToken, messages.loginExpired);
  return {
    kind: 'staff',
    staffId,
    schoolId: row.schoolId!,
    campusId: row.isPrincipal || row.campusId === null ? null : row.campusId,
    allowed: row.allowed,
    isPrincipal: row.isPrincipal === true,
  };
}
