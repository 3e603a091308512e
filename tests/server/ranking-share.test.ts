import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ojContestParticipants, ojContestProblems, ojContests, ojProblems, ojSubmissions, schools, shareLinks, staff, students } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { staffToken } from './crud-fixtures';
import { studentToken } from './oj-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const minute = 60_000;

/**
 * Contest rankings shared by link (/shareRanking, /MyMatchRanking): only a 256-bit token opens
 * them, bound to one contest (and one student for the card), until it expires; names on the
 * shared board are half hidden; unknown and expired tokens get a clear message.
 */
describe.each(backends)('ranking share links on %s', (backend) => {
  let t: TestApp;
  let teacher: string;
  let student: string;
  let student3: string;
  let contestId: number;
  let upcomingId: number;
  const share = (body: unknown, token: string) => t.post('/java-api/oj/contest/shareRanking', body, token);

  beforeAll(async () => {
    t = await startTestApp(backend);
    const db = t.database.db;
    teacher = await staffToken(t, demoAccounts.teacher.userName, demoAccounts.teacher.password);
    student = await studentToken(t);
    student3 = await studentToken(t, 'student3', demoAccounts.student.password);
    const [school] = await db.select().from(schools).where(eq(schools.domain, 'demo'));
    const [me] = await db.select().from(staff).where(eq(staff.userName, demoAccounts.teacher.userName));
    const pupils = await db.select().from(students).where(eq(students.schoolId, school.id));
    const byName = new Map(pupils.map((p) => [p.userName, p]));
    const problems = await db.select({ id: ojProblems.id }).from(ojProblems).limit(2);
    const now = Date.now();
    const [contest] = await db
      .insert(ojContests)
      .values({ schoolId: school.id, title: '周末编程赛', rule: 'acm', startAt: new Date(now - 60 * minute), endAt: new Date(now - minute), signUp: 'open', authorKind: 'staff', authorId: me.id })
      .returning();
    contestId = contest.id;
    const [upcoming] = await db
      .insert(ojContests)
      .values({ schoolId: school.id, title: '下周赛', rule: 'acm', startAt: new Date(now + 60 * minute), endAt: new Date(now + 120 * minute), signUp: 'open', authorKind: 'staff', authorId: me.id })
      .returning();
    upcomingId = upcoming.id;
    await db.insert(ojContestProblems).values(problems.map((p, position) => ({ contestId, problemId: p.id, position })));
    for (const name of ['student', 'student2']) await db.insert(ojContestParticipants).values({ contestId, studentId: byName.get(name)!.id, schoolId: school.id, source: 'signup' });
    const submit = (name: string, problemId: number, verdict: string, at: number) =>
      db.insert(ojSubmissions).values({ schoolId: school.id, problemId, contestId, submitterKind: 'student', submitterId: byName.get(name)!.id, language: 'python', source: 'print(1)', status: 'finished', verdict, createdAt: new Date(now - at * minute) });
    await submit('student', problems[0].id, 'WA', 50);
    await submit('student', problems[0].id, 'AC', 40);
    await submit('student2', problems[0].id, 'AC', 30);
    await submit('student2', problems[1].id, 'AC', 20);
  });
  afterAll(() => t.close());

  it('a teacher shares the ranking: anyone with the token sees it, names half hidden; expired and unknown tokens are told apart', async () => {
    const made = await share({ id: contestId, kind: 'board', days: 3 }, teacher);
    expect(made.success, made.message).toBe(true);
    expect(made.content.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.content.path).toBe(`/shareRanking?token=${made.content.token}`);
    const [stored] = await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, made.content.id));
    expect(stored.tokenHash).not.toContain(made.content.token);
    expect(stored).toMatchObject({ targetKind: 'contestRanking', targetId: contestId, creatorKind: 'staff' });

    const open = await t.post('/api/share/ranking', { token: made.content.token });
    expect(open.success, open.message).toBe(true);
    expect(open.content.contest).toMatchObject({ title: '周末编程赛', status: 'ended', problemCount: 2, entrants: 2 });
    expect(open.content.rows.map((r: { rank: number; name: string; solved: number }) => [r.rank, r.name, r.solved])).toEqual([
      [1, '刘*红', 2],
      [2, '张*明', 1],
    ]);
    expect(JSON.stringify(open.content)).not.toContain('张小明');

    // A board token opens no card, and the reverse.
    expect((await t.post('/api/share/myMatchRanking', { token: made.content.token })).message).toBe('排名分享链接无效，请向分享人索取新的链接');
    expect((await t.post('/api/share/ranking', { token: 'x'.repeat(43) })).message).toBe('排名分享链接无效，请向分享人索取新的链接');
    await t.database.db.update(shareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shareLinks.id, made.content.id));
    expect(await t.post('/api/share/ranking', { token: made.content.token })).toMatchObject({ success: false, message: '排名分享链接已过期，请向分享人索取新的链接' });
  });

  it('a student shares their own card, only for a contest they took part in that has started', async () => {
    const made = await share({ id: contestId, kind: 'mine' }, student);
    expect(made.success, made.message).toBe(true);
    expect(made.content.path).toBe(`/MyMatchRanking?token=${made.content.token}`);
    const card = await t.post('/api/share/myMatchRanking', { token: made.content.token });
    expect(card.content).toMatchObject({ realName: '张小明', schoolName: '示范编程学校', className: 'Python 启蒙一班', rank: 2, solved: 1, penalty: 40, contest: { title: '周末编程赛', entrants: 2 } });
    expect(card.content.cells[0]).toMatchObject({ letter: 'A', accepted: true, attempts: 1 });

    expect((await share({ id: contestId, kind: 'mine' }, student3)).message).toBe('只有参赛学员可以分享自己的比赛排名');
    expect((await share({ id: contestId, kind: 'mine' }, teacher)).message).toBe('只有参赛学员可以分享自己的比赛排名');
    expect((await share({ id: upcomingId, kind: 'board' }, teacher)).message).toBe('比赛尚未开始，暂无排名可分享');
    expect((await share({ id: contestId, kind: 'board', days: 31 }, teacher)).success).toBe(false);
  });
  it('each creator lists and revokes their own ranking links, and a revoked link opens nothing', async () => {
    const links = (body: unknown, token: string) => t.post('/java-api/oj/contest/rankingShareLinks', body, token);
    const revoke = (id: number, token: string) => t.post('/java-api/oj/contest/revokeRankingShare', { id }, token);
    const board = (await share({ id: contestId, kind: 'board' }, teacher)).content;
    const card = (await share({ id: contestId, kind: 'mine' }, student)).content;
    const studentBoard = (await share({ id: contestId, kind: 'board' }, student)).content;

    // Only one's own links, of the kind asked, newest first; the token is never answered again.
    const mine = await links({ id: contestId, kind: 'mine' }, student);
    expect(mine.success, mine.message).toBe(true);
    expect(mine.content[0]).toMatchObject({ id: card.id, targetKind: 'matchRanking', targetId: contestId, revokedAt: null });
    expect(JSON.stringify(mine.content)).not.toContain(card.token);
    expect((await links({ id: contestId, kind: 'board' }, student)).content.map((l: { id: number }) => l.id)).toEqual([studentBoard.id]);
    expect((await links({ id: contestId, kind: 'board' }, teacher)).content.map((l: { id: number }) => l.id)).not.toContain(studentBoard.id);
    expect((await links({ id: contestId, kind: 'mine' }, student3)).content).toEqual([]);

    // Another's link is not found; one's own ends at once, once.
    expect((await revoke(board.id, student)).message).toBe('排名分享链接无效，请向分享人索取新的链接');
    expect((await revoke(card.id, teacher)).message).toBe('排名分享链接无效，请向分享人索取新的链接');
    const ended = await revoke(card.id, student);
    expect(ended.success, ended.message).toBe(true);
    expect(ended.content.revokedAt).not.toBeNull();
    expect(await t.post('/api/share/myMatchRanking', { token: card.token })).toMatchObject({ success: false, message: '排名分享链接已被撤销' });
    expect((await revoke(card.id, student)).message).toBe('排名分享链接无效，请向分享人索取新的链接');
    expect((await revoke(board.id, teacher)).success).toBe(true);
    expect(await t.post('/api/share/ranking', { token: board.token })).toMatchObject({ success: false, message: '排名分享链接已被撤销' });
    expect((await t.post('/api/share/ranking', { token: studentBoard.token })).success).toBe(true);
  });
});
