// createJudge: wires the reaper, uid leases, slots and compile cache together. Start-up is lazy
// and self-checked; if the sandbox cannot be proven sound, every request gets SE and no code runs.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompileCache } from './compile-cache.js';
import { JudgePool, effectiveConcurrency } from './judge-pool.js';
import { checkBaseLimits, JudgeRequestError } from './limits.js';
import { MSG } from './messages.js';
import { defaultCacheDir, ensureReaper } from './reaper-binary.js';
import { SandboxError } from './sandbox-slot.js';
import { claimWorkFolder, removeStaleWorkFolders, WORK_FOLDER_PREFIX } from './stale-work-folders.js';
import { bwrapVersion, probeSlot } from './self-check.js';
import { judgeSubmission, runWithInput, systemErrorResult, type JudgeContext } from './submission.js';
import type { Judge, JudgeOptions, JudgeRequest, JudgeResult, RunRequest, RunResult, SelfCheckResult } from './types.js';
import { leaseUids, type UidLease } from './uid-lease.js';

type State = { ok: true; pool: JudgePool; ctx: JudgeContext } | { ok: false; reason: string };

const DEFAULTS = {
  uidBase: 64000,
  uidRange: 512,
  outputLimitBytes: 64 << 20,
  compileTimeMs: 10_000,
  compileMemoryKb: 1024 * 1024,
  compileCacheEntries: 256,
};

export function createJudge(options: JudgeOptions = {}): Judge {
  const concurrency = effectiveConcurrency(options.concurrency);
  const outputBytes = options.outputLimitBytes ?? DEFAULTS.outputLimitBytes;
  const boxBytes = options.boxBytes ?? outputBytes + (1 << 20);
  const uids: number[] = [];
  let lease: UidLease | null = null;
  let rootDir: string | null = null;
  let closed = false;
  let pool: JudgePool | null = null;

  const cleanupOnExit = () => {
    if (rootDir) rmSync(rootDir, { recursive: true, force: true });
    lease?.release();
  };

  async function start(): Promise<State> {
    if (process.platform !== 'linux') return { ok: false, reason: MSG.notLinux };
    if (process.getuid?.() !== 0) return { ok: false, reason: MSG.notRoot };
    if (!(await bwrapVersion())) return { ok: false, reason: MSG.noBwrap };
    let reaper: string;
    try {
      reaper = await ensureReaper(options.cacheDir ?? defaultCacheDir());
    } catch {
      return { ok: false, reason: MSG.noReaper };
    }
    try {
      lease = leaseUids(concurrency, options.uidBase ?? DEFAULTS.uidBase, options.uidRange ?? DEFAULTS.uidRange);
    } catch {
      return { ok: false, reason: MSG.noUid };
    }
    uids.push(...lease.uids);
    const workRoot = options.workRoot ?? os.tmpdir();
    removeStaleWorkFolders(workRoot);
    rootDir = mkdtempSync(path.join(workRoot, WORK_FOLDER_PREFIX));
    claimWorkFolder(rootDir);
    process.once('exit', cleanupOnExit);
    pool = new JudgePool(lease.uids, rootDir, reaper);
    for (const slot of pool.slots) {
      let problem: string | null;
      try {
        problem = await probeSlot(slot);
      } catch (e) {
        problem = (e as Error).message;
      }
      if (problem) {
        await pool.close(); // never leave an unproven sandbox running
        return { ok: false, reason: MSG.probeFailed(problem) };
      }
    }
    const ctx: JudgeContext = {
      cache: new CompileCache(path.join(rootDir, 'cache'), options.compileCacheEntries ?? DEFAULTS.compileCacheEntries),
      compile: {
        timeMs: options.compileTimeMs ?? DEFAULTS.compileTimeMs,
        memoryKb: options.compileMemoryKb ?? DEFAULTS.compileMemoryKb,
      },
      outputBytes,
      boxBytes,
    };
    return { ok: true, pool, ctx };
  }

  let state: Promise<State> | null = null;
  const ready = () => (state ??= start());

  async function withReadySlot<T>(
    fail: (reason: string) => T,
    job: (s: Extract<State, { ok: true }>) => Promise<T>,
  ): Promise<T> {
    if (closed) return fail(MSG.closed);
    const s = await ready();
    if (!s.ok) return fail(s.reason);
    try {
      return await job(s);
    } catch (e) {
      if (e instanceof JudgeRequestError) throw e; // the caller's bug, not a verdict
      if (e instanceof SandboxError) return fail(`${MSG.slotCrashed} (${e.message})`);
      return fail(`${MSG.slotCrashed} (${(e as Error).message})`);
    }
  }

  return {
    uids,
    concurrency,
    async judge(req: JudgeRequest): Promise<JudgeResult> {
      checkBaseLimits(req.timeLimitMs, req.memoryLimitKb);
      return withReadySlot(systemErrorResult, (s) => s.pool.withSlot((slot) => judgeSubmission(slot, s.ctx, req)));
    },
    async run(req: RunRequest): Promise<RunResult> {
      checkBaseLimits(req.timeLimitMs, req.memoryLimitKb);
      const fail = (reason: string): RunResult => ({
        verdict: 'SE', timeMs: 0, memoryKb: 0, stdout: '', stderr: '', stdoutTruncated: false, systemMessage: reason,
      });
      return withReadySlot(fail, (s) => s.pool.withSlot((slot) => runWithInput(slot, s.ctx, req)));
    },
    async selfCheck(): Promise<SelfCheckResult> {
      if (closed) return { ok: false, reason: MSG.closed };
      const s = await ready();
      return s.ok ? { ok: true } : { ok: false, reason: s.reason };
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      if (state) await state.catch(() => null);
      await pool?.close();
      process.removeListener('exit', cleanupOnExit);
      cleanupOnExit();
      lease = null;
    },
  };
}

export { JudgeRequestError };
