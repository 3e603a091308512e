import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { schools, sessions, staff } from '../db/schema';
import { hashToken, newToken } from '../lib/tokens';
import { staffActorFields, type StaffGrantRow } from './staff-actor-row';
import { staffAllowed } from './staff-grants';
import type { SessionKind } from './actors';
import { accountStanding, staffStanding, type AccountStanding } from './account-standing';

export type { SessionKind } from './actors';

export interface SessionRef {
  id: number;
  kind: SessionKind;
  accountId: number;
  /**
   * Staff sessions: the staff member's state, school and grant, read by the same statement as the
   * session so that the CRUD engine's calls need no second round trip (null: no such staff).
   */
  staff?: StaffGrantRow | null;
  /** Read with the session: the server refuses a session whose account may no longer call. */
  standing: AccountStanding;
}

/**
 * The session behind a token hash, and for a staff session its actor. Prepared by name: on
 * PostgreSQL each pooled connection plans it once (lookups by unique keys, so the generic plan
 * is the right one for every token); PGlite ignores the name and plans it on each call.
 */
function prepareLookup(db: Db) {
  return db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      accountId: sessions.accountId,
      revoked: sql<boolean>`${sessions.revokedAt} is not null`,
      standing: accountStanding(sessions.kind, sessions.accountId),
      ...staffActorFields,
    })
    .from(sessions)
    .leftJoin(staff, and(eq(sessions.kind, 'staff'), eq(staff.id, sessions.accountId)))
    .leftJoin(schools, eq(schools.id, staff.schoolId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup');
}

/**
 * A revoked session never calls again, but while its account stays blocked or its school stopped
 * it still answers why (blocking ends the sessions so that lifting the block revives none).
 */
function standingOf(revoked: boolean, standing: AccountStanding): AccountStanding {
  return revoked && standing === 'active' ? 'ended' : standing;
}

/** Server-side sessions behind opaque tokens; any server process can resolve any token. */
export function createSessionStore(db: Db, ttlHours: number) {
  const lookup = prepareLookup(db);
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
      const [row] = await lookup.execute({ tokenHash: hashToken(token), now: new Date().toISOString() });
      if (!row) return null;
      const { id, kind, accountId, revoked, standing, ...actor } = row;
      if (kind !== 'staff') return { id, kind, accountId, standing: standingOf(revoked, standing) };
      const staffRow = actor.staffState === null ? null : { ...actor, allowed: await staffAllowed(db, actor) };
      return { id, kind, accountId, staff: staffRow, standing: standingOf(revoked, staffStanding(staffRow)) };
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Ends the sessions of one account: after its password is changed or reset nobody keeps using
 * a token issued under the old password. `keep`: the session that made the change, which may
 * stay signed in. `db` may be the transaction that writes the new password.
 */
export async function endAccountSessions(db: Pick<Db, 'update'>, kind: SessionKind, accountId: number, keep?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.kind, kind), eq(sessions.accountId, accountId), isNull(sessions.revokedAt), keep === undefined ? undefined : ne(sessions.id, keep)));
}
