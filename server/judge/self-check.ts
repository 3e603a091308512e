// Proves a slot really sandboxes before any submission runs in it: the probe program must see
// a non-root uid with no capabilities, no network interface but lo, and neither /etc/shadow nor
// the server's own files. Any doubt and the judge refuses to run code at all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readFileSafeOrEmpty } from './safe-read.js';
import type { SandboxSlot } from './sandbox-slot.js';

/** Resolves with bwrap's version, or null when it cannot be started. */
export function bwrapVersion(): Promise<string | null> {
  return new Promise((resolve) => {
    let out = '';
    const p = spawn('bwrap', ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    p.stdout.on('data', (d: Buffer) => (out += d.toString()));
    p.on('error', () => resolve(null));
    p.on('close', (code) => resolve(code === 0 ? out.trim() : null));
  });
}

/** Returns null when the slot is sound, else what is wrong (English, for the log and SE text). */
export async function probeSlot(slot: SandboxSlot): Promise<string | null> {
  const secret = path.join(process.cwd(), 'package.json');
  slot.stage([]);
  const r = await slot.exec({
    argv: ['/usr/bin/cat', '/proc/self/status', '/proc/net/dev', '/etc/shadow', '/etc/passwd', secret],
    cpuMs: 2000,
    wallMs: 5000,
    memoryKb: 64 * 1024,
    processes: 4,
    fileBytes: 1 << 20,
    stackBytes: 8 << 20,
    boxBytes: 1 << 20,
    stdout: '/io/probe.out',
    stderr: '/io/probe.err',
    env: ['PATH=/usr/bin:/bin', 'LC_ALL=C'],
  });
  if (r.reason !== 'none') return `probe program did not run (reason ${r.reason}, errno ${r.errno})`;
  const out = readFileSafeOrEmpty(slot.io('probe.out'), 1 << 20).data.toString('utf8');
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(out)?.[1]?.trim();
  const uids = (field('Uid') ?? '').split(/\s+/).map(Number);
  if (uids.length !== 4 || uids.some((u) => !(u > 0))) return `sandboxed code runs as uid "${field('Uid')}"`;
  if (uids.some((u) => u !== slot.uid)) return `sandboxed code runs as uid ${uids[0]}, expected ${slot.uid}`;
  for (const cap of ['CapEff', 'CapPrm', 'CapAmb']) {
    if (!/^0+$/.test(field(cap) ?? '')) return `sandboxed code holds capabilities (${cap} ${field(cap)})`;
  }
  // /proc/net/dev: two header lines, then one "name: counters" line per interface.
  const netStart = out.indexOf('Inter-|');
  if (netStart < 0) return 'probe could not read /proc/net/dev';
  const ifaces: string[] = [];
  for (const line of out.slice(netStart).split('\n').slice(2)) {
    const m = /^\s*([^:\s]+):\s*\d/.exec(line);
    if (!m) break;
    ifaces.push(m[1]);
  }
  const notLo = ifaces.filter((n) => n !== 'lo');
  if (notLo.length) return `sandboxed code sees network interfaces ${notLo.join(', ')}`;
  if (/^root:/m.test(out)) return 'sandboxed code can read /etc/passwd or /etc/shadow';
  if (out.includes('"name"')) return `sandboxed code can read ${secret}`;
  return null;
}
