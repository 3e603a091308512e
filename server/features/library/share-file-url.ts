import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where a share page's files are read: never the storage address itself, which would outlive the link. */
export const shareFilePath = '/api/share/file';

/** How long one file address handed out by a share page works; the page asks again on reopening. */
export const shareFileSeconds = 15 * 60;

export interface ShareFileClaim {
  linkId: number;
  fileId: number;
  /** Unix seconds after which the address stops working. */
  expires: number;
}

/**
 * The link's token hash signs the address: it is in the database of every server process, never
 * leaves it, and dies with the link's row. The file route checks the link itself again on every
 * read, so a revoked or expired link cuts off every address it handed out at once.
 */
function signature(tokenHash: string, claim: ShareFileClaim): string {
  return createHmac('sha256', tokenHash).update(`share-file:${claim.linkId}:${claim.fileId}:${claim.expires}`).digest('base64url');
}

/** A signed, short-lived address of one file of a shared album; `name` only makes downloads readable. */
export function shareFileUrl(tokenHash: string, linkId: number, fileId: number, name: string, now = new Date()): string {
  const claim = { linkId, fileId, expires: Math.floor(now.getTime() / 1000) + shareFileSeconds };
  const query = new URLSearchParams({ l: String(linkId), f: String(fileId), e: String(claim.expires), s: signature(tokenHash, claim), n: name });
  return `${shareFilePath}?${query.toString()}`;
}

/** Reads the claim of an address, or null when it is malformed (its signature is checked by verifyShareFile). */
export function parseShareFileQuery(query: Record<string, unknown>): (ShareFileClaim & { sig: string }) | null {
  const [linkId, fileId, expires] = [query.l, query.f, query.e].map((v) => Number(v));
  const sig = typeof query.s === 'string' ? query.s : '';
  if (![linkId, fileId, expires].every((n) => Number.isSafeInteger(n) && n > 0) || !sig) return null;
  return { linkId, fileId, expires, sig };
}

/** True when the address was signed for this link and has not yet run out. */
export function verifyShareFile(tokenHash: string, claim: ShareFileClaim & { sig: string }, now = new Date()): boolean {
  if (claim.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(tokenHash, claim));
  const given = Buffer.from(claim.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
