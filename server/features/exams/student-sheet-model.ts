import { and, asc, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { StudentActor } from '../../auth/actors';
import type { Db } from '../../db/client';
import { examAssignments, examQuestions, examSheetAnswers, examSheets, exams, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { ErrorCodes } from '../../../shared/error-codes';
import { examNotFound, invalid, refused, type ExamRow } from './exam-access';
import { QuestionType } from '../../../shared/question-format';
import { answerProblem } from './answer-rules';
import { answeringSheetOf } from './answering-questions';
import { answerVerdicts, settleSheets, settleStudent } from './judged-answers';
import { autoSubmitDue, markSheets } from './sheet-marking';
import { examStatus, questionsForSheet, sheetDeadline, type ExamKind } from './sheet-rules';

/*
 * The student's side of exams and practices (issue 17, docs/exams.md): what I sit, starting a
 * sheet (the clock is the server's), saving answers one by one, submitting once, and reading a
 * sheet back with its scores. The student and school always come from the session.
 *
 * Another device: a sheet belongs to the device token that started it (when the exam asks for one
 * device). Another device is refused with 「本场考试正在另一台设备上作答」 until it takes over
 * explicitly (`takeOver`); from then the first device's saves are refused with 「已在其他设备上继续作答」,
 * so it knows to stop — answers already saved stay on the sheet.
 */

export const messagesOfSheet = {
  notAssigned: '你不在本场考试的考生名单中',
  notOpen: '考试尚未开始',
  ended: '考试已结束',
  deadline: '考试时间已到，答卷已自动提交，不能再修改答案',
  submitted: '答卷已提交，不能再修改答案',
  otherDevice: '本场考试正在另一台设备上作答，如需在本设备继续，请选择「在本设备继续作答」',
  takenOver: '已在其他设备上继续作答，本设备不能再保存答案',
  attempts: '练习次数已用完',
  sheetNotFound: '答卷不存在',
} as const;

type SheetRow = typeof examSheets.$inferSelect;

/** The exams of one kind assigned to the student: one by one, through the class or the campus. */
async function assignedExamIds(db: Db, actor: StudentActor): Promise<number[]> {
  const [me] = await db.select({ classId: students.classId, campusId: students.campusId }).from(students).where(eq(students.id, actor.studentId));
  if (!me) return [];
  const rows = await db
    .selectDistinct({ examId: examAssignments.examId })
    .from(examAssignments)
    .where(
      or(
        eq(examAssignments.studentId, actor.studentId),
        me.classId === null ? undefined : eq(examAssignments.classId, me.classId),
        me.campusId === null ? undefined : eq(examAssignments.campusId, me.campusId),
      ),
    );
  return rows.map((r) => r.examId);
}

/** An exam of the student's school assigned to them (another school's or an unassigned one is refused). */
async function myExam(db: Db, actor: StudentActor, examId: number): Promise<ExamRow> {
  const [exam] = await db.select().from(exams).where(and(eq(exams.id, examId), eq(exams.schoolId, actor.schoolId))).limit(1);
  if (!exam || exam.state === 'draft') throw examNotFound();
  if (!(await assignedExamIds(db, actor)).includes(exam.id)) throw refused(messagesOfSheet.notAssigned);
  return exam;
}

/** Exams (or practices, or offline exams) I sit, newest first, with my latest sheet. */
export async function myExams(db: Db, actor: StudentActor, kind: ExamKind, now = new Date()) {
  await autoSubmitDue(db, eq(examSheets.studentId, actor.studentId), now);
  await settleStudent(db, actor.studentId);
  const ids = await assignedExamIds(db, actor);
  if (!ids.length) return [];
  const rows = await db
    .select()
    .from(exams)
    .where(and(eq(exams.schoolId, actor.schoolId), eq(exams.kind, kind), inArray(exams.id, ids), sql`${exams.state} <> 'draft'`))
    .orderBy(desc(exams.startAt));
  const sheets = rows.length ? await db.select().from(examSheets).where(and(eq(examSheets.studentId, actor.studentId), inArray(examSheets.examId, rows.map((r) => r.id)))).orderBy(asc(examSheets.attempt)) : [];
  return rows.map((exam) => {
    const mine = sheets.filter((s) => s.examId === exam.id);
    const last = mine.at(-1);
    const scoresShown = exam.kind !== 'exam' || exam.resultsPublishedAt !== null;
    return {
      id: exam.id,
      kind: exam.kind,
      title: exam.title,
      description: exam.description,
      startAt: exam.startAt,
      endAt: exam.endAt,
      durationMinutes: exam.durationMinutes,
      status: examStatus(exam, now),
      fullScore: exam.fullScore,
      questionCount: exam.questionCount,
      maxAttempts: exam.kind === 'exam' ? 1 : exam.maxAttempts,
      attempts: mine.length,
      resultsPublished: exam.resultsPublishedAt !== null,
      offlinePractice: exam.offlinePractice,
      sheet: last
        ? { id: last.id, attempt: last.attempt, state: last.state, startedAt: last.startedAt, deadline: last.deadline, submittedAt: last.submittedAt, totalScore: scoresShown ? last.totalScore : null, remark: last.remark }
        : null,
    };
  });
}

/** A sheet of mine, submitted automatically first if its deadline has passed. */
async function mySheet(db: Db, actor: StudentActor, sheetId: number, now = new Date()): Promise<{ sheet: SheetRow; exam: ExamRow }> {
  await autoSubmitDue(db, eq(examSheets.id, sheetId), now);
  await settleSheets(db, [sheetId]);
  const [row] = await db
    .select({ sheet: examSheets, exam: exams })
    .from(examSheets)
    .innerJoin(exams, eq(exams.id, examSheets.examId))
    .where(and(eq(examSheets.id, sheetId), eq(examSheets.studentId, actor.studentId), eq(examSheets.schoolId, actor.schoolId)))
    .limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, messagesOfSheet.sheetNotFound);
  return row;
}

/**
 * Starts (or resumes) my sheet of an exam or practice. An exam has one sheet; a practice starts a
 * new attempt once the last is submitted, within `maxAttempts`. The deadline is fixed here by the
 * server clock. A sheet answered on another device is refused unless `takeOver`.
 */
export async function startSheet(db: Db, actor: StudentActor, body: { id: number; deviceToken: string; takeOver?: boolean }, now = new Date()) {
  const exam = await myExam(db, actor, body.id);
  if (exam.kind === 'offline') throw refused('线下考试不能在线作答');
  await autoSubmitDue(db, and(eq(examSheets.studentId, actor.studentId), eq(examSheets.examId, exam.id)), now);
  const [last] = await db.select().from(examSheets).where(and(eq(examSheets.examId, exam.id), eq(examSheets.studentId, actor.studentId))).orderBy(desc(examSheets.attempt)).limit(1);
  if (last?.state === 'answering') {
    if (exam.oneDevice && last.deviceToken !== body.deviceToken) {
      if (!body.takeOver) throw refused(messagesOfSheet.otherDevice);
      await db.update(examSheets).set({ deviceToken: body.deviceToken }).where(eq(examSheets.id, last.id));
    }
    return sheetView(db, actor, last.id, now);
  }
  if (last && exam.kind === 'exam') return sheetView(db, actor, last.id, now);
  const status = examStatus(exam, now);
  if (status === 'upcoming') throw refused(messagesOfSheet.notOpen);
  if (status !== 'running') throw refused(messagesOfSheet.ended);
  const attempt = (last?.attempt ?? 0) + 1;
  if (exam.kind === 'practice' && exam.maxAttempts !== null && attempt > exam.maxAttempts) throw refused(messagesOfSheet.attempts);
  // Two starts at once (double click, two tabs) meet on the unique (exam, student, attempt): one sheet.
  await db
    .insert(examSheets)
    .values({ examId: exam.id, schoolId: actor.schoolId, studentId: actor.studentId, attempt, startedAt: now, deadline: sheetDeadline(exam, now), deviceToken: body.deviceToken })
    .onConflictDoNothing();
  const [sheet] = await db.select({ id: examSheets.id }).from(examSheets).where(and(eq(examSheets.examId, exam.id), eq(examSheets.studentId, actor.studentId), eq(examSheets.attempt, attempt)));
  return sheetView(db, actor, sheet.id, now);
}

/**
 * The sheet still being answered by this device, for calls made while answering (run with my
 * input): the same refusals as a save.
 */
export async function answeringSheet(db: Db, actor: StudentActor, sheetId: number, deviceToken: string, now = new Date()) {
  const [row] = await db
    .select({ sheet: examSheets, oneDevice: exams.oneDevice })
    .from(examSheets)
    .innerJoin(exams, eq(exams.id, examSheets.examId))
    .where(and(eq(examSheets.id, sheetId), eq(examSheets.studentId, actor.studentId), eq(examSheets.schoolId, actor.schoolId)))
    .limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, messagesOfSheet.sheetNotFound);
  if (row.sheet.state !== 'answering') throw refused(messagesOfSheet.submitted);
  if (row.sheet.deadline && row.sheet.deadline <= now) throw refused(messagesOfSheet.deadline);
  if (row.oneDevice && row.sheet.deviceToken !== deviceToken) throw refused(messagesOfSheet.takenOver);
  return row.sheet;
}

/**
 * Saves one answer as it is given — 500 students save at once during an exam, so a save is one
 * statement: the answer is checked against the sheet's question (kept in memory, see
 * answering-questions.ts), then one guarded upsert writes it only while the sheet is being
 * answered, before its deadline, from the device holding it. The upsert reads the sheet under a
 * `for share` lock of its row, so a submission (which updates that row) is never overtaken by a
 * save it did not mark: whichever comes second sees the other's result. The upsert is the
 * database function save_exam_answer (migration 0037) so its plan is made once per connection
 * rather than on every save (PGlite plans each statement it is sent). When nothing was written
 * the sheet is read again to say why.
 */
export async function saveAnswer(db: Db, actor: StudentActor, body: { sheetId: number; position: number; response: string; language?: string | null; deviceToken: string }, now = new Date()) {
  const known = await answeringSheetOf(db, body.sheetId);
  const mine = known && known.studentId === actor.studentId && known.schoolId === actor.schoolId ? known : undefined;
  const question = mine?.questions.get(body.position);
  if (mine && !question) throw invalid('题目不存在');
  const language = question?.type === QuestionType.programming ? (body.language ?? null) : null;
  const problem = question ? answerProblem(question, body.response, language) : null;
  if (problem) throw refused(problem);
  // One call of save_exam_answer (migration 0037): the guarded upsert, its plan kept by the database.
  const written = question
    ? await db.execute(
        sql`select save_exam_answer(${body.sheetId}, ${body.position}, ${question.questionId}, ${body.response}, ${language}, ${body.deviceToken}, ${now.toISOString()}::timestamptz, ${actor.studentId}, ${actor.schoolId}) as position`,
      )
    : undefined;
  const saved = (written as unknown as { rows: { position: number | null }[] } | undefined)?.rows[0]?.position;
  if (saved === undefined || saved === null) throw await saveRefusal(db, actor, body, now);
  return { position: body.position, savedAt: now };
}

/** Why a save wrote nothing: no such sheet of mine, submitted, past its deadline, or taken over by another device. */
async function saveRefusal(db: Db, actor: StudentActor, body: { sheetId: number; deviceToken: string }, now: Date): Promise<ApiFailure> {
  const [row] = await db
    .select({ state: examSheets.state, deadline: examSheets.deadline, deviceToken: examSheets.deviceToken, oneDevice: exams.oneDevice })
    .from(examSheets)
    .innerJoin(exams, eq(exams.id, examSheets.examId))
    .where(and(eq(examSheets.id, body.sheetId), eq(examSheets.studentId, actor.studentId), eq(examSheets.schoolId, actor.schoolId)))
    .limit(1);
  if (!row) return new ApiFailure(ErrorCodes.NotFound, messagesOfSheet.sheetNotFound);
  if (row.deadline && row.deadline <= now && row.state === 'answering') return refused(messagesOfSheet.deadline);
  if (row.state !== 'answering') return refused(messagesOfSheet.submitted);
  if (row.oneDevice && row.deviceToken !== body.deviceToken) return refused(messagesOfSheet.takenOver);
  return refused(messagesOfSheet.submitted);
}

/**
 * Submits my sheet. Idempotent: only the UPDATE that finds the sheet still `answering` marks it,
 * so two submissions at once, or a submission meeting the automatic one, give one marked sheet.
 */
export async function submitSheet(db: Db, actor: StudentActor, sheetId: number, now = new Date()) {
  const { sheet } = await mySheet(db, actor, sheetId, now);
  const moved = await db
    .update(examSheets)
    .set({ state: 'submitted', submittedBy: 'student', submittedAt: now })
    .where(and(eq(examSheets.id, sheet.id), eq(examSheets.state, 'answering')))
    .returning({ id: examSheets.id });
  if (moved.length) {
    await markSheets(db, [sheet.id]);
  }
  return sheetView(db, actor, sheet.id, now);
}

/**
 * A sheet of mine as the answering page and the score detail show it: the questions in this
 * sheet's order (without answers while answering), my answers, the server's clock and deadline.
 * Scores once marked — for exams only once the results are published; correct answers, analyses
 * and comments only when the exam shows answers and (exams) the results are published.
 */
export async function sheetView(db: Db, actor: StudentActor, sheetId: number, now = new Date()) {
  const { sheet, exam } = await mySheet(db, actor, sheetId, now);
  const frozen = await db.select().from(examQuestions).where(eq(examQuestions.examId, exam.id));
  const answers = await db.select().from(examSheetAnswers).where(eq(examSheetAnswers.sheetId, sheet.id));
  const byPosition = new Map(answers.map((a) => [a.position, a]));
  const done = sheet.state !== 'answering';
  const scoresShown = done && (exam.kind !== 'exam' || exam.resultsPublishedAt !== null);
  // The judge's verdicts of my code follow the scores: once results are out (practices: once handed in).
  const verdicts = scoresShown ? await answerVerdicts(db, answers.map((a) => a.judgeSubmissionId)) : new Map();
  const answersShown = scoresShown && exam.showAnswers;
  const [attempts] = await db.select({ n: max(examSheets.attempt) }).from(examSheets).where(and(eq(examSheets.examId, exam.id), eq(examSheets.studentId, actor.studentId)));
  return {
    sheet: {
      id: sheet.id,
      examId: exam.id,
      kind: exam.kind,
      title: exam.title,
      description: exam.description,
      attempt: sheet.attempt,
      attempts: attempts?.n ?? sheet.attempt,
      maxAttempts: exam.kind === 'exam' ? 1 : exam.maxAttempts,
      state: sheet.state,
      startedAt: sheet.startedAt,
      deadline: sheet.deadline,
      serverNow: now,
      submittedAt: sheet.submittedAt,
      submittedBy: sheet.submittedBy,
      fullScore: exam.fullScore,
      totalScore: scoresShown ? sheet.totalScore : null,
      resultsPublished: exam.resultsPublishedAt !== null,
    },
    questions: questionsForSheet(frozen, sheet.id, exam).map((q) => {
      const mine = byPosition.get(q.position);
      const score = mine ? (mine.manualScore ?? mine.autoScore) : null;
      return {
        position: q.position,
        questionId: q.questionId,
        type: q.type,
        title: q.title,
        stem: q.stem,
        options: q.options,
        score: q.score,
        ojProblemId: q.ojProblemId,
        sectionTitle: q.sectionTitle,
        sectionDescription: q.sectionDescription,
        response: mine?.response ?? '',
        language: mine?.language ?? null,
        savedAt: mine?.updatedAt ?? null,
        gotScore: scoresShown ? score : null,
        answer: answersShown ? q.answer : null,
        analysis: answersShown ? q.analysis : null,
        comment: answersShown ? (mine?.comment ?? null) : null,
        judge: mine?.judgeSubmissionId ? (verdicts.get(mine.judgeSubmissionId) ?? null) : null,
      };
    }),
  };
}

/** My submitted sheets of one kind (practice records, past exams), newest first. */
export async function mySheets(db: Db, actor: StudentActor, kind: ExamKind, examId?: number) {
  await settleStudent(db, actor.studentId);
  const rows = await db
    .select({ sheet: examSheets, exam: exams })
    .from(examSheets)
    .innerJoin(exams, eq(exams.id, examSheets.examId))
    .where(and(eq(examSheets.studentId, actor.studentId), eq(examSheets.schoolId, actor.schoolId), eq(exams.kind, kind), examId ? eq(exams.id, examId) : undefined, sql`${examSheets.state} <> 'answering'`))
    .orderBy(desc(examSheets.submittedAt))
    .limit(200);
  return rows.map(({ sheet, exam }) => ({
    sheetId: sheet.id,
    examId: exam.id,
    title: exam.title,
    attempt: sheet.attempt,
    state: sheet.state,
    submittedAt: sheet.submittedAt,
    fullScore: exam.fullScore,
    totalScore: exam.kind !== 'exam' || exam.resultsPublishedAt !== null ? sheet.totalScore : null,
    remark: sheet.remark,
  }));
}
