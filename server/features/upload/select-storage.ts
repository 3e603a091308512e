import { resolve } from 'node:path';
import type { ServerConfig } from '../../config';
import { localStorageDriver } from './local-storage';
import { ossStorageDriver } from './oss-storage';
import type { StorageDriver } from './storage-driver';

/**
 * Where the local driver keeps files: UPLOAD_DIR, else `uploads` beside the database folder
 * (data/uploads by default). Not inside DATA_DIR itself, which PGlite owns as its data directory.
 */
export function uploadRoot(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.UPLOAD_DIR ?? resolve(config.dataDir, '..', 'uploads'));
}

/** STORAGE_DRIVER=oss with OSS_* selects Alibaba Cloud OSS; otherwise files stay on this machine. */
export function selectStorage(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): StorageDriver {
  if (env.STORAGE_DRIVER !== 'oss') return localStorageDriver(uploadRoot(config, env));
  const keys = ['OSS_REGION', 'OSS_BUCKET', 'OSS_ACCESS_KEY_ID', 'OSS_ACCESS_KEY_SECRET', 'OSS_ROLE_ARN'];
  const missing = keys.filter((k) => !env[k]);
  if (missing.length) throw new Error(`STORAGE_DRIVER=oss needs ${missing.join(', ')}`);
  return ossStorageDriver({
    region: env.OSS_REGION!,
    bucket: env.OSS_BUCKET!,
    accessKeyId: env.OSS_ACCESS_KEY_ID!,
    accessKeySecret: env.OSS_ACCESS_KEY_SECRET!,
    roleArn: env.OSS_ROLE_ARN!,
  });
}
