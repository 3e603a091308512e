// Unit tests of the reaper wire format, uid leases and limit scaling (no sandbox needed).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.js';
import { runLimits } from './limits.js';
import { encodeCommand, parseReport } from './reaper-protocol.js';
import { leaseUids } from './uid-lease.js';

describe('reaper protocol', () => {
  it('encodes a count and NUL-separated arguments', () => {
    const buf = encodeCommand({
      argv: ['/prog/main', 'a b'], uid: 64000, gid: 64000, cpuMs: 1000, wallMs: 3000, idleMs: 1000, memoryKb: 65536,
      processes: 16, fileBytes: 100, stackBytes: 200, boxBytes: 300, stdin: '/io/in', env: ['A=1'],
    });
    const parts = buf.toString().split('\0');
    expect(Number(parts[0])).toBe(parts.length - 2);
    expect(parts.slice(-4)).toEqual(['--', '/prog/main', 'a b', '']);
    expect(parts.slice(1, 7)).toEqual(['-t', '1000', '-w', '3000', '-l', '1000']);
    expect(() => encodeCommand({ argv: ['x\0y'], uid: 1, gid: 1, cpuMs: 1, wallMs: 1, memoryKb: 1, processes: 1, fileBytes: 1, stackBytes: 1, boxBytes: 1, env: [] })).toThrow();
  });

  it('parses reports and rejects anything else', () => {
    const r = parseReport('reaper1 reason=cpu exited=0 code=0 signal=9 cpu_us=1500123 wall_us=1600000 maxrss_kb=1200 peak_kb=1300 out_bytes=5 errno=0');
    expect(r).toMatchObject({ reason: 'cpu', exited: false, signal: 9, cpuUs: 1500123, maxRssKb: 1200, peakKb: 1300, outBytes: 5 });
    expect(parseReport('reaper1 reason=idle exited=0 code=0 signal=9 cpu_us=1 wall_us=1000000 maxrss_kb=1 peak_kb=1 out_bytes=0 errno=0')?.reason).toBe('idle');
    expect(parseReport('hello')).toBeNull();
    expect(parseReport('reaper1 reason=bogus')).toBeNull();
  });
});

describe('limits', () => {
  it('scales Python and derives the wall clock', () => {
    const c = runLimits(LANGUAGES.c, 1000, 65536, 1 << 20, 2 << 20);
    expect(c).toMatchObject({ cpuMs: 1000, wallMs: 3000, idleMs: 1000, memoryKb: 65536 });
    const py = runLimits(LANGUAGES.python3, 1000, 65536, 1 << 20, 2 << 20);
    expect(py.cpuMs).toBe(3100);
    expect(py.wallMs).toBe(7200);
    expect(py.memoryKb).toBe(2 * 65536 + 16 * 1024);
    expect(() => runLimits(LANGUAGES.c, 0, 65536, 1, 1)).toThrow();
  });
});

describe('uid leases', () => {
  it('hands out disjoint uids, skips live owners and takes over dead ones', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'judge-uids-'));
    try {
      const a = leaseUids(2, 64500, 10, dir);
      const b = leaseUids(2, 64500, 10, dir);
      expect(a.uids).toHaveLength(2);
      expect(b.uids.filter((u) => a.uids.includes(u))).toEqual([]);
      expect(() => leaseUids(7, 64500, 10, dir)).toThrow(/free/);
      a.release();
      const c = leaseUids(2, 64500, 10, dir);
      expect(c.uids).toEqual(a.uids);
      // A lock whose owner is dead is taken over.
      const stale = path.join(dir, String(64509));
      mkdirSync(stale);
      writeFileSync(path.join(stale, 'pid'), '999999999');
      const d = leaseUids(6, 64500, 10, dir);
      expect(d.uids).toContain(64509);
      b.release();
      c.release();
      d.release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
