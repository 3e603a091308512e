import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wechatBindings, wechatBindTokens } from '../../db/schema';
import { bindScenePrefix } from './message-app-provider';

export type PersonKind = 'guardian' | 'staff';

/** A binding QR code works for 30 minutes (WeChat's temporary QR codes allow up to 30 days). */
export const bindTokenSeconds = 30 * 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh unguessable token (192 bits) for one person; only its hash is stored. Returns the QR scene. */
export async function issueBindToken(db: Db, schoolId: number, personKind: PersonKind, personId: number): Promise<{ scene: string; expiresAt: Date }> {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + bindTokenSeconds * 1000);
  // Expired tokens are of no use to anyone: swept as new ones are made.
  await db.delete(wechatBindTokens).where(lt(wechatBindTokens.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(wechatBindTokens).values({ tokenHash: hashOf(token), schoolId, personKind, personId, expiresAt });
  return { scene: `${bindScenePrefix}${token}`, expiresAt };
}

/**
 * A scan's EventKey (`qrscene_bind_…` on subscribe, `bind_…` on SCAN) consumed for the school: the
 * token must be this school's, unexpired and unused; it is then used up and the openid bound to its
 * person (binding the same person twice is a no-op). Null when the key binds nothing.
 */
export async function consumeBindScene(db: Db, schoolId: number, eventKey: string, openid: string): Promise<{ personKind: PersonKind; personId: number } | null> {
  const scene = eventKey.startsWith('qrscene_') ? eventKey.slice('qrscene_'.length) : eventKey;
  if (!scene.startsWith(bindScenePrefix)) return null;
  const token = scene.slice(bindScenePrefix.length);
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(wechatBindTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(wechatBindTokens.tokenHash, hashOf(token)), eq(wechatBindTokens.schoolId, schoolId), isNull(wechatBindTokens.usedAt), gt(wechatBindTokens.expiresAt, new Date())))
      .returning({ personKind: wechatBindTokens.personKind, personId: wechatBindTokens.personId });
    if (!used) return null;
    await tx.insert(wechatBindings).values({ schoolId, personKind: used.personKind, personId: used.personId, openid }).onConflictDoNothing();
    return used;
  });
}
