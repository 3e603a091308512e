// Refusal over danger: without a working sandbox every request is SE with a clear reason, and
// nothing runs. Simulated by hiding bwrap from PATH (this file runs in its own worker process).
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { announceJudgeReadiness } from '../judge-queue/judge-readiness.js';
import { createJudge } from './create-judge.js';

describe('judge without a sandbox', () => {
  const savedPath = process.env.PATH;
  afterAll(() => {
    process.env.PATH = savedPath;
  });

  it('refuses to judge or run, with a Chinese and English reason', async () => {
    process.env.PATH = '/nonexistent';
    const judge = createJudge({ concurrency: 1 });
    try {
      const check = await judge.selfCheck();
      expect(check.ok).toBe(false);
      if (process.getuid?.() === 0 && process.platform === 'linux') {
        expect(check.reason).toContain('判题沙箱不可用：未安装 bubblewrap');
        expect(check.reason).toContain('bubblewrap (bwrap) is not installed');
      }
      const r = await judge.judge({
        language: 'python3',
        source: 'open("/tmp/judge-must-not-run", "w").write("ran")\nprint(3)',
        timeLimitMs: 1000,
        memoryLimitKb: 65536,
        tests: [{ name: '1', input: '', answer: '3' }],
      });
      expect(r).toMatchObject({ verdict: 'SE', tests: [], systemMessage: check.reason });
      const run = await judge.run({ language: 'c', source: 'int main(){return 0;}', stdin: '', timeLimitMs: 1000, memoryLimitKb: 65536 });
      expect(run).toMatchObject({ verdict: 'SE', systemMessage: check.reason });
      expect(judge.uids).toEqual([]);
      expect(existsSync('/tmp/judge-must-not-run')).toBe(false);
      // What the server and `npm run judge-worker` log at start-up.
      const logged: [string, string][] = [];
      const log = { info: (_: object, msg: string) => logged.push(['info', msg]), error: (_: object, msg: string) => logged.push(['error', msg]) };
      await announceJudgeReadiness(judge, log);
      expect(logged).toEqual([['error', `判题沙箱不可用，提交将判为系统错误（SE）：${check.reason}`]]);
    } finally {
      await judge.close();
      process.env.PATH = savedPath;
    }
  });
});
