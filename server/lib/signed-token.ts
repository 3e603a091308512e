import { createHmac, timingSafeEqual } from 'node:crypto';

/** A short-lived claim, signed so any server process sharing the secret can check it (the AI chat's editor tokens). */
export interface SignedClaim {
  subject: string;
  expiresAt: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function issueSignedToken(grant: SignedClaim, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The claim if the signature holds and it has not expired; null otherwise. */
export function readSignedToken(token: string, secret: string, now = Date.now()): SignedClaim | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString()) as SignedClaim;
    return typeof grant.expiresAt === 'number' && grant.expiresAt > now ? grant : null;
  } catch {
    return null;
  }
}
