import { createHmac, timingSafeEqual } from 'node:crypto';

/** A short-lived permission to upload, signed so any server process sharing the secret can check it. */
export interface UploadGrant {
  subject: string;
  expiresAt: number;
}

const sign = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

export function issueGrant(grant: UploadGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The grant if the signature holds and it has not expired; null otherwise. */
export function readGrant(token: string, secret: string, now = Date.now()): UploadGrant | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload, secret));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString()) as UploadGrant;
    return typeof grant.expiresAt === 'number' && grant.expiresAt > now ? grant : null;
  } catch {
    return null;
  }
}
