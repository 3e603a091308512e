import { randomBytes } from 'node:crypto';
import { defaultUploadFolder, uploadLimits } from '../../../shared/account-safety/upload-rules';

/** Whose file it is, as the key's folders name it: the school (or the platform) and the account. */
export interface KeyOwner {
  kind: 'staff' | 'student' | 'admin';
  accountId: number;
  schoolId: number | null;
}

const longestName = 100;

/**
 * The file's own name as the last part of a key: characters that mean something in a path, a URL
 * or a storage policy (where `*` and `?` are wildcards) become `_`; a long name keeps its end,
 * so the type the server checks by extension stays the one the person chose.
 */
export function objectFileName(name: string): string {
  const plain = name.replace(/[\u0000-\u001f\u007f/\\*?#%"<>|:]/g, '_').trim();
  return (plain.length > longestName ? plain.slice(-longestName) : plain) || 'file';
}

/**
 * video-transcoding/{folder}/{school}/{account}/{random}-{name}: chosen by the server, never by the
 * uploader, with 128 random bits so that nobody can name another person's file before it exists.
 */
export function newObjectKey(owner: KeyOwner, fileName: string, folder = defaultUploadFolder(), random = randomBytes(16).toString('hex')): string {
  const school = owner.schoolId === null ? 'platform' : `school-${owner.schoolId}`;
  return `${uploadLimits.pathRoot}/${folder}/${school}/${owner.kind}-${owner.accountId}/${random}-${objectFileName(fileName)}`;
}
