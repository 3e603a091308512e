import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { schools, students } from '../db/schema';
import type { StaffActorRow } from './staff-actor-row';

/**
 * Whether a signed-in account may still call, or why not. Sign-in checks the same conditions;
 * the session lookup re-checks them on every call, so a token issued before the school was
 * stopped or the account blocked (PlatformStaff updateBlockade) stops working at its next call
 * or refresh.
 */
export type AccountStanding = 'active' | 'schoolStopped' | 'blocked';

/**
 * SQL: the standing of a student session's account, read in the session lookup's own query.
 * Staff standing comes from the staff actor row the same query already reads (staffStanding).
 */
export function studentStanding(kind: SQLWrapper, accountId: SQLWrapper): SQL<AccountStanding> {
  return sql<AccountStanding>`case when ${kind} = 'student' then (select case when sc.state <> 1 then 'schoolStopped' else 'active' end
      from ${students} st join ${schools} sc on sc.id = st.school_id where st.id = ${accountId})
    else 'active' end`;
}

/** The standing of a staff member from their actor row (no row: the account is gone, left to the actor check). */
export function staffStanding(row: StaffActorRow | null): AccountStanding {
  if (!row) return 'active';
  if (row.schoolState !== 1) return 'schoolStopped';
  return row.blocked ? 'blocked' : 'active';
}
