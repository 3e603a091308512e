import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimWorkFolder, removeStaleWorkFolders } from './stale-work-folders.js';

describe('stale judge work folders', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'stale-folders-test-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const folder = (name: string, owner?: number, ageMs = 0) => {
    const dir = path.join(root, name);
    mkdirSync(path.join(dir, 'cache'), { recursive: true });
    writeFileSync(path.join(dir, 'cache', 'main'), 'compiled program');
    if (owner !== undefined) writeFileSync(path.join(dir, 'owner.pid'), String(owner));
    const at = (Date.now() - ageMs) / 1000;
    utimesSync(dir, at, at);
    return dir;
  };

  it('removes folders of judges that are gone, keeps live ones, fresh unowned ones and anything else', () => {
    // A pid above the kernel's maximum is never alive: the owner was killed.
    folder('oj-judge-crashed', 2 ** 30);
    folder('oj-judge-old-version', undefined, 10 * 60_000);
    const mine = folder('oj-judge-mine');
    claimWorkFolder(mine);
    folder('oj-judge-being-created');
    folder('not-a-judge-folder', 2 ** 30);
    const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'stale-target-'));
    writeFileSync(path.join(elsewhere, 'precious'), 'x');
    symlinkSync(elsewhere, path.join(root, 'oj-judge-symlink'));
    try {
      expect(removeStaleWorkFolders(root).sort()).toEqual(['oj-judge-crashed', 'oj-judge-old-version']);
      expect(readdirSync(root).sort()).toEqual(['not-a-judge-folder', 'oj-judge-being-created', 'oj-judge-mine', 'oj-judge-symlink']);
      expect(readdirSync(elsewhere)).toEqual(['precious']);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
