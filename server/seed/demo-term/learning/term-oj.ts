import { asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { ojProblems, ojProblemTests, ojSubmissions } from '../../../db/schema';
import type { TestResult, Verdict } from '../../../judge/types';
import { insertMany } from './batch-insert';
import type { DemoRandom } from '../demo-term-context';
import type { LearningTerm } from './learning-state';
import { compileMessages, programFor, type OjLanguage } from './oj-programs';
import { seedOjContests } from './term-oj-contests';

/** How a failing attempt went: wrong answers most often, then the rest of the judge's verdicts. */
const failures: [Verdict, number][] = [
  ['WA', 0.45],
  ['CE', 0.15],
  ['TLE', 0.14],
  ['RE', 0.12],
  ['MLE', 0.07],
  ['PE', 0.07],
];

/** Typical figures of a finished run in each language: start-up memory and time per test. */
const runCost: Record<OjLanguage, { memoryKb: [number, number]; timeMs: [number, number] }> = {
  python3: { memoryKb: [8800, 10400], timeMs: [18, 46] },
  cpp: { memoryKb: [3200, 3900], timeMs: [1, 6] },
};

/**
 * The term's OJ practice: students of the Python and C++ classes (and a few of the block
 * classes, trying Python) work through the demo problems — some attempts fail with each of the
 * judge's verdicts before the right answer, some never get there. Every submission is stored as
 * the judge leaves it (finished, verdict, score, time, memory, per-test results; compile errors
 * with the compiler's message), in time order so ids follow time, as the queue gives them; the
 * sandbox never runs at seed time. The OJ pages count from these rows (solved = distinct AC
 * problems), and the first AC of a problem earns the OJ coins (the rule of awardAcceptedProblem).
 */
export async function seedOjPractice(db: Db, term: LearningTerm): Promise<void> {
  const { ctx, calendar } = term;
  const random = ctx.random.fork('oj');
  const problems = await db
    .select({ id: ojProblems.id, title: ojProblems.title, timeLimitMs: ojProblems.timeLimitMs, memoryLimitMb: ojProblems.memoryLimitMb })
    .from(ojProblems)
    .where(or(isNull(ojProblems.schoolId), eq(ojProblems.schoolId, ctx.schoolId)))
    .orderBy(asc(ojProblems.id));
  if (!problems.length) return;
  const tests = await db.select({ problemId: ojProblemTests.problemId, name: ojProblemTests.name }).from(ojProblemTests).orderBy(asc(ojProblemTests.problemId), asc(ojProblemTests.position));
  const testNames = (problemId: number) => {
    const names = tests.filter((t) => t.problemId === problemId).map((t) => t.name);
    return names.length ? names : ['1'];
  };
  const rows: (typeof ojSubmissions.$inferInsert)[] = [];
  const tries = ctx.scale === 'large' ? [1, 3] : [2, 5];
  for (const cls of ctx.classes) {
    for (const studentId of cls.studentIds) {
      if (cls.subject === 'blocks' && !random.chance(0.2)) continue;
      const language: OjLanguage = cls.subject === 'cpp' ? 'cpp' : 'python3';
      const count = Math.min(problems.length, random.int(tries[0], tries[1]));
      const first = random.int(0, problems.length - 1);
      for (let p = 0; p < count; p += 1) {
        const problem = problems[(first + p) % problems.length];
        let at = calendar.at(random.int(0, calendar.days - 1), random.int(16, 21), random.int(0, 59)).getTime();
        const failed = random.int(0, 3);
        const solves = random.chance(0.75);
        const verdicts: Verdict[] = [];
        for (let f = 0; f < failed; f += 1) verdicts.push(pickFailure(random.next()));
        if (solves) verdicts.push('AC');
        if (!verdicts.length) verdicts.push('WA');
        for (const verdict of verdicts) {
          rows.push(judged(problem, testNames(problem.id), ctx.schoolId, studentId, language, verdict, new Date(at), random));
          at += random.int(3, 25) * 60_000;
        }
      }
    }
  }
  // The lists, team and contests; contest submissions join the practice ones so ids follow time.
  rows.push(...(await seedOjContests(db, term, problems, (problem, studentId, verdict, at) => judged(problem, testNames(problem.id), ctx.schoolId, studentId, 'cpp', verdict, at, random))));
  rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime() || a.submitterId - b.submitterId);
  await insertMany(db, ojSubmissions, rows);
  const firstAc = new Set<string>();
  for (const row of rows) {
    const key = `${row.submitterId}:${row.problemId}`;
    if (row.verdict !== 'AC' || firstAc.has(key)) continue;
    firstAc.add(key);
    const title = problems.find((p) => p.id === row.problemId)!.title;
    term.coinEvents.push({ studentId: row.submitterId, source: 'ojProblem', key, reason: `OJ题目「${title}」首次通过`, rule: 'ojProblemCoins', at: row.judgedAt as Date });
  }
}

function pickFailure(roll: number): Verdict {
  let sum = 0;
  for (const [verdict, share] of failures) {
    sum += share;
    if (roll < sum) return verdict;
  }
  return 'WA';
}

type Random = DemoRandom;

/** A finished submission as the judge stores it: the worst test decides the verdict, the score is the share passed. */
function judged(problem: { id: number; title: string; timeLimitMs: number; memoryLimitMb: number }, names: string[], schoolId: number, studentId: number, language: OjLanguage, verdict: Verdict, at: Date, random: Random): typeof ojSubmissions.$inferInsert {
  const cost = runCost[language];
  const base = { schoolId, problemId: problem.id, submitterKind: 'student' as const, submitterId: studentId, language, source: programFor(problem.title, language, verdict), status: 'finished' as const, verdict, attempts: 1, createdAt: at, judgedAt: new Date(at.getTime() + random.int(800, 4000)) };
  if (verdict === 'CE') return { ...base, score: 0, timeMs: 0, memoryKb: 0, compileMessage: compileMessages[language], results: [] };
  const failing = verdict === 'AC' ? -1 : random.int(0, names.length - 1);
  // Python is given more time by the judge (languages.ts scales the base limit).
  const limitMs = problem.timeLimitMs * (language === 'python3' ? 3 : 1);
  const results: TestResult[] = names.map((name, i) => {
    const ok = failing === -1 || (i < failing || (verdict !== 'TLE' && verdict !== 'MLE' && verdict !== 'RE' && random.chance(0.4) && i !== failing));
    const test: TestResult = { name, verdict: ok ? 'AC' : verdict, timeMs: random.int(cost.timeMs[0], cost.timeMs[1]), memoryKb: random.int(cost.memoryKb[0], cost.memoryKb[1]), score: ok ? 1 : 0 };
    if (!ok && verdict === 'TLE') test.timeMs = limitMs;
    if (!ok && verdict === 'MLE') test.memoryKb = problem.memoryLimitMb * 1024;
    if (!ok && verdict === 'RE') Object.assign(test, language === 'cpp' ? { signal: 'SIGSEGV', exitCode: 139 } : { exitCode: 1, message: 'ZeroDivisionError: integer division or modulo by zero' });
    return test;
  });
  const passed = results.filter((r) => r.verdict === 'AC').length;
  return { ...base, score: passed / results.length, timeMs: Math.max(...results.map((r) => r.timeMs)), memoryKb: Math.max(...results.map((r) => r.memoryKb)), results };
}
