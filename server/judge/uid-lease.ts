// Leases sandbox uids so two judges on one host (two servers, parallel test files) never share
// one: RLIMIT_NPROC is counted per uid, and a shared uid would let one sandbox starve another.
// A lease is a lock folder holding the owner's pid; folders of dead owners are taken over.
import { lstatSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_LOCK_DIR = '/run/oj-judge-uids';

function accountUids(): Set<number> {
  const used = new Set<number>();
  for (const file of ['/etc/passwd', '/etc/group']) {
    try {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const id = Number(line.split(':')[2]);
        if (Number.isInteger(id)) used.add(id);
      }
    } catch {
      // missing file: nothing to avoid
    }
  }
  return used;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const st = lstatSync(dir);
  if (!st.isDirectory() || st.uid !== process.getuid?.() || (st.mode & 0o022) !== 0) {
    throw new Error(`${dir} is not a private folder of this user`);
  }
}

export interface UidLease {
  uids: number[];
  release(): void;
}

export function leaseUids(count: number, base: number, range: number, lockDir = DEFAULT_LOCK_DIR): UidLease {
  ensurePrivateDir(lockDir);
  const taken: string[] = [];
  const uids: number[] = [];
  const accounts = accountUids();
  for (let uid = base; uid < base + range && uids.length < count; uid++) {
    if (uid <= 0 || accounts.has(uid)) continue;
    const lock = path.join(lockDir, String(uid));
    if (!tryLock(lock)) continue;
    taken.push(lock);
    uids.push(uid);
  }
  const release = () => {
    for (const lock of taken.splice(0)) rmSync(lock, { recursive: true, force: true });
  };
  if (uids.length < count) {
    release();
    throw new Error(`only ${uids.length} of ${count} sandbox uids free in ${base}..${base + range - 1}`);
  }
  return { uids, release };
}

function tryLock(lock: string): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      mkdirSync(lock, { mode: 0o700 });
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      return true;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    let owner = NaN;
    try {
      owner = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    } catch {
      // being created right now, or left half-made by a crash
    }
    if (owner > 0 && alive(owner)) return false;
    // No pid yet: maybe being written right now; only a long-abandoned one is taken over.
    if (!(owner > 0)) {
      let age: number;
      try {
        age = Date.now() - statSync(lock).mtimeMs;
      } catch {
        continue; // released meanwhile: try again
      }
      if (age < 60_000) return false;
    }
    rmSync(lock, { recursive: true, force: true });
  }
  return false;
}
