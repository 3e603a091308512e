import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';
import { accountStanding, type AccountStanding } from './account-standing';

export type SessionKind = 'staff' | 'student' | 'admin';

export interface SessionRef {
  id: number;
  kind: SessionKind;
  accountId: number;
  /** Read with the session: the server refuses a session whose account may no longer call. */
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
      const rows = await db
        .select({ id: sessions.id, kind: sessions.kind, accountId: sessions.accountId, standing: accountStanding(sessions.kind, sessions.accountId) })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return rows[0] ?? null;
    },

    async revoke(sessionId: number): Promise<void> {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
