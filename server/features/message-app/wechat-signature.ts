import { createHash, timingSafeEqual } from 'node:crypto';

/** WeChat's server verification: sha1 of token, timestamp and nonce sorted and joined, in hex. */
export function wechatSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}

/** Compared in constant time; a missing part never verifies. */
export function verifyWechatSignature(token: string | null | undefined, query: { signature?: unknown; timestamp?: unknown; nonce?: unknown }): boolean {
  const { signature, timestamp, nonce } = query;
  if (!token || typeof signature !== 'string' || typeof timestamp !== 'string' || typeof nonce !== 'string') return false;
  if (!/^[0-9a-f]{40}$/.test(signature) || timestamp.length > 20 || nonce.length > 64) return false;
  return timingSafeEqual(Buffer.from(signature), Buffer.from(wechatSignature(token, timestamp, nonce)));
}
