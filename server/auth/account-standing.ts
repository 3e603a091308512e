import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { adminUsers, schools, students } from '../db/schema';
import type { StaffActorRow } from './staff-actor-row';

/**
 * Whether a signed-in account may still call, or why not. Sign-in checks the same conditions;
 * the session lookup re-checks them on every call, so a token issued before the school was
 * stopped, the account blocked (PlatformStaff updateBlockade) or disabled, the student quit or
 * deleted, or the staff member left, stops working at its next call or refresh (freshData too).
 * 'ended': the account is gone, quit or left, answered like an expired sign-in.
 */
export type AccountStanding = 'active' | 'schoolStopped' | 'blocked' | 'ended';

/**
 * SQL: the standing of a student or administrator session's account, read in the session
 * lookup's own query (no row: the account is gone). Staff standing comes from the staff actor
 * row the same query already reads (staffStanding).
 */
export function accountStanding(kind: SQLWrapper, accountId: SQLWrapper): SQL<AccountStanding> {
  return sql<AccountStanding>`case
    when ${kind} = 'student' then coalesce((select case when sc.state <> 1 then 'schoolStopped'
        when st.state <> 1 or st.deleted_at is not null then 'ended' else 'active' end
      from ${students} st join ${schools} sc on sc.id = st.school_id where st.id = ${accountId}), 'ended')
    when ${kind} = 'admin' then coalesce((select case when a.state <> 1 then 'blocked' else 'active' end
      from ${adminUsers} a where a.id = ${accountId}), 'ended')
    else 'active' end`;
}

/** The standing of a staff member from their actor row (no row: the account is gone). */
export function staffStanding(row: StaffActorRow | null): AccountStanding {
  if (!row) return 'ended';
  if (row.schoolState !== 1) return 'schoolStopped';
  if (row.blocked) return 'blocked';
  return row.staffState === 1 ? 'active' : 'ended';
}
