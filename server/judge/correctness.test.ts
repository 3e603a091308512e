import os from 'node:os';
// Verdict correctness on small problems in C, C++ and Python, plus testlib-style special judges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge } from './create-judge.js';
import { sandboxMissingReason, skipSandboxSuites } from './test-support.js';
import type { CheckerSpec, Judge, JudgeRequest, LanguageId, TestCase, Verdict } from './types.js';

const aPlusB: TestCase[] = [
  { name: 'small', input: '1 2\n', answer: '3\n' },
  { name: 'negative', input: '-5 3\n', answer: '-2\n' },
  { name: 'large', input: '1000000000 1000000000\n', answer: '2000000000\n' },
];

const sortInput = (xs: number[]) => `${xs.length}\n${xs.join(' ')}\n`;
const rand = (n: number, seed: number) => Array.from({ length: n }, (_, i) => ((i + 1) * 2654435761 + seed) % 1000003);
const sorting: TestCase[] = [
  { name: 'tiny', input: sortInput([3, 1, 2]), answer: '1 2 3\n' },
  { name: 'dups', input: sortInput([5, 5, 1, 9, 1]), answer: '1 1 5 5 9\n' },
  ...[1, 2].map((seed) => {
    const xs = rand(100_000, seed);
    return { name: `big-${seed}`, input: sortInput(xs), answer: `${[...xs].sort((a, b) => a - b).join(' ')}\n` };
  }),
];

const sqrtTests: TestCase[] = [2, 10, 12345].map((x) => ({
  name: `sqrt-${x}`,
  input: `${x}\n`,
  answer: `${Math.sqrt(x).toFixed(9)}\n`,
}));

// a+b solutions per language and behaviour.
const AB: Record<LanguageId, Record<string, string>> = {
  c: {
    AC: '#include <stdio.h>\nint main(void){ long long a,b; scanf("%lld %lld",&a,&b); printf("%lld\\n",a+b); return 0; }',
    WA: '#include <stdio.h>\nint main(void){ long long a,b; scanf("%lld %lld",&a,&b); printf("%lld\\n",a-b); return 0; }',
    PE: '#include <stdio.h>\nint main(void){ long long a,b; scanf("%lld %lld",&a,&b); printf("  %lld \\n\\n\\n",a+b); return 0; }',
    TLE: '#include <stdio.h>\nint main(void){ volatile unsigned long long s=0; for(;;) s++; }',
    MLE: '#include <stdio.h>\n#include <stdlib.h>\nint main(void){ size_t n=512u<<20; char *volatile p=malloc(n); for(size_t i=0;i<n;i+=4096) p[i]=(char)i; printf("%d\\n",p[n-4096]); return 0; }',
    // volatile pointer: gcc may not drop the store or turn it into a trap.
    RE: '#include <stdio.h>\nint main(void){ int *volatile p=0; *(volatile int*)p=1; return 0; }',
    CE: '#include <stdio.h>\nint main(void){ printf("%d\\n", undefined_name); return 0 }',
  },
  cpp: {
    AC: '#include <iostream>\nint main(){ long long a,b; std::cin>>a>>b; std::cout<<a+b<<"\\n"; }',
    WA: '#include <iostream>\nint main(){ long long a,b; std::cin>>a>>b; std::cout<<a*b<<"\\n"; }',
    PE: '#include <iostream>\nint main(){ long long a,b; std::cin>>a>>b; std::cout<<"\\n"<<a+b<<"   \\n"; }',
    TLE: '#include <iostream>\nint main(){ long long a,b; std::cin>>a>>b; volatile long long s=0; for(long long i=0;;i++) s+=i; }',
    MLE: '#include <vector>\n#include <iostream>\nint main(){ std::vector<int> v(128u<<20, 1); std::cout<<v.back()<<"\\n"; }',
    RE: '#include <stdexcept>\nint main(){ throw std::runtime_error("boom"); }',
    CE: '#include <iostream>\nint main(){ std::vector<int> v; return v; }',
  },
  python3: {
    AC: 'a, b = map(int, input().split())\nprint(a + b)\n',
    WA: 'a, b = map(int, input().split())\nprint(a + b + 1)\n',
    PE: 'a, b = map(int, input().split())\nprint(a + b, end=" \\n\\n ")\n',
    TLE: 'x = 0\nwhile True:\n    x += 1\n',
    MLE: 'xs = [0] * (100_000_000)\nprint(len(xs))\n',
    RE: 'a, b = map(int, input().split())\nprint(a // (b - b))\n',
    CE: 'def main(:\n    pass\n',
  },
};

const SORT: Record<LanguageId, { AC: string; WA: string }> = {
  c: {
    AC: '#include <stdio.h>\n#include <stdlib.h>\nstatic int cmp(const void*a,const void*b){ int x=*(const int*)a,y=*(const int*)b; return (x>y)-(x<y); }\nint main(void){ int n; scanf("%d",&n); int*v=malloc(sizeof(int)*n); for(int i=0;i<n;i++) scanf("%d",&v[i]); qsort(v,n,sizeof(int),cmp); for(int i=0;i<n;i++) printf("%d%c",v[i],i+1<n?\' \':\'\\n\'); return 0; }',
    WA: '#include <stdio.h>\nint main(void){ int n,x; scanf("%d",&n); for(int i=0;i<n;i++){ scanf("%d",&x); printf("%d ",x); } puts(""); return 0; }',
  },
  cpp: {
    AC: '#include <bits/stdc++.h>\nint main(){ std::ios::sync_with_stdio(false); int n; std::cin>>n; std::vector<int> v(n); for(auto&x:v) std::cin>>x; std::sort(v.begin(),v.end()); for(int i=0;i<n;i++) std::cout<<v[i]<<(i+1<n?\' \':\'\\n\'); }',
    WA: '#include <bits/stdc++.h>\nint main(){ int n; std::cin>>n; std::vector<int> v(n); for(auto&x:v) std::cin>>x; std::sort(v.rbegin(),v.rend()); for(int x:v) std::cout<<x<<\' \'; }',
  },
  python3: {
    AC: 'import sys\ndata = sys.stdin.buffer.read().split()\nn = int(data[0])\nprint(" ".join(map(str, sorted(map(int, data[1:n + 1])))))\n',
    WA: 'import sys\ndata = sys.stdin.read().split()\nprint(" ".join(sorted(data[1:])))\n',
  },
};

const SQRT: Record<LanguageId, { AC: string; WA: string }> = {
  c: {
    AC: '#include <stdio.h>\n#include <math.h>\nint main(void){ double x; scanf("%lf",&x); printf("%.7f\\n", sqrt(x)); return 0; }',
    WA: '#include <stdio.h>\nint main(void){ double x; scanf("%lf",&x); printf("%.7f\\n", x/2); return 0; }',
  },
  cpp: {
    AC: '#include <cmath>\n#include <cstdio>\nint main(){ double x; std::scanf("%lf",&x); std::printf("%.12e\\n", std::sqrt(x)); }',
    WA: '#include <cmath>\n#include <cstdio>\nint main(){ double x; std::scanf("%lf",&x); std::printf("%.2f\\n", std::sqrt(x)); }',
  },
  python3: {
    AC: 'import math\nprint(math.sqrt(float(input())))\n',
    WA: 'import math\nprint(round(math.sqrt(float(input())), 1))\n',
  },
};

const LANGS: LanguageId[] = ['c', 'cpp', 'python3'];

describe.skipIf(skipSandboxSuites)('judge correctness', () => {
  let judge: Judge;

  beforeAll(async () => {
    judge = createJudge();
    const check = await judge.selfCheck();
    expect(check, `sandbox unavailable: ${sandboxMissingReason ?? check.reason}`).toEqual({ ok: true });
  });

  afterAll(async () => {
    await judge?.close();
  });

  const submit = (language: LanguageId, source: string, tests: TestCase[], checker?: CheckerSpec, extra: Partial<JudgeRequest> = {}) =>
    judge.judge({ language, source, tests, checker, timeLimitMs: 1000, memoryLimitKb: 64 * 1024, ...extra });

  describe.concurrent('a+b', () => {
    const cases: [LanguageId, string, Verdict][] = LANGS.flatMap((l) =>
      (['AC', 'WA', 'PE', 'TLE', 'MLE', 'RE', 'CE'] as Verdict[]).map((v): [LanguageId, string, Verdict] => [l, v, v]),
    );
    it.each(cases)('%s %s solution gets %s', async (lang, kind, want) => {
      // PE exists only under the exact checker; the default token checker would accept it.
      const checker: CheckerSpec = kind === 'PE' ? { kind: 'exact' } : { kind: 'tokens' };
      const r = await submit(lang, AB[lang][kind], aPlusB, checker, { timeLimitMs: kind === 'TLE' ? 500 : 1000 });
      expect(r.verdict, JSON.stringify(r)).toBe(want);
      if (want === 'AC') {
        expect(r.score).toBe(1);
        expect(r.tests.map((t) => t.verdict)).toEqual(['AC', 'AC', 'AC']);
        expect(r.memoryKb).toBeGreaterThan(0);
        expect(r.timeMs).toBeLessThan(500);
      }
      if (want === 'CE') {
        expect(r.tests).toEqual([]);
        expect(r.compileMessage).toMatch(/error/i);
        expect(r.compileMessage).not.toContain('/prog/');
      }
      if (want === 'RE') {
        expect(r.tests[0].signal ?? `exit ${r.tests[0].exitCode}`).toMatch(/SIGSEGV|SIGABRT|exit 1/);
        expect(r.tests[0].message).toMatch(/^运行错误：(段错误 \(SIGSEGV\)|程序中止.* \(SIGABRT\)|退出码 1)$/);
      }
      if (want === 'TLE') {
        if (/墙钟/.test(r.tests[0].message ?? '')) {
          // The wall clock (2x+1 s) struck first: only on a host so overloaded the loop got under a third of a core.
          expect(r.tests[0].message).toMatch(/^超时：运行时间超过 \d+ ms（墙钟时间）$/);
          expect(os.loadavg()[0], 'a CPU-bound loop hit the wall limit on a host that is not overloaded').toBeGreaterThan(os.availableParallelism() * 2);
        } else {
          expect(r.tests[0].timeMs).toBeGreaterThanOrEqual(500);
          expect(r.tests[0].message).toMatch(/^超时：CPU 时间超过 \d+ ms$/);
        }
      }
      if (want === 'MLE') {
        expect(r.tests[0].memoryKb).toBeGreaterThan(64 * 1024);
        expect(r.tests[0].message).toMatch(/^内存超限：使用内存超过 \d+ MB$/);
      }
    });

    it('the token checker accepts the whitespace-only difference', async () => {
      expect((await submit('c', AB.c.PE, aPlusB)).verdict).toBe('AC');
    });
  });

  describe.concurrent('sorting and floating point', () => {
    it.each(LANGS)('%s sorting: AC and WA', async (lang) => {
      const ok = await submit(lang, SORT[lang].AC, sorting, undefined, { memoryLimitKb: 256 * 1024 });
      expect(ok.verdict, JSON.stringify(ok.tests.map((t) => [t.verdict, t.message]))).toBe('AC');
      const bad = await submit(lang, SORT[lang].WA, sorting, undefined, { memoryLimitKb: 256 * 1024 });
      expect(bad.verdict).toBe('WA');
      expect(bad.tests.find((t) => t.verdict === 'WA')?.message).toMatch(/token/);
    });

    it.each(LANGS)('%s float output: AC within epsilon, WA outside', async (lang) => {
      const checker: CheckerSpec = { kind: 'float', epsilon: 1e-6 };
      expect((await submit(lang, SQRT[lang].AC, sqrtTests, checker)).verdict).toBe('AC');
      expect((await submit(lang, SQRT[lang].WA, sqrtTests, checker)).verdict).toBe('WA');
    });
  });

  describe('requests and results', () => {
    it('a parent waiting for its computing child is not idle: only a program with nothing running is stopped', async () => {
      const src = [
        '#include <stdio.h>', '#include <sys/wait.h>', '#include <unistd.h>',
        'int main(void){ pid_t p = fork(); if (p == 0) { volatile unsigned long long s = 0; for (unsigned long long i = 0; i < 4000000000ULL; i++) s += i; _exit(0); }',
        '  waitpid(p, 0, 0); puts("3"); return 0; }',
      ].join('\n');
      const r = await submit('c', src, [{ name: '1', input: '', answer: '3\n' }], undefined, { timeLimitMs: 10_000 });
      expect(r.verdict, JSON.stringify(r.tests)).toBe('AC');
      // The child computed for longer than the idle limit while the parent slept in waitpid (4e9 additions: ~2 s even on a fast core).
      expect(r.timeMs).toBeGreaterThan(1000);
    });

    it('stopOnFirstFailure stops at the first non-AC test, score counts all tests', async () => {
      const src = 'a, b = map(int, input().split())\nprint(a + b if a > 0 else 0)\n';
      const all = await submit('python3', src, aPlusB);
      expect(all.tests.map((t) => t.verdict)).toEqual(['AC', 'WA', 'AC']);
      expect(all.score).toBeCloseTo(2 / 3);
      const stop = await submit('python3', src, aPlusB, undefined, { stopOnFirstFailure: true });
      expect(stop.tests.map((t) => t.verdict)).toEqual(['AC', 'WA']);
      expect(stop.verdict).toBe('WA');
    });

    it('run() returns the output for custom input without judging', async () => {
      const r = await judge.run({ language: 'cpp', source: AB.cpp.AC, stdin: '40 2\n', timeLimitMs: 1000, memoryLimitKb: 65536 });
      expect(r).toMatchObject({ verdict: 'AC', stdout: '42\n', stdoutTruncated: false });
      const ce = await judge.run({ language: 'c', source: AB.c.CE, stdin: '', timeLimitMs: 1000, memoryLimitKb: 65536 });
      expect(ce.verdict).toBe('CE');
      const err = await judge.run({
        language: 'python3', source: 'import sys\nprint("to stderr", file=sys.stderr)\nraise SystemExit(3)', stdin: '', timeLimitMs: 1000, memoryLimitKb: 65536,
      });
      expect(err).toMatchObject({ verdict: 'RE', exitCode: 3 });
      expect(err.stderr).toContain('to stderr');
    });

    it('RE per test names the signal or the exit code in Chinese', async () => {
      // raise(), not 1/0: this machine's CPU emulation does not trap integer division by zero.
      const fpe = await submit('c', '#include <signal.h>\nint main(void){ raise(SIGFPE); return 0; }', aPlusB.slice(0, 1));
      expect(fpe.tests[0]).toMatchObject({ verdict: 'RE', signal: 'SIGFPE', message: '运行错误：浮点异常（如整数除以零） (SIGFPE)' });
      const exit3 = await submit('cpp', 'int main(){ return 3; }', aPlusB.slice(0, 1));
      expect(exit3.tests[0]).toMatchObject({ verdict: 'RE', exitCode: 3, message: '运行错误：退出码 3' });
    });

    it('rejects invalid limits as a caller error', async () => {
      await expect(submit('c', AB.c.AC, aPlusB, undefined, { timeLimitMs: 0 })).rejects.toThrow(/timeLimitMs/);
    });
  });

  describe.concurrent('special judge (testlib protocol)', () => {
    // "Print two integers whose sum is S." Equal halves earn half the points.
    const checker = `#include <cstdio>
int main(int argc, char** argv) {
  if (argc != 4) return 3;
  FILE* in = std::fopen(argv[1], "r"); FILE* out = std::fopen(argv[2], "r"); FILE* ans = std::fopen(argv[3], "r");
  if (!in || !out || !ans) return 3;
  long long s, x, y;
  if (std::fscanf(in, "%lld", &s) != 1) return 3;
  if (std::fscanf(out, "%lld %lld", &x, &y) != 2) { std::fprintf(stderr, "wrong output format\\n"); return 2; }
  if (x + y != s) { std::fprintf(stderr, "sum is %lld, expected %lld\\n", x + y, s); return 1; }
  if (x == y) { std::printf("points 0.5\\n"); std::fprintf(stderr, "equal halves earn half\\n"); return 7; }
  std::fprintf(stderr, "ok\\n");
  return 0;
}`;
    const tests: TestCase[] = [
      { name: 's10', input: '10\n', answer: '' },
      { name: 's20', input: '20\n', answer: '' },
    ];
    const special: CheckerSpec = { kind: 'special', source: checker };

    it('accepts any valid answer', async () => {
      const r = await submit('python3', 's = int(input())\nprint(1, s - 1)\n', tests, special);
      expect(r.verdict, JSON.stringify(r)).toBe('AC');
      expect(r.tests[0].message).toBe('ok');
    });
    it('WA, PE and points from exit codes 1, 2 and 7', async () => {
      expect((await submit('c', '#include <stdio.h>\nint main(void){ puts("1 1"); return 0; }', tests, special)).verdict).toBe('WA');
      expect((await submit('c', '#include <stdio.h>\nint main(void){ puts("hello"); return 0; }', tests, special)).verdict).toBe('PE');
      const half = await submit('cpp', '#include <cstdio>\nint main(){ long long s; std::scanf("%lld",&s); std::printf("%lld %lld\\n", s/2, s/2); }', tests, special);
      expect(half.verdict).toBe('PC');
      expect(half.score).toBeCloseTo(0.5);
      expect(half.tests[0]).toMatchObject({ verdict: 'PC', score: 0.5 });
    });
    it('a failing checker (exit 3) or one that does not compile is SE, never the contestant\'s fault', async () => {
      const failing = await submit('python3', 'print(1, 2)', tests, { kind: 'special', source: 'int main(){ return 3; }' });
      expect(failing.verdict).toBe('SE');
      const broken = await submit('python3', 'print(1, 2)', tests, { kind: 'special', source: 'int main( { }' });
      expect(broken.verdict).toBe('SE');
      expect(broken.systemMessage).toMatch(/checker/);
    });
    it('the contestant cannot read the answer file', async () => {
      const src = 'import os\nprint(1, 9 if not os.path.exists("/prog/answer") and not os.path.exists("/io/in") else 0)\n';
      const r = await submit('python3', src, [{ name: 's10', input: '10\n', answer: 'secret' }], special);
      expect(r.verdict).toBe('AC');
    });
  });
});
