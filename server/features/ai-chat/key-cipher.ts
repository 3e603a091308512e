import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM of the AI service key with a key derived from the server secret. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url) so the scheme can change without guessing.
 */
const keyOf = (secret: string) => createHash('sha256').update(`ai-chat-key:${secret}`).digest();

export function encryptKey(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function decryptKey(stored: string, secret: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('unknown AI key format');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** What the back office shows of a key: its length in dots and the last four characters. */
export function maskKey(hint: string): string {
  return `${'*'.repeat(8)}${hint}`;
}
