// Each judge process works in a private folder <workRoot>/oj-judge-XXXXXX (slot folders, compiled
// programs). A process that ends normally removes it; one that was killed (kill -9, power loss)
// leaves it behind, and compiled programs add up over many restarts. A judge starting up removes
// the folders whose owner is gone, never one another live judge on this host is using.
import { lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const WORK_FOLDER_PREFIX = 'oj-judge-';
const OWNER_FILE = 'owner.pid';
/** A folder without an owner file may be one being created right now: only an older one is stale. */
const UNOWNED_GRACE_MS = 60_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Marks a work folder as this process's, so other judges starting up leave it alone. */
export function claimWorkFolder(dir: string): void {
  writeFileSync(path.join(dir, OWNER_FILE), String(process.pid), { mode: 0o600 });
}

/**
 * Removes the stale work folders in `workRoot`; returns their names. Only real folders (not symlinks:
 * /tmp is shared with everyone) owned by this user are considered.
 */
export function removeStaleWorkFolders(workRoot: string, now = Date.now()): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(workRoot);
  } catch {
    return removed;
  }
  for (const name of names) {
    if (!name.startsWith(WORK_FOLDER_PREFIX)) continue;
    const dir = path.join(workRoot, name);
    try {
      const st = lstatSync(dir);
      if (!st.isDirectory() || st.uid !== process.getuid?.()) continue;
      let owner = NaN;
      try {
        owner = Number(readFileSync(path.join(dir, OWNER_FILE), 'utf8'));
      } catch {
        // no owner file: left by an older version, or being created right now
      }
      if (owner > 0 ? alive(owner) : now - st.mtimeMs < UNOWNED_GRACE_MS) continue;
      rmSync(dir, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // vanished meanwhile or not removable: the next start tries again
    }
  }
  return removed;
}
