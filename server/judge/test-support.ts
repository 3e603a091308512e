// Shared by the judge test suites: decides whether the real sandbox can be tested here, and
// inspects the host for processes a sandbox may have left behind.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

function sandboxMissing(): string | null {
  if (process.platform !== 'linux') return 'not Linux';
  if (spawnSync('bwrap', ['--version']).status !== 0) return 'bubblewrap (bwrap) is not installed';
  if (process.getuid?.() !== 0) return 'the judge must run as root to switch to sandbox uids';
  return null;
}

const missing = sandboxMissing();

/** Skip only on a developer machine without bwrap; in CI (CI set) the suites run and fail loudly. */
export const skipSandboxSuites = missing !== null && !process.env.CI;

if (skipSandboxSuites) {
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n!!! SKIPPING the judge sandbox suites: ${missing}.\n!!! Install it (apt-get install -y bubblewrap gcc g++ python3) to run them.\n${bar}\n`);
}

export const sandboxMissingReason = missing;

/** PIDs of host processes whose real or effective uid is one of `uids`. */
export function processesOfUids(uids: readonly number[]): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let status: string;
    try {
      status = readFileSync(`/proc/${name}/status`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const ids = /^Uid:\s+(.*)$/m.exec(status)?.[1].split(/\s+/).map(Number) ?? [];
    if (ids.some((u) => uids.includes(u))) found.push(Number(name));
  }
  return found;
}
