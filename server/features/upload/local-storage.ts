import { mkdirSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { keptSecret } from '../../lib/kept-secret';
import { issueGrant } from './upload-grant';
import type { StorageDriver } from './storage-driver';

export const localUploadUrl = '/api/upload/local';
export const localFilesPrefix = '/api/files/';
const grantMinutes = 15;

/** The signing secret: UPLOAD_GRANT_SECRET, or one kept beside the files so every process and restart agrees. */
export function uploadSecret(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return keptSecret(root, '.grant-secret', env.UPLOAD_GRANT_SECRET);
}

/** Absolute path of an object key inside root, or null if the key would leave it. */
export function pathForKey(root: string, key: string): string | null {
  const full = resolve(root, key);
  return full.startsWith(resolve(root) + sep) ? full : null;
}

export function ensureParent(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
}

/** Embedded default: the STS call answers a signed upload grant for this server's upload route. */
export function localStorageDriver(secret: string): StorageDriver {
  return {
    name: 'local',
    async issueCredentials(subject) {
      const expiresAt = Date.now() + grantMinutes * 60_000;
      return {
        AccessKeyId: 'local',
        AccessKeySecret: '',
        SecurityToken: issueGrant({ subject, expiresAt }, secret),
        Expiration: new Date(expiresAt).toISOString(),
        driver: 'local',
        uploadUrl: localUploadUrl,
      };
    },
  };
}
