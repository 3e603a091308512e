import * as Blockly from 'blockly';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { classOwnLessonUnlocks, examSheetAnswers, examSheets, exams, homeworks, homeworkSubmissions, ojSubmissions, ownLessonPreparations, starRules, students, typingRecords, works } from '../../server/db/schema';
import { ownLessons } from '../../server/features/classroom/own-lesson-unlocks';
import { sheetTotal } from '../../server/features/exams/sheet-rules';
import { homeworkState } from '../../server/features/homework/homework-rules';
import { studentStats } from '../../server/features/oj-contest/student-stats';
import { leaderboardFigures } from '../../server/features/typing/typing-rules';
import { demoRandom } from '../../server/seed/demo-term/demo-random';
import { seedLearningTerm } from '../../server/seed/demo-term/learning';
import { consumes } from '../../server/features/teaching/sign-in';
import { demoPeopleTerm } from './demo-people-term';
import { routeCatalog } from '../../shared/route-catalog';
import { backends, openTestDatabase } from './test-database';

/** Fixed in the past, so anything stamped by now() (after it) is told apart from the term's own dates. */
const today = new Date('2026-06-12T10:00:00+08:00');

/** Every table the learning part fills, in a stable order. */
const filled = [
  'works', 'work_reviews', 'homeworks', 'homework_submissions', 'course_subjects', 'curricula', 'curriculum_grants', 'curriculum_lessons',
  'school_curriculum_systems', 'school_curricula', 'school_curriculum_lessons', 'school_curriculum_classes', 'class_own_lesson_unlocks', 'own_lesson_preparations',
  'community_shares', 'community_likes', 'community_favourites', 'community_comments', 'community_notices', 'community_wear',
  'oj_submissions', 'oj_sheets', 'oj_sheet_problems', 'oj_teams', 'oj_team_members', 'oj_team_sheets', 'oj_contests', 'oj_contest_problems', 'oj_contest_participants',
  'question_banks', 'questions', 'papers', 'paper_sections', 'paper_questions', 'exams', 'exam_questions', 'exam_assignments',
  'exam_sheets', 'exam_sheet_answers', 'wrong_questions', 'typing_records', 'typing_level_awards',
  'star_grants', 'student_stars', 'star_rules', 'school_products', 'point_orders', 'campuses', 'sign_records',
];

/** A table's rows as text, sorted; a moment after `today` (a now() stamp of the run) reads "now". */
async function dump(db: Db, table: string): Promise<string[]> {
  const result = await db.execute(sql.raw(`select * from ${table}`));
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((k) => {
            const raw = row[k];
            const v = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(raw) ? new Date(raw) : raw;
            if (v instanceof Date) return v.getTime() > today.getTime() ? 'now' : v.toISOString();
            return v;
          }),
      ),
    )
    .sort();
}

async function seeded(backend: 'pglite' | 'postgres') {
  const database = await openTestDatabase(backend);
  const ctx = await demoPeopleTerm(database.db, 'standard', today);
  const started = performance.now();
  await seedLearningTerm(ctx);
  return { database, ctx, ms: performance.now() - started };
}

/**
 * The learning part of the demo term on the base school plus five classes (blocks, Python, C++;
 * 58 students): the same seed and day give the same rows in every table it fills, and what it
 * writes holds together as the product's own rules would have left it — exam results and their
 * sheets, coin balances and their ledger, OJ solved counts and submissions, homework hand-ins and
 * their due times, community counters and their rows, typing figures and their records.
 */
describe.each(backends)('the demo term’s learning part on %s', (backend) => {
  let first: Awaited<ReturnType<typeof seeded>>;
  let db: Db;

  beforeAll(async () => {
    first = await seeded(backend);
    db = first.database.db;
    console.log(`learning part, standard scale on ${backend}: ${first.ctx.students.length} students in ${Math.round(first.ms)} ms`);
  }, 120_000);
  afterAll(async () => first?.database.drop());

  it('gives identical rows in every table it fills for the same seed and day', async () => {
    const second = await seeded(backend);
    try {
      for (const table of filled) expect(await dump(second.database.db, table), table).toEqual(await dump(db, table));
    } finally {
      await second.database.drop();
    }
    const other = await openTestDatabase(backend);
    try {
      await seedLearningTerm({ ...(await demoPeopleTerm(other.db, 'standard', today)), random: demoRandom('another-term') });
      expect(await dump(other.db, 'oj_submissions')).not.toEqual(await dump(db, 'oj_submissions'));
    } finally {
      await other.drop();
    }
  }, 240_000);

  it('gives every exam result a marked sheet whose total is its answers’ scores', async () => {
    const list = await db.select().from(exams).where(eq(exams.schoolId, first.ctx.schoolId));
    // Per class: the mid-term exam and practice sat during the term, and an exam and a practice open now, not yet sat.
    expect(list.filter((e) => e.kind === 'exam').length).toBe(2 * first.ctx.classes.length);
    expect(list.filter((e) => e.kind === 'practice').length).toBe(2 * first.ctx.classes.length);
    const openNow = list.filter((e) => e.startAt <= first.ctx.today && e.endAt > first.ctx.today);
    expect(openNow.length).toBe(2 * first.ctx.classes.length);
    expect(openNow.every((e) => e.state === 'published')).toBe(true);
    const sheets = await db.select().from(examSheets).where(eq(examSheets.schoolId, first.ctx.schoolId));
    const answers = await db.select().from(examSheetAnswers);
    for (const exam of list) {
      const own = sheets.filter((s) => s.examId === exam.id);
      if (openNow.includes(exam)) expect(own.length, exam.title).toBe(0);
      else expect(own.length, exam.title).toBeGreaterThan(0);
      for (const sheet of own) {
        expect(sheet.state).toBe('marked');
        const mine = answers.filter((a) => a.sheetId === sheet.id);
        expect(mine.length).toBe(exam.questionCount);
        const totals = sheetTotal(mine);
        expect(totals.unmarked).toBe(0);
        expect(sheet.totalScore).toBeCloseTo(totals.totalScore, 6);
        expect(sheet.totalScore).toBeLessThanOrEqual(exam.fullScore);
        expect(sheet.submittedAt!.getTime()).toBeLessThanOrEqual(sheet.deadline!.getTime());
      }
      if (exam.resultsPublishedAt) expect(own.every((s) => s.coins > 0)).toBe(true);
    }
    // Short answers were marked by hand, with a comment; some answers were wrong and are in the book.
    expect(answers.filter((a) => a.manualScore !== null && a.comment).length).toBeGreaterThan(0);
    const wrong = (await db.execute(sql`select count(*)::int as n from wrong_questions`)) as unknown as { rows: { n: number }[] };
    expect(Number(wrong.rows[0].n)).toBeGreaterThan(0);
  });

  it('keeps every star-coin balance equal to its ledger, within each day’s limit', async () => {
    const result = await db.execute(sql`
      select s.id, coalesce(b.balance, 0) as balance,
        coalesce((select sum(amount) from star_grants g where g.student_id = s.id), 0) - coalesce((select sum(coins) from point_orders o where o.student_id = s.id and o.state = 1), 0) as ledger
      from students s left join student_stars b on b.student_id = s.id where s.school_id = ${first.ctx.schoolId}`);
    const rows = (result as unknown as { rows: { id: number; balance: number; ledger: number }[] }).rows;
    for (const row of rows) expect(Number(row.balance), `student ${row.id}`).toBe(Number(row.ledger));
    expect(rows.filter((r) => Number(r.balance) > 0).length).toBeGreaterThan(first.ctx.students.length / 2);
    const [rule] = await db.select().from(starRules).limit(1);
    const days = (await db.execute(sql`select student_id, (created_at at time zone 'Asia/Shanghai')::date as day, sum(amount)::int as total from star_grants where amount > 0 and source <> 'manual' group by 1, 2`)) as unknown as { rows: { total: number }[] };
    expect(Math.max(...days.rows.map((d) => Number(d.total)))).toBeLessThanOrEqual(rule.dailyLimit);
    const sources = (await db.execute(sql`select distinct source from star_grants`)) as unknown as { rows: { source: string }[] };
    expect(sources.rows.map((r) => r.source).sort()).toEqual(expect.arrayContaining(['exam', 'ojProblem', 'sign', 'typing', 'work']));
    const spent = (await db.execute(sql`select state, count(*)::int as n from point_orders group by state`)) as unknown as { rows: { state: number; n: number }[] };
    expect(spent.rows.map((r) => Number(r.state)).sort()).toEqual([0, 1, 2]);
    const worn = (await db.execute(sql`select count(*)::int as n from community_wear w join point_orders o on o.student_id = w.student_id and o.product_id = w.product_id and o.state = 1`)) as unknown as { rows: { n: number }[] };
    expect(Number(worn.rows[0].n)).toBeGreaterThan(0);
  });

  it('pays the sign-in coins of every lesson a student came to, and none for an absence', async () => {
    const result = await db.execute(sql`
      select r.id, r.status, g.amount from sign_records r left join star_grants g on g.source_key = 'sign:' || r.id
      where r.school_id = ${first.ctx.schoolId}`);
    const rows = (result as unknown as { rows: { id: number; status: number; amount: number | null }[] }).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.amount === null ? 0 : Number(r.amount), `sign record ${r.id}`).toBe(consumes(Number(r.status)) ? 1 : 0);
  });

  it('stores finished submissions with every verdict, and the OJ ranking counts them', async () => {
    const rows = await db.select().from(ojSubmissions).where(eq(ojSubmissions.schoolId, first.ctx.schoolId));
    expect(new Set(rows.map((r) => r.verdict))).toEqual(new Set(['AC', 'WA', 'TLE', 'MLE', 'RE', 'CE', 'PE']));
    expect(rows.every((r) => r.status === 'finished' && r.judgedAt! > r.createdAt)).toBe(true);
    expect(rows.filter((r) => r.verdict === 'CE').every((r) => r.compileMessage && r.score === 0)).toBe(true);
    // Practice counts on the ranking; a contest's submissions only on its board.
    const practice = rows.filter((r) => r.contestId === null);
    expect(rows.length - practice.length).toBeGreaterThan(0);
    const solved = new Map<number, Set<number>>();
    for (const r of practice) if (r.verdict === 'AC') solved.set(r.submitterId, (solved.get(r.submitterId) ?? new Set()).add(r.problemId));
    const stats = await studentStats(db, eq(students.schoolId, first.ctx.schoolId));
    for (const item of stats.items) {
      expect(item.solved, item.realName).toBe(solved.get(item.studentId)?.size ?? 0);
      expect(item.submissions).toBe(practice.filter((r) => r.submitterId === item.studentId).length);
    }
    // Ids follow time, as the queue hands them out: the first AC of a problem is the one paid.
    const byId = [...rows].sort((a, b) => a.id - b.id);
    for (let i = 1; i < byId.length; i += 1) expect(byId[i].createdAt.getTime()).toBeGreaterThanOrEqual(byId[i - 1].createdAt.getTime());
    const paid = (await db.execute(sql`select count(*)::int as n from star_grants where source = 'ojProblem'`)) as unknown as { rows: { n: number }[] };
    expect(Number(paid.rows[0].n)).toBeGreaterThan(0);
    // A first AC pays once per student and problem, in practice or in a contest (awardAcceptedProblem).
    const everAccepted = new Set(rows.filter((r) => r.verdict === 'AC').map((r) => `${r.submitterId}:${r.problemId}`));
    expect(Number(paid.rows[0].n)).toBeLessThanOrEqual(everAccepted.size);
  });

  it('hands homework in on time, late within the window or not at all, with a work of the asked kind', async () => {
    const list = await db.select().from(homeworks).where(eq(homeworks.schoolId, first.ctx.schoolId));
    const handIns = await db.select({ h: homeworkSubmissions, kind: works.kind, owner: works.studentId }).from(homeworkSubmissions).innerJoin(works, eq(works.id, homeworkSubmissions.workId));
    const states = new Map<string, number>();
    for (const hw of list) {
      expect(hw.lateUntil.getTime()).toBeGreaterThan(hw.dueAt.getTime());
      const cls = first.ctx.classes.find((c) => c.id === hw.classId)!;
      for (const studentId of cls.studentIds) {
        const mine = handIns.find((x) => x.h.homeworkId === hw.id && x.h.studentId === studentId);
        if (mine) {
          expect(mine.kind).toBe(hw.kind);
          expect(mine.owner).toBe(studentId);
          expect(mine.h.submittedAt.getTime()).toBeLessThanOrEqual(hw.lateUntil.getTime());
          expect(mine.h.submittedAt.getTime()).toBeGreaterThan(hw.createdAt.getTime());
          expect(mine.h.submittedAt.getTime()).toBeLessThan(today.getTime());
        }
        const state = homeworkState(hw, mine?.h.submittedAt ?? null, today);
        states.set(state, (states.get(state) ?? 0) + 1);
      }
    }
    expect([...states.keys()]).toEqual(expect.arrayContaining(['handedIn', 'late', 'missing']));
  });

  it('writes works of each kind that their editors open: Blockly workspaces and programs', async () => {
    const rows = await db.select().from(works).where(eq(works.schoolId, first.ctx.schoolId));
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['block', 'python', 'cpp', 'junior']));
    for (const work of rows.filter((r) => r.kind === 'block' || r.kind === 'junior')) {
      const ws = new Blockly.Workspace();
      Blockly.serialization.workspaces.load(JSON.parse(work.source), ws);
      expect(ws.getAllBlocks(false).length).toBeGreaterThan(1);
      ws.dispose();
    }
    const reviews = (await db.execute(sql`select count(*)::int as n, count(*) filter (where comment <> '')::int as c from work_reviews`)) as unknown as { rows: { n: number; c: number }[] };
    expect(Number(reviews.rows[0].n)).toBeGreaterThan(0);
    expect(reviews.rows[0].c).toBe(reviews.rows[0].n);
  });

  it('shares works with counters equal to their likes, favourites and comments, replies notifying their authors', async () => {
    const result = await db.execute(sql`
      select s.id, s.like_count, s.favourite_count, s.comment_count, s.view_count,
        (select count(*) from community_likes l where l.share_id = s.id)::int as likes,
        (select count(*) from community_favourites f where f.share_id = s.id)::int as favourites,
        (select count(*) from community_comments c where c.share_id = s.id and c.hidden_at is null and c.deleted_at is null)::int as comments
      from community_shares s`);
    const rows = (result as unknown as { rows: Record<string, number>[] }).rows;
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) {
      expect(Number(r.like_count)).toBe(Number(r.likes));
      expect(Number(r.favourite_count)).toBe(Number(r.favourites));
      expect(Number(r.comment_count)).toBe(Number(r.comments));
      expect(Number(r.view_count)).toBeGreaterThanOrEqual(Number(r.likes));
    }
    const replies = (await db.execute(sql`select count(*)::int as n from community_comments c join community_comments p on p.id = c.parent_id join community_notices n on n.comment_id = c.id and n.student_id = p.student_id where p.student_id <> c.student_id`)) as unknown as { rows: { n: number }[] };
    expect(Number(replies.rows[0].n)).toBeGreaterThan(0);
    // The README's student (the account a newcomer tries) has a share of their own on 作品分享.
    const demoStudent = first.ctx.students.find((s) => s.userName === 'student')!;
    const own = (await db.execute(sql`select count(*)::int as n from community_shares where student_id = ${demoStudent.id}`)) as unknown as { rows: { n: number }[] };
    expect(Number(own.rows[0].n)).toBeGreaterThan(0);
    // …and wears a decoration bought with star coins, so 头像装扮 is not empty either.
    const worn = (await db.execute(sql`select count(*)::int as n from community_wear where student_id = ${demoStudent.id}`)) as unknown as { rows: { n: number }[] };
    expect(Number(worn.rows[0].n)).toBeGreaterThan(0);
  });

  it('keeps typing records whose leaderboard figures are their own', async () => {
    const rows = await db.select().from(typingRecords).where(eq(typingRecords.schoolId, first.ctx.schoolId));
    expect(rows.length).toBeGreaterThan(first.ctx.students.length / 2);
    for (const row of rows) {
      const figures = leaderboardFigures(row.typingHistory as never, row.completedLevels as never);
      expect({ bestWpm: row.bestWpm, bestAccuracy: row.bestAccuracy, levels: row.levels }).toEqual(figures);
    }
    // Each run names the typing page it was typed on, as the pages save it: the planet shows that page's name
    // (a made-up mode such as 'basic' reached a child's 最近的成绩 as the raw word).
    const pages = new Set(routeCatalog.filter((r) => r.area === 'typing').map((r) => r.path.split('/').pop()));
    const modes = new Set(rows.flatMap((row) => (row.typingHistory as { sessions?: { mode: string }[] }).sessions ?? []).map((s) => s.mode));
    expect([...modes].filter((mode) => !pages.has(mode))).toEqual([]);
  });

  it('teaches the school\'s own course to the block classes a lesson a week, each prepared before it was opened', async () => {
    const { ctx } = first;
    const blockClasses = ctx.classes.filter((c) => c.subject === 'blocks');
    const unlocks = await db.select().from(classOwnLessonUnlocks);
    expect(unlocks.length).toBeGreaterThan(blockClasses.length);
    expect(new Set(unlocks.map((u) => u.classId))).toEqual(new Set(blockClasses.map((c) => c.id)));
    expect(unlocks.filter((u) => u.unlockedAt.getTime() > today.getTime())).toEqual([]);
    const notes = await db.select().from(ownLessonPreparations);
    for (const u of unlocks) {
      const teacherId = blockClasses.find((c) => c.id === u.classId)!.teacherId;
      const note = notes.find((n) => n.staffId === teacherId && n.lessonId === u.lessonId);
      expect(note?.notes).toMatch(/先演示成品/);
      expect(note!.updatedAt.getTime()).toBeLessThan(u.unlockedAt.getTime());
    }
    // The class teacher's 备课中心 lists it with their prepared lessons; the student's class has it, half opened.
    const teacher = { kind: 'staff' as const, staffId: blockClasses[0].teacherId, schoolId: ctx.schoolId, campusId: null, allowed: new Set<string>() };
    const [listed] = await ownLessons.preparationCurricula(db, teacher);
    expect(listed).toMatchObject({ source: 'own', name: '小小游戏设计师', lessonCount: 6 });
    expect(listed.preparedCount).toBe(new Set(notes.filter((n) => n.staffId === teacher.staffId).map((n) => n.lessonId)).size);
    const [inClass] = await ownLessons.curricula(db, ctx.schoolId, blockClasses[0].id);
    expect(inClass.openedCount).toBeGreaterThan(0);
    expect(inClass.openedCount).toBeLessThanOrEqual(6);
  });
});
