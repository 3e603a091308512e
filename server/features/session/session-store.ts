import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { staffActorQuery, type StaffActorRow } from '../../crud/staff-actor-row';
import { staffStanding, studentStanding, type AccountStanding } from './account-standing';

export type SessionKind = 'staff' | 'student' | 'admin';

export interface SessionRef {
  id: number;
  kind: SessionKind;
  accountId: number;
  /**
   * Staff sessions: the staff member's state, school and route names, read by the same statement
   * as the session so that the CRUD engine's calls need no second round trip (null: no such staff).
   */
  staff?: StaffActorRow | null;
  /** Read with the session: the server refuses a session whose account may no longer call. */
  standing: AccountStanding;
}

interface SessionRow extends StaffActorRow {
  session_id: number | string;
  kind: SessionKind;
  account_id: number;
  standing: AccountStanding;
}

/** Server-side sessions behind opaque tokens; any server process can resolve any token. */
export function createSessionStore(db: Db, ttlHours: number) {
  return {
    async issue(kind: SessionKind, accountId: number, ip: string | null): Promise<string> {
      const token = newToken();
      await db.insert(sessions).values({
        tokenHash: hashToken(token),
        kind,
        accountId,
        ip,
        expiresAt: new Date(Date.now() + ttlHours * 3600_000),
      });
      return token;
    },

    async resolve(token: string): Promise<SessionRef | null> {
      const result = await db.execute<SessionRow>(sql`
        select se.id as session_id, se.kind, se.account_id, ${studentStanding(sql.raw('se.kind'), sql.raw('se.account_id'))} as standing, a.*
        from ${sessions} se left join lateral (${staffActorQuery(sql.raw('se.account_id'))}) a on se.kind = 'staff'
        where se.token_hash = ${hashToken(token)} and se.revoked_at is null and se.expires_at > ${new Date().toISOString()}
        limit 1`);
      const row = (result as unknown as { rows: SessionRow[] }).rows[0];
      if (!row) return null;
      const { session_id, kind, account_id, standing, ...staff } = row;
      const ref: SessionRef = { id: Number(session_id), kind, accountId: Number(account_id), standing };
      if (kind === 'staff') {
        ref.staff = staff.staff_state === null ? null : (staff as StaffActorRow);
        ref.standing = staffStanding(ref.staff);
      }
      return ref;
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
