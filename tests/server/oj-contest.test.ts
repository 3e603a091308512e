import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ojProblems, ojSubmissions, schools, staff, students } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const api = (call: string) => `/java-api/oj/${call}`;
const minute = 60_000;

describe.each(backends)('OJ contests, lists and teams on %s', (backend) => {
  let t: TestApp;
  let teacher: string;
  let admin: string;
  let other: string;
  let otherStudentId: number;
  const stu: Record<string, { token: string; id: number }> = {};
  let schoolProblem: number;
  let platformProblem: number;
  let privateProblem: number;
  let otherSchoolProblem: number;

  async function addProblem(title: string, visibility: 'platform' | 'school' | 'private', schoolId: number | null, authorId: number) {
    const [row] = await t.database.db
      .insert(ojProblems)
      .values({ title, statement: `${title} 的题面`, visibility, schoolId, authorKind: schoolId ? 'staff' : 'admin', authorId, testCount: 1 })
      .returning();
    return row.id;
  }

  /** A judged submission as the workers would store it, at a chosen time. */
  async function judged(studentId: number, contestId: number | null, problemId: number, verdict: string, at: Date, score = verdict === 'AC' ? 1 : 0) {
    const [school] = await t.database.db.select({ schoolId: students.schoolId }).from(students).where(eq(students.id, studentId));
    await t.database.db.insert(ojSubmissions).values({
      schoolId: school.schoolId,
      problemId,
      contestId,
      submitterKind: 'student',
      submitterId: studentId,
      language: 'cpp',
      source: 'int main(){}',
      status: 'finished',
      verdict,
      score,
      createdAt: at,
    });
  }

  async function createContest(token: string, body: Record<string, unknown>) {
    const answer = await t.post(api('contest/save'), { rule: 'acm', signUp: 'open', problemIds: [schoolProblem, platformProblem], ...body }, token);
    expect(answer.message).toBe('操作成功');
    return answer.content.id as number;
  }

  beforeAll(async () => {
    t = await startTestApp(backend);
    teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    admin = (await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password)).content.token;
    const o = await addOtherSchool(t.database.db);
    otherStudentId = o.student.id;
    other = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    for (const name of ['student', 'student2', 'student3']) {
      const login = await t.login('student', name, demoAccounts.student.password);
      stu[name] = { token: login.content.token, id: (await t.database.db.select().from(students).where(eq(students.userName, name)))[0].id };
    }
    const [demo] = await t.database.db.select().from(schools).where(eq(schools.domain, 'demo'));
    const [me] = await t.database.db.select().from(staff).where(eq(staff.userName, 'teacher'));
    schoolProblem = await addProblem('本校题', 'school', demo.id, me.id);
    privateProblem = await addProblem('私有题', 'private', demo.id, me.id);
    platformProblem = await addProblem('平台题', 'platform', null, 1);
    otherSchoolProblem = await addProblem('外校题', 'school', o.school.id, o.principal.id);
  });
  afterAll(() => t.close());

  it('problem lists: a teacher saves an ordered list, students read it with their solved state, other schools never see it', async () => {
    const saved = await t.post(api('sheet/save'), { title: '入门题单', problemIds: [platformProblem, schoolProblem] }, teacher);
    expect(saved.success).toBe(true);
    const id = saved.content.id;
    // Reordering is a save of the new order.
    expect((await t.post(api('sheet/save'), { id, title: '入门题单', problemIds: [schoolProblem, platformProblem] }, teacher)).success).toBe(true);
    await judged(stu.student.id, null, schoolProblem, 'AC', new Date());
    await judged(stu.student.id, null, platformProblem, 'WA', new Date());

    const detail = await t.post(api('sheet/detail'), { id }, stu.student.token);
    expect(detail.content.problems.map((p: { title: string; solved: boolean; tried: boolean }) => [p.title, p.solved, p.tried])).toEqual([
      ['本校题', true, true],
      ['平台题', false, true],
    ]);
    expect(detail.content.sheet).toMatchObject({ problemCount: 2, solvedCount: 1, editable: false, platform: false });
    const list = await t.post(api('sheet/queryList'), {}, stu.student2.token);
    expect(list.content.find((s: { id: number }) => s.id === id)).toMatchObject({ solvedCount: 0, problemCount: 2 });

    // Another school: not listed, not readable, not editable, not deletable.
    expect((await t.post(api('sheet/queryList'), {}, other)).content.map((s: { id: number }) => s.id)).not.toContain(id);
    expect((await t.post(api('sheet/detail'), { id }, other)).code).toBe('NotFound');
    expect((await t.post(api('sheet/save'), { id, title: '改掉', problemIds: [] }, other)).code).toBe('NotFound');
    expect((await t.post(api('sheet/delete'), { id }, other)).code).toBe('NotFound');
    // Students cannot write lists; private and foreign problems cannot be listed.
    expect((await t.post(api('sheet/save'), { title: '学生题单', problemIds: [] }, stu.student.token)).code).toBe('InvalidToken');
    const bad = await t.post(api('sheet/save'), { title: '坏题单', problemIds: [privateProblem, otherSchoolProblem] }, teacher);
    expect(bad.code).toBe('InvalidParameter');
    expect(bad.message).toBe(`参数错误：题目（problemIds）不存在或不能加入：${privateProblem}、${otherSchoolProblem}`);
    expect((await t.post(api('sheet/save'), { title: '', problemIds: [] }, teacher)).code).toBe('InvalidParameter');
  });

  it('platform lists and contests made by the administrator reach every school; school ones stay home', async () => {
    const sheet = (await t.post(api('sheet/save'), { kind: 'topic', title: '动态规划专题', problemIds: [platformProblem] }, admin)).content.id;
    expect((await t.post(api('sheet/save'), { title: '夹带本校题', problemIds: [schoolProblem] }, admin)).code).toBe('InvalidParameter');
    expect((await t.post(api('sheet/detail'), { id: sheet }, other)).content.sheet).toMatchObject({ platform: true, kind: 'topic' });
    const now = Date.now();
    const contest = await createContest(admin, { title: '平台公开赛', startAt: new Date(now - minute).toISOString(), endAt: new Date(now + 60 * minute).toISOString(), problemIds: [platformProblem] });
    expect((await t.post(api('contest/save'), { title: '邀请赛', rule: 'oi', signUp: 'invite', startAt: new Date(now).toISOString(), endAt: new Date(now + minute).toISOString(), problemIds: [platformProblem] }, admin)).message).toBe(
      '参数错误：报名方式（signUp）：平台比赛只能公开报名',
    );
    const schoolContest = await createContest(teacher, { title: '校内赛', startAt: new Date(now).toISOString(), endAt: new Date(now + minute).toISOString() });
    const ofOther = (await t.post(api('contest/queryList'), {}, other)).content.map((c: { id: number }) => c.id);
    expect(ofOther).toContain(contest);
    expect(ofOther).not.toContain(schoolContest);
    expect((await t.post(api('contest/queryList'), {}, admin)).content.map((c: { id: number }) => c.id)).not.toContain(schoolContest);
    for (const call of ['contest/detail', 'contest/scoreboard', 'contest/participants']) expect((await t.post(api(call), { id: schoolContest }, other)).code).toBe('NotFound');
    expect((await t.post(api('contest/delete'), { id: schoolContest }, other)).code).toBe('NotFound');
    expect((await t.post(api('contest/invite'), { id: schoolContest, studentIds: [otherStudentId] }, teacher)).message).toBe(`参数错误：学生（studentIds）不存在：${otherStudentId}`);
  });

  it('contest fields are checked with the field named', async () => {
    const now = Date.now();
    const base = { title: '检查', rule: 'acm', signUp: 'open', problemIds: [schoolProblem] };
    const at = (m: number) => new Date(now + m * minute).toISOString();
    expect((await t.post(api('contest/save'), { ...base, startAt: at(10), endAt: at(5) }, teacher)).message).toBe('参数错误：结束时间（endAt）必须晚于开始时间（startAt）');
    expect((await t.post(api('contest/save'), { ...base, rule: 'oi', freezeMinutes: 5, startAt: at(0), endAt: at(60) }, teacher)).message).toBe('参数错误：封榜时间（freezeMinutes）只适用于 ACM 赛制');
    expect((await t.post(api('contest/save'), { ...base, freezeMinutes: 61, startAt: at(0), endAt: at(60) }, teacher)).message).toBe('参数错误：封榜时间（freezeMinutes）不能超过比赛时长');
    expect((await t.post(api('contest/save'), { ...base, problemIds: [], startAt: at(0), endAt: at(60) }, teacher)).code).toBe('InvalidParameter');
    expect((await t.post(api('contest/save'), { ...base, rule: 'ioi', startAt: at(0), endAt: at(60) }, teacher)).code).toBe('InvalidParameter');
  });

  it('sign-up: open contests take any student of the school, invitations and teams restrict, ended contests refuse', async () => {
    const now = Date.now();
    const window = { startAt: new Date(now + 30 * minute).toISOString(), endAt: new Date(now + 90 * minute).toISOString() };
    const open = await createContest(teacher, { title: '公开报名赛', ...window });
    expect((await t.post(api('contest/signUp'), { id: open }, stu.student.token)).success).toBe(true);
    expect((await t.post(api('contest/signUp'), { id: open }, stu.student.token)).success).toBe(true);
    const detail = await t.post(api('contest/detail'), { id: open }, stu.student.token);
    expect(detail.content.contest).toMatchObject({ joined: true, status: 'upcoming', participantCount: 1 });
    // Problems stay hidden from contestants until the start.
    expect(detail.content).toMatchObject({ problemsHidden: true, problems: [] });
    expect((await t.post(api('contest/problem'), { id: open, letter: 'A' }, stu.student.token)).message).toBe('比赛尚未开始，开始后才能查看题目');
    expect((await t.post(api('contest/detail'), { id: open }, teacher)).content.problems.map((p: { letter: string }) => p.letter)).toEqual(['A', 'B']);

    const invite = await createContest(teacher, { title: '邀请赛', signUp: 'invite', ...window });
    expect((await t.post(api('contest/signUp'), { id: invite }, stu.student.token)).message).toBe('该比赛仅限受邀学生参加');
    const [cls] = (await t.post(api('student/options'), {}, teacher)).content.classes;
    const invited = await t.post(api('contest/invite'), { id: invite, classIds: [cls.id] }, teacher);
    expect(invited.content.count).toBe(3);
    expect((await t.post(api('contest/participants'), { id: invite }, stu.student.token)).content.map((p: { source: string }) => p.source)).toEqual(['invite', 'invite', 'invite']);
    expect((await t.post(api('contest/invite'), { id: invite, studentIds: [stu.student.id] }, stu.student.token)).code).not.toBe('Success');

    const team = (await t.post(api('team/save'), { name: '提高组' }, teacher)).content.id;
    await t.post(api('team/setMembers'), { id: team, studentIds: [stu.student2.id] }, teacher);
    const teamContest = await createContest(teacher, { title: '团队赛', teamId: team, ...window });
    expect((await t.post(api('contest/signUp'), { id: teamContest }, stu.student.token)).message).toBe('该比赛仅限团队成员参加');
    expect((await t.post(api('contest/signUp'), { id: teamContest }, stu.student2.token)).success).toBe(true);

    const ended = await createContest(teacher, { title: '已结束', startAt: new Date(now - 90 * minute).toISOString(), endAt: new Date(now - 30 * minute).toISOString() });
    expect((await t.post(api('contest/signUp'), { id: ended }, stu.student.token)).message).toBe('比赛已结束，不能报名');

    // Problems may change until the start, never after.
    const edit = { title: '公开报名赛', rule: 'acm', signUp: 'open', problemIds: [platformProblem] };
    expect((await t.post(api('contest/save'), { id: open, ...edit, ...window }, teacher)).success).toBe(true);
    expect((await t.post(api('contest/detail'), { id: open }, teacher)).content.problems.map((p: { title: string }) => p.title)).toEqual(['平台题']);
    const endedWindow = { startAt: new Date(now - 90 * minute).toISOString(), endAt: new Date(now - 30 * minute).toISOString() };
    expect((await t.post(api('contest/save'), { id: ended, ...edit, ...endedWindow }, teacher)).message).toBe('比赛已开始，不能修改题目');
    expect((await t.post(api('contest/save'), { id: open, ...edit, ...window }, stu.student.token)).code).toBe('InvalidToken');
  });

  it('submitting is refused outside the window and for non-participants; inside it the submission is queued with the contest', async () => {
    const now = Date.now();
    const body = { letter: 'A', language: 'cpp', source: 'int main(){return 0;}' };
    const upcoming = await createContest(teacher, { title: '未开始', startAt: new Date(now + 10 * minute).toISOString(), endAt: new Date(now + 70 * minute).toISOString() });
    await t.post(api('contest/signUp'), { id: upcoming }, stu.student.token);
    expect((await t.post(api('contest/submit'), { id: upcoming, ...body }, stu.student.token)).message).toBe('比赛尚未开始，不能提交');
    const ended = await createContest(teacher, { title: '已结束2', startAt: new Date(now - 70 * minute).toISOString(), endAt: new Date(now - 10 * minute).toISOString() });
    expect((await t.post(api('contest/submit'), { id: ended, ...body }, stu.student.token)).message).toBe('比赛已结束，不能提交');

    const running = await createContest(teacher, { title: '进行中', startAt: new Date(now - minute).toISOString(), endAt: new Date(now + 60 * minute).toISOString() });
    expect((await t.post(api('contest/submit'), { id: running, ...body }, stu.student.token)).message).toBe('请先报名参加比赛');
    await t.post(api('contest/signUp'), { id: running }, stu.student.token);
    expect((await t.post(api('contest/submit'), { id: running, ...body, letter: 'C' }, stu.student.token)).code).toBe('NotFound');
    const sent = await t.post(api('contest/submit'), { id: running, ...body, letter: 'B' }, stu.student.token);
    expect(sent.success).toBe(true);
    const [row] = await t.database.db.select().from(ojSubmissions).where(eq(ojSubmissions.id, sent.content.id));
    expect(row).toMatchObject({ contestId: running, problemId: platformProblem, submitterKind: 'student', submitterId: stu.student.id, status: 'queued' });
    const mine = await t.post(api('contest/mySubmissions'), { id: running }, stu.student.token);
    expect(mine.content.map((s: { letter: string; status: string }) => [s.letter, s.status])).toEqual([['B', 'queued']]);
    expect((await t.post(api('contest/delete'), { id: running }, teacher)).message).toBe('比赛已有提交记录，不能删除');
  });

  it('ACM board: solved then penalty (minutes + 20 per rejected try, compile errors free), frozen for students during the freeze', async () => {
    const start = new Date(Date.now() - 100 * minute);
    const at = (m: number) => new Date(start.getTime() + m * minute);
    // 120 minutes, the last 30 frozen: the freeze began at minute 90.
    const id = await createContest(teacher, { title: 'ACM', freezeMinutes: 30, startAt: start.toISOString(), endAt: at(120).toISOString() });
    for (const name of ['student', 'student2', 'student3']) await t.post(api('contest/invite'), { id, studentIds: [stu[name].id] }, teacher);
    await judged(stu.student.id, id, schoolProblem, 'WA', at(10));
    await judged(stu.student.id, id, schoolProblem, 'AC', at(15));
    await judged(stu.student.id, id, schoolProblem, 'WA', at(16)); // after acceptance: no effect
    await judged(stu.student.id, id, platformProblem, 'CE', at(20));
    await judged(stu.student.id, id, platformProblem, 'AC', at(40));
    await judged(stu.student2.id, id, schoolProblem, 'AC', at(5));
    await judged(stu.student2.id, id, platformProblem, 'TLE', at(60));
    await judged(stu.student2.id, id, platformProblem, 'AC', at(95)); // inside the freeze
    await judged(stu.student2.id, null, platformProblem, 'AC', at(50)); // outside the contest: ignored

    const live = (await t.post(api('contest/scoreboard'), { id }, teacher)).content;
    expect(live.frozen).toBe(false);
    expect(live.letters).toEqual(['A', 'B']);
    expect(live.rows.map((r: { realName: string; rank: number; solved: number; penalty: number }) => [r.rank, r.solved, r.penalty])).toEqual([
      [1, 2, 15 + 20 + 40],
      [2, 2, 5 + 95 + 20],
      [3, 0, 0],
    ]);
    expect(live.rows[1].studentId).toBe(stu.student2.id);

    const frozen = (await t.post(api('contest/scoreboard'), { id }, stu.student3.token)).content;
    expect(frozen.frozen).toBe(true);
    const s2 = frozen.rows.find((r: { studentId: number }) => r.studentId === stu.student2.id);
    expect(s2).toMatchObject({ solved: 1, penalty: 5 });
    expect(s2.cells[1]).toMatchObject({ letter: 'B', accepted: false, attempts: 1, pending: 1 });
    expect(frozen.rows[0]).toMatchObject({ studentId: stu.student.id, solved: 2, penalty: 75 });
    expect(frozen.rows[0].cells[0]).toMatchObject({ accepted: true, attempts: 1, acMinutes: 15 });
  });

  it('OI board: the sum of each problem\'s best score out of 100', async () => {
    const start = new Date(Date.now() - 30 * minute);
    const at = (m: number) => new Date(start.getTime() + m * minute);
    const id = await createContest(teacher, { title: 'OI', rule: 'oi', startAt: start.toISOString(), endAt: at(60).toISOString() });
    await t.post(api('contest/invite'), { id, studentIds: [stu.student.id, stu.student2.id] }, teacher);
    await judged(stu.student.id, id, schoolProblem, 'WA', at(1), 0.5);
    await judged(stu.student.id, id, schoolProblem, 'WA', at(2), 0.2);
    await judged(stu.student.id, id, platformProblem, 'WA', at(3), 0.3);
    await judged(stu.student2.id, id, schoolProblem, 'AC', at(4), 1);
    const board = (await t.post(api('contest/scoreboard'), { id }, stu.student.token)).content;
    expect(board.rows.map((r: { studentId: number; score: number; rank: number }) => [r.studentId, r.score, r.rank])).toEqual([
      [stu.student2.id, 100, 1],
      [stu.student.id, 80, 2],
    ]);
    expect(board.rows[1].cells.map((c: { score: number | null }) => c.score)).toEqual([50, 30]);
  });

  it('teams: a teacher\'s own, with members, lists and submissions; students see the teams they belong to; no school crosses', async () => {
    const id = (await t.post(api('team/save'), { name: '普及组', description: '周末训练' }, teacher)).content.id;
    expect((await t.post(api('team/setMembers'), { id, studentIds: [stu.student.id, stu.student3.id] }, teacher)).content.count).toBe(2);
    const sheet = (await t.post(api('sheet/save'), { title: '团队题单', problemIds: [schoolProblem] }, teacher)).content.id;
    expect((await t.post(api('team/setSheets'), { id, sheetIds: [sheet] }, teacher)).content.count).toBe(1);
    await judged(stu.student3.id, null, platformProblem, 'WA', new Date());
    await judged(stu.student2.id, null, platformProblem, 'AC', new Date());

    const mine = await t.post(api('team/queryList'), {}, stu.student.token);
    expect(mine.content.map((x: { name: string }) => x.name)).toContain('普及组');
    expect((await t.post(api('team/queryList'), {}, stu.student2.token)).content.map((x: { name: string }) => x.name)).not.toContain('普及组');
    expect((await t.post(api('team/detail'), { id }, stu.student2.token)).code).toBe('NotFound');
    const detail = (await t.post(api('team/detail'), { id }, stu.student.token)).content;
    expect(detail.team).toMatchObject({ memberCount: 2, sheetCount: 1 });
    expect(detail.sheets.map((s: { title: string }) => s.title)).toEqual(['团队题单']);
    const subs = (await t.post(api('team/submissions'), { id }, teacher)).content;
    expect(subs.items.every((s: { studentId: number }) => [stu.student.id, stu.student3.id].includes(s.studentId))).toBe(true);
    expect(subs.items.some((s: { studentId: number }) => s.studentId === stu.student3.id)).toBe(true);
    expect((await t.post(api('team/submissions'), { id, studentId: stu.student2.id }, teacher)).message).toBe('参数错误：学生（studentId）不是该团队成员');
    expect((await t.post(api('team/submissions'), { id }, stu.student.token)).code).toBe('InvalidToken');

    for (const call of ['team/detail', 'team/delete', 'team/submissions']) expect((await t.post(api(call), { id }, other)).code).toBe('NotFound');
    expect((await t.post(api('team/setMembers'), { id, studentIds: [otherStudentId] }, teacher)).message).toBe(`参数错误：学生（studentIds）不存在：${otherStudentId}`);
  });

  it('ranking: the school\'s students by problems accepted, ties share a rank; other schools are not counted', async () => {
    await judged(otherStudentId, null, platformProblem, 'AC', new Date());
    const ranking = (await t.post(api('ranking'), { pageSize: 50 }, stu.student3.token)).content;
    const ids = ranking.items.map((r: { studentId: number }) => r.studentId);
    expect(ids).not.toContain(otherStudentId);
    expect(ranking.total).toBe(3);
    const byId = new Map(ranking.items.map((r: { studentId: number; solved: number; rank: number }) => [r.studentId, r]));
    const rows = [...byId.values()] as { solved: number; rank: number }[];
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i].solved).toBeLessThanOrEqual(rows[i - 1].solved);
      expect(rows[i].rank).toBe(rows[i].solved === rows[i - 1].solved ? rows[i - 1].rank : i + 1);
    }
    // Practice only, as in the problem bank: the student accepted both problems in a contest but one in practice.
    expect((byId.get(stu.student.id) as { solved: number }).solved).toBe(1);
  });

  it('MyOj: a teacher sees the lists and contests they made, not a colleague\'s', async () => {
    const overview = (await t.post(api('my/overview'), {}, teacher)).content;
    expect(overview.problems.map((p: { title: string }) => p.title).sort()).toEqual(['本校题', '私有题']);
    expect(overview.sheets.length).toBeGreaterThan(0);
    expect(overview.contests.every((c: { manageable: boolean }) => c.manageable)).toBe(true);
    const principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    const theirs = (await t.post(api('my/overview'), {}, principal)).content;
    expect(theirs).toMatchObject({ problems: [], sheets: [], contests: [], teamCount: 0 });
  });
});
