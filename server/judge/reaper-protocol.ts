// Wire format between the judge and reaper.c: requests are NUL-separated argv, reports are one line.

export interface ReaperCommand {
  argv: string[];
  uid: number;
  gid: number;
  cpuMs: number;
  wallMs: number;
  /** Time with no process of the program running or runnable (asleep, waiting); 0 or absent: none. */
  idleMs?: number;
  memoryKb: number;
  processes: number;
  fileBytes: number;
  stackBytes: number;
  boxBytes: number;
  /** Paths inside the sandbox. */
  stdin?: string;
  stdout?: string;
  stderr?: string;
  cwd?: string;
  env: string[];
  /** Copy /box/<name> to /io/<name> after the run (compiler output). */
  exportName?: string;
}

export type ReaperReason = 'none' | 'cpu' | 'wall' | 'idle' | 'memory' | 'exec' | 'setup';

export interface ReaperReport {
  reason: ReaperReason;
  exited: boolean;
  exitCode: number;
  signal: number;
  cpuUs: number;
  wallUs: number;
  maxRssKb: number;
  peakKb: number;
  outBytes: number;
  errno: number;
}

const int = (n: number) => String(Math.max(0, Math.floor(n)));

export function encodeCommand(c: ReaperCommand): Buffer {
  const args: string[] = [
    '-t', int(c.cpuMs), '-w', int(c.wallMs), '-l', int(c.idleMs ?? 0), '-m', int(c.memoryKb), '-p', int(c.processes),
    '-f', int(c.fileBytes), '-s', int(c.stackBytes), '-b', int(c.boxBytes),
    '-u', int(c.uid), '-g', int(c.gid), '-d', c.cwd ?? '/box',
  ];
  if (c.stdin) args.push('-i', c.stdin);
  if (c.stdout) args.push('-o', c.stdout);
  if (c.stderr) args.push('-e', c.stderr);
  if (c.exportName) args.push('-x', c.exportName);
  for (const e of c.env) args.push('-E', e);
  args.push('--', ...c.argv);
  for (const a of args) {
    if (a.includes('\0')) throw new Error('NUL byte in a sandbox argument');
  }
  return Buffer.from(`${args.length}\0${args.join('\0')}\0`, 'utf8');
}

const REASONS = new Set<ReaperReason>(['none', 'cpu', 'wall', 'idle', 'memory', 'exec', 'setup']);

export function parseReport(line: string): ReaperReport | null {
  const parts = line.trim().split(' ');
  if (parts[0] !== 'reaper1') return null;
  const f = new Map<string, string>();
  for (const p of parts.slice(1)) {
    const eq = p.indexOf('=');
    if (eq > 0) f.set(p.slice(0, eq), p.slice(eq + 1));
  }
  const reason = f.get('reason') as ReaperReason | undefined;
  if (!reason || !REASONS.has(reason)) return null;
  const n = (k: string) => Number(f.get(k) ?? 0);
  return {
    reason,
    exited: n('exited') === 1,
    exitCode: n('code'),
    signal: n('signal'),
    cpuUs: n('cpu_us'),
    wallUs: n('wall_us'),
    maxRssKb: n('maxrss_kb'),
    peakKb: n('peak_kb'),
    outBytes: n('out_bytes'),
    errno: n('errno'),
  };
}
