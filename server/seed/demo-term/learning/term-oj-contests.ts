import type { StaffActor } from '../../../auth/actors';
import type { Db } from '../../../db/client';
import type { ojSubmissions } from '../../../db/schema';
import { inviteToContest, saveContest } from '../../../features/oj-contest/contest-model';
import { saveSheet } from '../../../features/oj-contest/sheet-model';
import { saveTeam, setTeamMembers, setTeamSheets } from '../../../features/oj-contest/team-model';
import type { Verdict } from '../../../judge/types';
import type { DemoClass, DemoRandom } from '../demo-term-context';
import { addDays, chinaDate, chinaMoment, dayMs } from '../term-calendar';
import type { LearningTerm } from './learning-state';

const minute = 60_000;

export interface ContestProblem {
  id: number;
  title: string;
  timeLimitMs: number;
  memoryLimitMb: number;
}

/** Writes one finished submission as the judge leaves it (term-oj's `judged`). */
export type JudgedSubmission = (problem: ContestProblem, studentId: number, verdict: Verdict, at: Date) => typeof ojSubmissions.$inferInsert;

const staffActor = (schoolId: number, staffId: number): StaffActor => ({ kind: 'staff', staffId, schoolId, campusId: null, allowed: new Set() });

/** Problems by title, in the order given, among those seeded (a title the base school lacks is left out). */
function byTitle(problems: readonly ContestProblem[], titles: readonly string[]): ContestProblem[] {
  return titles.map((t) => problems.find((p) => p.title === t)).filter((p): p is ContestProblem => Boolean(p));
}

/**
 * The demo school's OJ beyond practice (docs/oj-contest.md), written by the contest model's own
 * functions as teachers would: 李老师's 题单 入门五题 of the demo problems; the C++ class's
 * training team (集训队) with its own list; a finished ACM contest of that team two weeks ago,
 * with its members' submissions (returned, to be stored with the practice ones in time order, so
 * the board, penalties and freeze come from them); and an open OI contest three days ahead, to
 * which 李老师 has invited his Python class. Timed from `today`, the moment of seeding.
 */
export async function seedOjContests(db: Db, term: LearningTerm, problems: readonly ContestProblem[], judged: JudgedSubmission): Promise<(typeof ojSubmissions.$inferInsert)[]> {
  const { ctx } = term;
  const random = ctx.random.fork('oj-contests');
  const cppClass = ctx.classes.find((c) => c.subject === 'cpp');
  const pythonClass = ctx.classes.find((c) => c.subject === 'python');
  if (!cppClass || !pythonClass || problems.length < 3) return [];
  const teacher = staffActor(ctx.schoolId, pythonClass.teacherId);
  const coach = staffActor(ctx.schoolId, cppClass.teacherId);
  await saveSheet(db, teacher, { title: '入门五题', description: '刚学会输入输出的同学从这里开始：五道题由易到难，全部通过就可以参加比赛了。', problemIds: problems.map((p) => p.id) });
  const trainingSheet = await saveSheet(db, coach, { title: 'C++ 集训：字符串与排序', description: '集训队每周必做，先独立思考，再看提示。', problemIds: byTitle(problems, ['最大值', '字符串反转', '排序']).map((p) => p.id) });
  const teamId = await saveTeam(db, coach, { name: `${cppClass.name}集训队`, description: '备战信息学竞赛的同学，每周六下午集训。' });
  await setTeamMembers(db, coach, teamId, cppClass.studentIds);
  await setTeamSheets(db, coach, teamId, [trainingSheet]);

  const today = chinaDate(ctx.today);
  // Two weeks ago, Saturday-afternoon style: 14:00–16:00 China time, the last 30 minutes frozen.
  const pastStart = chinaMoment(addDays(today, -14), '14:00');
  const pastProblems = byTitle(problems, ['A+B 问题', '最大值', '字符串反转', '排序']);
  const pastId = await saveContest(db, coach, {
    title: `${cppClass.name} 十一月月赛`,
    description: '集训队月赛，ACM 赛制，最后 30 分钟封榜。',
    rule: 'acm',
    startAt: pastStart.toISOString(),
    endAt: new Date(pastStart.getTime() + 120 * minute).toISOString(),
    signUp: 'invite',
    teamId,
    freezeMinutes: 30,
    problemIds: pastProblems.map((p) => p.id),
  });
  await inviteToContest(db, coach, pastId, { studentIds: cppClass.studentIds }, new Date(pastStart.getTime() - 3 * dayMs));
  const rows = contestSubmissions(cppClass, pastProblems, pastStart, judged, random).map((r) => ({ ...r, contestId: pastId }));

  const nextStart = chinaMoment(addDays(today, 3), '14:00');
  const nextId = await saveContest(db, teacher, {
    title: '示范编程学校 冬季编程挑战赛',
    description: '全校同学都可以报名，OI 赛制，按每题得分排名。',
    rule: 'oi',
    startAt: nextStart.toISOString(),
    endAt: new Date(nextStart.getTime() + 90 * minute).toISOString(),
    signUp: 'open',
    problemIds: problems.map((p) => p.id),
  });
  await inviteToContest(db, teacher, nextId, { classIds: [pythonClass.id] }, new Date(ctx.today.getTime() - dayMs));
  return rows;
}

/** Each member works through the problems in order: a few wrong tries, most solve the easy ones, fewer the last. */
function contestSubmissions(cls: DemoClass, problems: readonly ContestProblem[], start: Date, judged: JudgedSubmission, random: DemoRandom) {
  const rows: (typeof ojSubmissions.$inferInsert)[] = [];
  member: for (const studentId of cls.studentIds) {
    let at = start.getTime() + random.int(3, 12) * minute;
    const skill = 0.45 + random.next() * 0.5;
    for (const [index, problem] of problems.entries()) {
      const solves = random.next() < skill - index * 0.12;
      const tries = random.int(0, solves ? 2 : 3) + (solves ? 0 : 1);
      const verdicts: Verdict[] = Array.from({ length: tries }, () => random.pick<Verdict>(['WA', 'WA', 'TLE', 'RE', 'CE']));
      if (solves) verdicts.push('AC');
      for (const verdict of verdicts) {
        at += random.int(4, 18) * minute;
        // Time is up: the rest of this member's tries never happened.
        if (at >= start.getTime() + 120 * minute) continue member;
        rows.push(judged(problem, studentId, verdict, new Date(at)));
      }
    }
  }
  return rows;
}
