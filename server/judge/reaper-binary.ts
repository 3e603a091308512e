// Builds reaper.c once (static, -O2) into a root-owned cache folder and reuses it across processes.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const REAPER_SOURCE = fileURLToPath(new URL('./reaper.c', import.meta.url));

export function defaultCacheDir(): string {
  return path.join(os.homedir(), '.cache', 'oj-judge');
}

/** A cached helper is only trusted if we own it and nobody else can write it or its folder. */
async function trusted(file: string): Promise<boolean> {
  try {
    const [st, dir] = await Promise.all([fs.lstat(file), fs.lstat(path.dirname(file))]);
    const uid = process.getuid?.() ?? -1;
    return (
      st.isFile() && st.uid === uid && (st.mode & 0o022) === 0 &&
      dir.isDirectory() && dir.uid === uid && (dir.mode & 0o022) === 0
    );
  } catch {
    return false;
  }
}

async function compile(source: string, out: string): Promise<void> {
  const base = ['-O2', '-Wall', '-o', out, source];
  try {
    await run('gcc', ['-static', ...base], { timeout: 60_000 });
  } catch {
    // No static libc: a dynamic reaper also works, /usr is mounted in the sandbox.
    await run('gcc', base, { timeout: 60_000 });
  }
}

const building = new Map<string, Promise<string>>();

/** Returns the path of the compiled reaper, building it on first use. */
export function ensureReaper(cacheDir = defaultCacheDir()): Promise<string> {
  let p = building.get(cacheDir);
  if (!p) {
    p = build(cacheDir);
    building.set(cacheDir, p);
    p.catch(() => building.delete(cacheDir));
  }
  return p;
}

async function build(cacheDir: string): Promise<string> {
  const source = await fs.readFile(REAPER_SOURCE);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  await fs.mkdir(cacheDir, { recursive: true, mode: 0o700 });
  const target = path.join(cacheDir, `reaper-${hash}`);
  if (await trusted(target)) return target;
  const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
  try {
    await compile(REAPER_SOURCE, tmp);
    await fs.chmod(tmp, 0o755);
    await fs.rename(tmp, target); // atomic: concurrent builders just overwrite each other
  } finally {
    await fs.rm(tmp, { force: true });
  }
  if (!(await trusted(target))) throw new Error(`reaper cache ${cacheDir} is not private to this user`);
  return target;
}
