// One worker slot: a long-lived bwrap sandbox whose PID 1 is our reaper, plus the slot's own
// host folders and uid. Keeping the namespaces alive between runs is what brings the per-run
// overhead down to a fork+exec; the reaper gives every run a fresh /box and kills leftovers.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { copyFileSync, linkSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bwrapArgs } from './bwrap-args.js';
import { encodeCommand, parseReport, type ReaperCommand, type ReaperReport } from './reaper-protocol.js';

export class SandboxError extends Error {}

/** A file to place in /prog: hard-linked from another file, or written from memory.
 *  `immutable` marks compile-cache files, whose path identifies their content, so an
 *  identical link already in place is kept (the common case: many runs of one binary). */
export type StagedFile =
  | { name: string; from: string; immutable?: boolean }
  | { name: string; data: string | Buffer };

interface Waiter {
  resolve: (line: string) => void;
  reject: (err: Error) => void;
}

const START_TIMEOUT_MS = 10_000;
/** Slack on top of the wall limit for the reaper's own cleanup before we declare it hung. */
const GUARD_MS = 10_000;

export class SandboxSlot {
  readonly progDir: string;
  readonly ioDir: string;
  private proc: ChildProcessWithoutNullStreams | null = null;
  private starting: Promise<void> | null = null;
  private stdoutBuf = '';
  private stderrTail = '';
  private waiters: Waiter[] = [];
  private staged = new Map<string, string>();
  private closed = false;

  constructor(
    readonly index: number,
    readonly uid: number,
    readonly dir: string,
    private readonly reaper: string,
  ) {
    this.progDir = path.join(dir, 'prog');
    this.ioDir = path.join(dir, 'io');
    mkdirSync(this.progDir, { recursive: true, mode: 0o755 });
    mkdirSync(this.ioDir, { recursive: true, mode: 0o700 });
  }

  io(name: string): string {
    return path.join(this.ioDir, name);
  }

  /** Starts the sandbox if it is not running (first use, or after a crash). */
  ensureStarted(): Promise<void> {
    if (this.closed) return Promise.reject(new SandboxError('slot closed'));
    if (this.proc) return Promise.resolve();
    if (!this.starting) {
      this.starting = this.start().finally(() => {
        this.starting = null;
      });
    }
    return this.starting;
  }

  private async start(): Promise<void> {
    const args = bwrapArgs({ progDir: this.progDir, ioDir: this.ioDir, reaper: this.reaper });
    const proc = spawn('bwrap', args, { stdio: ['pipe', 'pipe', 'pipe'], env: {} });
    this.proc = proc;
    this.stdoutBuf = '';
    this.stderrTail = '';
    proc.stdout.setEncoding('utf8');
    proc.stdout.on('data', (chunk: string) => this.onStdout(chunk));
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-2000);
    });
    proc.stdin.on('error', () => {}); // EPIPE when the sandbox died; reported through 'exit'
    const died = (why: string) => {
      if (this.proc !== proc) return;
      this.proc = null;
      const err = new SandboxError(`${why}${this.stderrTail ? `: ${this.stderrTail.trim()}` : ''}`);
      for (const w of this.waiters.splice(0)) w.reject(err);
    };
    proc.on('error', (e) => died(`bwrap failed to start (${e.message})`));
    proc.on('exit', (code, sig) => died(`sandbox exited (code ${code}, signal ${sig})`));
    const line = await this.nextLine(START_TIMEOUT_MS);
    if (line.trim() !== 'reaper1 ready') {
      this.kill();
      throw new SandboxError(`unexpected reaper greeting: ${line.slice(0, 200)}`);
    }
  }

  private onStdout(chunk: string): void {
    this.stdoutBuf += chunk;
    let nl: number;
    while ((nl = this.stdoutBuf.indexOf('\n')) >= 0) {
      const line = this.stdoutBuf.slice(0, nl);
      this.stdoutBuf = this.stdoutBuf.slice(nl + 1);
      const w = this.waiters.shift();
      if (w) w.resolve(line);
    }
  }

  private nextLine(timeoutMs: number): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        const i = this.waiters.indexOf(waiter);
        if (i >= 0) this.waiters.splice(i, 1);
        this.kill(); // a hung reaper cannot be trusted any more: restart on next use
        reject(new SandboxError('sandbox did not answer in time'));
      }, timeoutMs);
      const waiter: Waiter = {
        resolve: (l) => {
          clearTimeout(timer);
          resolve(l);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Runs one command in the sandbox; rejects with SandboxError if the sandbox itself failed. */
  async exec(cmd: Omit<ReaperCommand, 'uid' | 'gid'>): Promise<ReaperReport> {
    await this.ensureStarted();
    const proc = this.proc;
    if (!proc) throw new SandboxError('sandbox not running');
    const reply = this.nextLine(cmd.wallMs + GUARD_MS);
    proc.stdin.write(encodeCommand({ ...cmd, uid: this.uid, gid: this.uid }));
    const line = await reply;
    const report = parseReport(line);
    if (!report) {
      this.kill();
      throw new SandboxError(`bad reaper report: ${line.slice(0, 200)}`);
    }
    return report;
  }

  /** Makes /prog contain exactly `files` (links are skipped when already in place). */
  stage(files: StagedFile[]): void {
    const want = new Map(files.map((f) => [f.name, f]));
    for (const [name, from] of this.staged) {
      const f = want.get(name);
      if (!f || !('from' in f) || !f.immutable || f.from !== from) {
        unlinkSync(path.join(this.progDir, name));
        this.staged.delete(name);
      }
    }
    for (const f of files) {
      if (f.name.includes('/') || f.name.startsWith('.')) throw new Error(`bad staged name ${f.name}`);
      const target = path.join(this.progDir, f.name);
      if ('from' in f) {
        if (f.immutable && this.staged.get(f.name) === f.from) continue;
        try {
          linkSync(f.from, target);
        } catch {
          copyFileSync(f.from, target); // different file system: copying is fine, just slower
        }
        this.staged.set(f.name, f.from);
      } else {
        writeFileSync(target, f.data, { mode: 0o644 });
        this.staged.set(f.name, '');
      }
    }
  }

  private kill(): void {
    const proc = this.proc;
    if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
  }

  async close(): Promise<void> {
    this.closed = true;
    const proc = this.proc;
    if (!proc) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.kill();
        resolve();
      }, 2000);
      proc.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      proc.stdin.end(); // EOF makes the reaper exit, which ends the namespace
    });
  }
}
