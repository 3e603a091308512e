import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The install step both README commands run first. A machine that lacks the judge's tools or
 * Chromium is simulated by a PATH holding only the shell utilities the script needs, so nothing
 * is installed: as root the script runs with --dry-run, as another user it must refuse.
 */
const script = join(__dirname, '..', '..', 'scripts', 'ensure-system-packages.sh');
const scratch = mkdtempSync(join(tmpdir(), 'ensure-packages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function bareMachine(uid: number): string {
  const bin = join(scratch, `bin-${uid}`);
  if (existsSync(bin)) return bin;
  mkdirSync(bin);
  for (const tool of ['bash', 'sed', 'grep', 'sort', 'tail', 'ls', 'seq', 'sleep', 'cat']) {
    const found = spawnSync('bash', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
    symlinkSync(found, join(bin, tool));
  }
  writeFileSync(join(bin, 'id'), `#!/bin/sh\necho ${uid}\n`, { mode: 0o755 });
  return bin;
}

function ensure(uid: number, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('/bin/bash', [script, ...args], { encoding: 'utf8', env: { PATH: bareMachine(uid), ...env } });
  return { status: result.status, out: result.stdout + result.stderr };
}

describe('ensure-system-packages', () => {
  it('as root, installs the judge tools for start and adds Chromium for tests', () => {
    const start = ensure(0, ['start', '--dry-run']);
    expect(start.status).toBe(0);
    expect(start.out).toContain('would run: apt-get install -y -qq --no-install-recommends bubblewrap gcc g++\n');
    const test = ensure(0, ['test', '--dry-run']);
    expect(test.out).toContain('would run: apt-get install -y -qq --no-install-recommends bubblewrap gcc g++ chromium\n');
  });

  it('with CI set, also installs PostgreSQL and starts it', () => {
    const { status, out } = ensure(0, ['test', '--dry-run'], { CI: '1' });
    expect(status).toBe(0);
    expect(out).toContain('--no-install-recommends bubblewrap gcc g++ chromium postgresql postgresql-client\n');
    expect(out).toMatch(/would run: pg_ctlcluster --skip-systemctl-redirect \S+ main start/);
  });

  it('as another user, stops with the one command to run', () => {
    const { status, out } = ensure(1000, ['test']);
    expect(status).toBe(1);
    expect(out).toContain('sudo apt-get update && sudo apt-get install -y --no-install-recommends bubblewrap gcc g++ chromium\n');
  });

  it('refuses an unknown purpose', () => {
    expect(ensure(0, ['deploy']).status).toBe(2);
  });
});
