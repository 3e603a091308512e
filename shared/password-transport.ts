import Base64 from 'crypto-js/enc-base64';
import MD5 from 'crypto-js/md5';

/** How a password travels (section 5): the MD5 digest, base64-encoded. The server never sees the clear text. */
export function encodePasswordForTransport(password: string): string {
  return Base64.stringify(MD5(password));
}
