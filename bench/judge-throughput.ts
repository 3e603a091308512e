// Judged single-test a+b C++ submissions per second with concurrency = cores.
// Run: npx tsx bench/judge-throughput.ts [submissions] [distinctSources]
// Distinct sources are compiled once each (compile cache keyed by sha256(language, command, source));
// the first, cold pass including those compiles is reported separately. No assertions.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createJudge, type JudgeRequest } from '../server/judge/index.js';

const TOTAL = Number(process.argv[2] ?? 3000);
const DISTINCT = Number(process.argv[3] ?? 20);
const IN_FLIGHT = 64;

const source = (i: number) =>
  `// submission variant ${i}\n#include <cstdio>\nint main(){ long long a,b; if(scanf("%lld %lld",&a,&b)!=2) return 1; printf("%lld\\n",a+b); }\n`;

function request(i: number): JudgeRequest {
  const a = (i * 7919) % 100000;
  const b = (i * 104729) % 100000;
  return {
    language: 'cpp',
    source: source(i % DISTINCT),
    timeLimitMs: 1000,
    memoryLimitKb: 256 * 1024,
    tests: [{ name: '1', input: `${a} ${b}\n`, answer: `${a + b}\n` }],
  };
}

async function pass(judge: ReturnType<typeof createJudge>, n: number): Promise<{ seconds: number; bad: number }> {
  let next = 0;
  let bad = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < n) {
      const r = await judge.judge(request(next++));
      if (r.verdict !== 'AC') bad++;
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { seconds: (performance.now() - start) / 1000, bad };
}

const judge = createJudge();
const check = await judge.selfCheck();
if (!check.ok) throw new Error(check.reason);
console.log(`cores ${os.availableParallelism()}, slots ${judge.concurrency}, ${DISTINCT} distinct sources`);
const cold = await pass(judge, DISTINCT * 5);
console.log(`cold pass (incl. ${DISTINCT} compiles): ${DISTINCT * 5} submissions in ${cold.seconds.toFixed(2)} s`);
const warm = await pass(judge, TOTAL);
console.log(`warm: ${TOTAL} submissions in ${warm.seconds.toFixed(2)} s = ${(TOTAL / warm.seconds).toFixed(0)} judged submissions/s` +
  (warm.bad ? ` (${warm.bad} not AC!)` : ' (all AC)'));
await judge.close();
