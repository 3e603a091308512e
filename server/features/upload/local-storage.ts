import { link, mkdir, rm } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { StorageDriver } from './storage-driver';

export const localUploadUrl = '/api/upload/local';
export const localFilesPrefix = '/api/files/';

/** Absolute path of an object key inside root, or null if the key would leave it. */
export function pathForKey(root: string, key: string): string | null {
  const full = resolve(root, key);
  return full.startsWith(resolve(root) + sep) ? full : null;
}

export class ObjectExists extends Error {}

/**
 * Puts a fully written file in place under its key, never over an existing one: a hard link
 * fails when the name is taken, atomically, whichever process gets there first. Half-written
 * files therefore never appear under a key, and a key once stored keeps its bytes.
 */
export async function publishObject(partial: string, target: string): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  try {
    await link(partial, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExists();
    throw error;
  } finally {
    await rm(partial, { force: true });
  }
}

/** Embedded default: the STS call answers the grant's token for this server's upload route; files live under root. */
export function localStorageDriver(root: string): StorageDriver {
  return {
    name: 'local',
    direct: false,
    async removeObject(key) {
      const path = pathForKey(root, key);
      if (path) await rm(path, { force: true });
    },
    readUrl() {
      return null;
    },
    async issueCredentials(grant) {
      return {
        AccessKeyId: 'local',
        AccessKeySecret: '',
        SecurityToken: grant.token,
        Expiration: grant.expiresAt.toISOString(),
        driver: 'local',
        key: grant.key,
        maxBytes: grant.maxBytes,
        uploadUrl: localUploadUrl,
      };
    },
  };
}
