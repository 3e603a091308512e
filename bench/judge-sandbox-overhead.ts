// Per-run cost of the judge sandbox against running the same compiled program bare.
// Run: npx tsx bench/judge-sandbox-overhead.ts [runs]   (as root, with bwrap, gcc installed)
// Prints medians; no assertions. Goal: < 5 ms overhead per run.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { CompileCache } from '../server/judge/compile-cache.js';
import { compileInSlot } from '../server/judge/compile.js';
import { LANGUAGES } from '../server/judge/languages.js';
import { runLimits } from '../server/judge/limits.js';
import { ensureReaper } from '../server/judge/reaper-binary.js';
import { runProgram } from '../server/judge/run-test.js';
import { SandboxSlot } from '../server/judge/sandbox-slot.js';
import { leaseUids } from '../server/judge/uid-lease.js';
import { createJudge } from '../server/judge/index.js';

const RUNS = Number(process.argv[2] ?? 200);
const SOURCE = '#include <cstdio>\nint main(){ long long a,b; if(scanf("%lld %lld",&a,&b)!=2) return 1; printf("%lld\\n",a+b); }\n';
const INPUT = '1234 5678\n';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];

/** Runs the variants interleaved (A B C A B C ...) so background load hits all of them alike. */
async function timeInterleaved(n: number, variants: (() => Promise<void>)[]): Promise<number[][]> {
  for (let i = 0; i < Math.min(20, n); i++) for (const v of variants) await v(); // warm-up
  const out = variants.map(() => [] as number[]);
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < variants.length; k++) {
      const t = performance.now();
      await variants[k]();
      out[k].push(performance.now() - t);
    }
  }
  return out;
}

function bare(binary: string, inFile: string, outFile: string, args: string[] = []): Promise<void> {
  const i = openSync(inFile, 'r');
  const o = openSync(outFile, 'w');
  return new Promise<void>((resolve, reject) => {
    const p = spawn(binary, args, { stdio: [i, o, 'ignore'] });
    p.on('error', reject);
    p.on('exit', () => resolve());
  }).finally(() => {
    closeSync(i);
    closeSync(o);
  });
}

async function main() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'judge-bench-'));
  const lease = leaseUids(1, 64000, 512);
  const slot = new SandboxSlot(0, lease.uids[0], path.join(root, 'slot'), await ensureReaper());
  try {
    const cache = new CompileCache(path.join(root, 'cache'), 4);
    const lang = LANGUAGES.cpp;
    const built = await compileInSlot(slot, lang, SOURCE, cache.entryDir('bench'), { timeMs: 10_000, memoryKb: 1 << 20 });
    if (!built.ok) throw new Error(built.message);
    const limits = runLimits(lang, 1000, 256 * 1024, 64 << 20, 65 << 20);
    const inFile = path.join(root, 'in');
    writeFileSync(inFile, INPUT);

    const insideMs: number[] = [];
    // Reference: a fresh bwrap per run (same namespaces, no reaper) - what reuse saves.
    const oneShotArgs = [
      '--unshare-pid', '--unshare-net', '--unshare-ipc', '--unshare-uts', '--die-with-parent', '--new-session',
      '--ro-bind', '/usr', '/usr', '--symlink', 'usr/lib', '/lib', '--symlink', 'usr/lib64', '/lib64',
      '--proc', '/proc', '--dev', '/dev', '--perms', '1777', '--size', String(65 << 20), '--tmpfs', '/box',
      '--ro-bind', built.file, '/prog/main', '--chdir', '/box', '/prog/main',
    ];
    const judge = createJudge({ concurrency: 1 });
    const req = { language: 'cpp' as const, source: SOURCE, stdin: INPUT, timeLimitMs: 1000, memoryLimitKb: 256 * 1024 };
    const [bareMs, sandMs, fullMs, oneShotMs] = await timeInterleaved(RUNS, [
      () => bare(built.file, inFile, path.join(root, 'bare.out')),
      async () => {
        const { report, outcome } = await runProgram(slot, { lang, file: built.file }, INPUT, limits);
        if (outcome.verdict) throw new Error(`unexpected ${outcome.verdict}`);
        insideMs.push(report.wallUs / 1000);
      },
      async () => {
        const r = await judge.run(req);
        if (r.verdict !== 'AC') throw new Error(`unexpected ${r.verdict}: ${r.systemMessage ?? r.stderr}`);
      },
      () => bare('bwrap', inFile, path.join(root, 'oneshot.out'), oneShotArgs),
    ]);
    await judge.close();

    const mb = median(bareMs);
    const ms = median(sandMs);
    const mf = median(fullMs);
    console.log(`runs per variant: ${RUNS} (a+b in C++, ${os.availableParallelism()} cores)`);
    console.log(`bare spawn from node            median ${mb.toFixed(2)} ms  p90 ${p90(bareMs).toFixed(2)} ms`);
    console.log(`sandboxed run (slot, stdin/out) median ${ms.toFixed(2)} ms  p90 ${p90(sandMs).toFixed(2)} ms`);
    console.log(`judge.run() end to end          median ${mf.toFixed(2)} ms  p90 ${p90(fullMs).toFixed(2)} ms`);
    console.log(`  of which fork+exec+wait inside the sandbox (reaper's wall clock) median ${median(insideMs).toFixed(2)} ms`);
    console.log(`reference: fresh bwrap per run  median ${median(oneShotMs).toFixed(2)} ms  (overhead ${(median(oneShotMs) - mb).toFixed(2)} ms)`);
    console.log(`sandbox overhead per run: ${(ms - mb).toFixed(2)} ms (ratio ${(ms / mb).toFixed(2)}x); ` +
      `judge.run(): ${(mf - mb).toFixed(2)} ms (ratio ${(mf / mb).toFixed(2)}x)`);
  } finally {
    await slot.close();
    lease.release();
    rmSync(root, { recursive: true, force: true });
  }
}

await main();
