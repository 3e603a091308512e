/**
 * Exams under load (issue 17): 500 students of one school start the same 50-question exam and
 * save every answer (25 000 saves, 50 in flight), then the 500 sheets are submitted at their
 * deadline by the sweep and marked. Prints: answers stored, save p50/p99, wall time of the
 * answering phase, the process's CPU time per save (steadier than wall time on shared cores), and the marking time of the 500 sheets (goals: save p99 < 200 ms on PGlite,
 * < 100 ms on PostgreSQL; marking < 5 s). Calls the student model directly (the rules and SQL of
 * each call; the session lookup is measured by bench/api-throughput.ts).
 *
 *   npx tsx bench/exam-answers.ts                     PGlite, and PostgreSQL when it answers
 *   BENCH_BACKENDS=postgres npx tsx bench/exam-answers.ts
 */
import { count, eq, inArray } from 'drizzle-orm';
import type { StudentActor } from '../server/auth/actors';
import { examAssignments, examQuestions, examSheetAnswers, examSheets, exams, questions as questionTable, students } from '../server/db/schema';
import { autoSubmitDue } from '../server/features/exams/sheet-marking';
import { saveAnswer, startSheet } from '../server/features/exams/student-sheet-model';
import { seedDemoData } from '../server/seed/demo-data';
import { demoSchool, seedPaper } from '../tests/server/exam-fixtures';
import { backends, openTestDatabase, type Backend } from '../tests/server/test-database';
import { QuestionType } from '../shared/question-format';

const studentCount = Number(process.env.BENCH_STUDENTS ?? 500);
const questionCount = 50;
const inFlight = Number(process.env.BENCH_CONNECTIONS ?? 50);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `jobs` with at most `limit` in flight. */
async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (next < jobs.length) await jobs[next++]();
  }));
}

/** A response for question i: right for most, wrong for some, so marking and the wrong-question book both work. */
function responseFor(type: number, i: number, student: number): string {
  const wrong = (i + student) % 4 === 0;
  if (type === QuestionType.single) return wrong ? 'A' : 'B';
  if (type === QuestionType.multiple) return wrong ? 'A' : 'A,C';
  if (type === QuestionType.trueFalse) return wrong ? 'false' : 'true';
  return wrong ? '不知道' : ' 打印 ';
}

async function run(backend: Backend) {
  const database = await openTestDatabase(backend);
  const { db } = database;
  await seedDemoData(db, { scale: 'none' });
  const { school, cls } = await demoSchool(db);
  const made = await db
    .insert(students)
    .values(Array.from({ length: studentCount }, (_, i) => ({ schoolId: school.id, campusId: cls.campusId, classId: cls.id, userName: `bench${i}`, passwordHash: 'x', realName: `考生${i}`, code: `B${i}` })))
    .returning({ id: students.id });
  // The four objective questions of the fixture paper, repeated to 50 frozen questions.
  const { questions } = await seedPaper(db, school.id, '压测卷');
  const objective = questions.filter((q) => q.type !== QuestionType.shortAnswer);
  const frozen = Array.from({ length: questionCount }, (_, i) => objective[i % objective.length]);
  const now = Date.now();
  const [exam] = await db
    .insert(exams)
    .values({ schoolId: school.id, kind: 'exam', title: '压测考试', startAt: new Date(now - 60_000), endAt: new Date(now + 3_600_000), durationMinutes: 60, state: 'published', partialCredit: true, fullScore: frozen.reduce((s, q) => s + q.score, 0), questionCount })
    .returning();
  // Questions repeat in the bench paper, so each position gets its own copy of the question id.
  const copies = await db.insert(questionTable).values(frozen.map((q) => ({ ...q, id: undefined, createdAt: undefined }))).returning();
  await db.insert(examQuestions).values(copies.map((q, i) => ({ examId: exam.id, position: i + 1, questionId: q.id, score: q.score, type: q.type, title: q.title, stem: q.stem, options: q.options, answer: q.answer, analysis: q.analysis, ojProblemId: null })));
  await db.insert(examAssignments).values({ examId: exam.id, classId: cls.id });

  const actors: StudentActor[] = made.map((s) => ({ kind: 'student', studentId: s.id, schoolId: school.id, allowed: new Set() }));
  const began = performance.now();
  const sheets = new Map<number, number>();
  await pool(actors.map((actor, i) => async () => {
    const view = await startSheet(db, actor, { id: exam.id, deviceToken: `device-${i}-token` });
    sheets.set(i, view.sheet.id);
  }), inFlight);
  const saves: number[] = [];
  // CPU time of this process per save: the figure that moves least when other processes share the cores.
  const cpu0 = process.cpuUsage();
  const jobs = actors.flatMap((actor, s) => copies.map((q, i) => async () => {
    const t0 = performance.now();
    await saveAnswer(db, actor, { sheetId: sheets.get(s)!, position: i + 1, response: responseFor(q.type, i, s), deviceToken: `device-${s}-token` });
    saves.push(performance.now() - t0);
  }));
  // Students answer in turn rather than one after another: interleave the jobs question by question.
  const interleaved = copies.flatMap((_, i) => actors.map((__, s) => jobs[s * questionCount + i]));
  await pool(interleaved, inFlight);
  const answering = (performance.now() - began) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuPerSave = (cpu.user + cpu.system) / 1000 / saves.length;
  const sheetIds = [...sheets.values()];
  const [stored] = await db.select({ n: count() }).from(examSheetAnswers).where(inArray(examSheetAnswers.sheetId, sheetIds));

  await db.update(examSheets).set({ deadline: new Date(Date.now() - 1000) }).where(eq(examSheets.examId, exam.id));
  const m0 = performance.now();
  const submitted = await autoSubmitDue(db, eq(examSheets.examId, exam.id));
  const marking = (performance.now() - m0) / 1000;
  const [marked] = await db.select({ n: count() }).from(examSheets).where(eq(examSheets.examId, exam.id));

  saves.sort((a, b) => a - b);
  console.log(
    `${backend}: ${studentCount} students × ${questionCount} answers — stored ${stored.n}/${studentCount * questionCount}, ` +
      `save p50 ${percentile(saves, 50).toFixed(1)} ms, p99 ${percentile(saves, 99).toFixed(1)} ms (${inFlight} in flight), ${cpuPerSave.toFixed(2)} ms CPU per save, answering phase ${answering.toFixed(1)} s; ` +
      `marking ${submitted.length} sheets (of ${marked.n}) ${marking.toFixed(2)} s`,
  );
  await database.drop();
}

const wanted = process.env.BENCH_BACKENDS?.split(',') ?? backends;
for (const backend of backends.filter((b) => wanted.includes(b))) await run(backend);
