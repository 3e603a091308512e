import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { schools, staff, students } from '../../db/schema';

/**
 * Whether a signed-in account may still call, or why not. Sign-in checks the same conditions;
 * this re-checks them on every call, so a token issued before the school was stopped or the
 * account blocked (PlatformStaff updateBlockade) stops working at its next call or refresh.
 */
export type AccountStanding = 'active' | 'schoolStopped' | 'blocked';

/** SQL: the standing of the account a session row names, read in the session lookup's own query. */
export function accountStanding(kind: SQLWrapper, accountId: SQLWrapper): SQL<AccountStanding> {
  return sql<AccountStanding>`case ${kind}
    when 'staff' then (select case when sc.state <> 1 then 'schoolStopped' when s.blocked then 'blocked' else 'active' end
      from ${staff} s join ${schools} sc on sc.id = s.school_id where s.id = ${accountId})
    when 'student' then (select case when sc.state <> 1 then 'schoolStopped' else 'active' end
      from ${students} st join ${schools} sc on sc.id = st.school_id where st.id = ${accountId})
    else 'active' end`;
}
