import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A server secret: the environment's value when set, otherwise one generated once and kept in
 * `dir/fileName` (mode 600), so every process sharing the folder and every restart agrees.
 */
export function keptSecret(dir: string, fileName: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      // Another process wrote it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
