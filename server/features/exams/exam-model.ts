import { and, asc, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { campuses, classes, examAssignments, examQuestions, examSheets, exams, paperQuestions, paperSections, papers, questions, students } from '../../db/schema';
import { QuestionType } from '../../../shared/question-format';
import { invalid, refused, sitsExam, usablePaper, type ExamRow } from './exam-access';
import { examStarted, examStatus, type ExamKind, type ExamScope, type ExamState, type FrozenQuestion } from './sheet-rules';

/*
 * The teacher's side of exams, practices and offline exams: list, save, assign, publish (which
 * freezes the paper's questions into exam_questions), close, copy and delete. Handlers check the
 * permission keys; everything here is already confined to the caller's school.
 */

export interface ExamListQuery {
  kind?: ExamKind;
  scope?: ExamScope;
  state?: ExamState;
  keyword?: string;
  pageNum?: number;
  pageSize?: number;
}

/** Per exam: how many sit it, started, submitted and wait for a marker. */
async function examCounts(db: Db, rows: readonly ExamRow[]) {
  const ids = rows.map((r) => r.id);
  const counts = new Map<number, { assignedCount: number; sheetCount: number; submittedCount: number; toMarkCount: number }>();
  if (!ids.length) return counts;
  const sheets = await db
    .select({
      examId: examSheets.examId,
      sheetCount: sql<number>`count(distinct ${examSheets.studentId})::int`,
      submittedCount: sql<number>`count(distinct ${examSheets.studentId}) filter (where ${examSheets.state} <> 'answering')::int`,
      toMarkCount: sql<number>`count(*) filter (where ${examSheets.state} = 'submitted')::int`,
    })
    .from(examSheets)
    .where(inArray(examSheets.examId, ids))
    .groupBy(examSheets.examId);
  const byExam = new Map(sheets.map((s) => [s.examId, s]));
  for (const row of rows) {
    const [assigned] = await db.select({ n: count() }).from(students).where(sitsExam(row.id, row.schoolId));
    const s = byExam.get(row.id);
    counts.set(row.id, { assignedCount: Number(assigned?.n ?? 0), sheetCount: s?.sheetCount ?? 0, submittedCount: s?.submittedCount ?? 0, toMarkCount: s?.toMarkCount ?? 0 });
  }
  return counts;
}

export async function examSummaries(db: Db, rows: readonly ExamRow[], now = new Date()) {
  const counts = await examCounts(db, rows);
  const paperIds = [...new Set(rows.map((r) => r.paperId).filter((id): id is number => id !== null))];
  const names = new Map(paperIds.length ? (await db.select({ id: papers.id, name: papers.name }).from(papers).where(inArray(papers.id, paperIds))).map((p) => [p.id, p.name]) : []);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    scope: row.scope,
    paperId: row.paperId,
    paperName: row.paperId === null ? null : (names.get(row.paperId) ?? null),
    title: row.title,
    startAt: row.startAt,
    endAt: row.endAt,
    durationMinutes: row.durationMinutes,
    state: row.state,
    status: examStatus(row, now),
    fullScore: row.fullScore,
    questionCount: row.questionCount,
    ...counts.get(row.id)!,
    resultsPublished: row.resultsPublishedAt !== null,
    createdAt: row.createdAt,
    offlinePractice: row.offlinePractice,
  }));
}

export type ExamSummaryRow = Awaited<ReturnType<typeof examSummaries>>[number];

/** The school's exams, newest first; `allowedKinds` narrows to the kinds and scopes the caller may read. */
export async function listExams(db: Db, actor: StaffActor, query: ExamListQuery, readable: (kind: ExamKind, scope: ExamScope) => boolean) {
  const conditions: (SQL | undefined)[] = [
    eq(exams.schoolId, actor.schoolId),
    query.kind ? eq(exams.kind, query.kind) : undefined,
    query.scope ? eq(exams.scope, query.scope) : undefined,
    query.state ? eq(exams.state, query.state) : undefined,
    query.keyword?.trim() ? ilike(exams.title, `%${query.keyword.trim()}%`) : undefined,
  ];
  const pairs = (['exam', 'practice', 'offline'] as const).flatMap((k) => (['school', 'common'] as const).filter((s) => readable(k, s)).map((s) => sql`(${exams.kind} = ${k} and ${exams.scope} = ${s})`));
  if (!pairs.length) return { list: [], total: 0 };
  conditions.push(sql`(${sql.join(pairs, sql` or `)})`);
  const where = and(...conditions);
  const pageSize = query.pageSize ?? 20;
  const pageNum = query.pageNum ?? 1;
  const [total] = await db.select({ n: count() }).from(exams).where(where);
  const rows = await db.select().from(exams).where(where).orderBy(desc(exams.startAt), desc(exams.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
  return { list: await examSummaries(db, rows), total: Number(total?.n ?? 0) };
}

/** Questions as the exam shows them: its frozen copy once published, else the paper as it is now. */
export async function examQuestionList(db: Db, exam: ExamRow): Promise<FrozenQuestion[]> {
  if (exam.state !== 'draft') {
    return db.select({ position: examQuestions.position, questionId: examQuestions.questionId, score: examQuestions.score, type: examQuestions.type, title: examQuestions.title, stem: examQuestions.stem, options: examQuestions.options, answer: examQuestions.answer, analysis: examQuestions.analysis, ojProblemId: examQuestions.ojProblemId, sectionTitle: examQuestions.sectionTitle, sectionDescription: examQuestions.sectionDescription }).from(examQuestions).where(eq(examQuestions.examId, exam.id)).orderBy(asc(examQuestions.position));
  }
  return exam.paperId === null ? [] : paperQuestionList(db, exam.paperId);
}

/** The paper's questions in paper order, numbered from 1, as a snapshot would copy them. */
async function paperQuestionList(db: Db, paperId: number): Promise<FrozenQuestion[]> {
  const rows = await db
    .select({ questionId: questions.id, score: paperQuestions.score, type: questions.type, title: questions.title, stem: questions.stem, options: questions.options, answer: questions.answer, analysis: questions.analysis, ojProblemId: questions.ojProblemId, sectionTitle: paperSections.title, sectionDescription: paperSections.description })
    .from(paperQuestions)
    .innerJoin(paperSections, eq(paperSections.id, paperQuestions.sectionId))
    .innerJoin(questions, eq(questions.id, paperQuestions.questionId))
    .where(eq(paperQuestions.paperId, paperId))
    .orderBy(asc(paperSections.position), asc(paperQuestions.sort), asc(questions.id));
  return rows.map((row, i) => ({ position: i + 1, ...row }));
}

export async function examDetail(db: Db, exam: ExamRow) {
  const [summary] = await examSummaries(db, [exam]);
  const assignments = await db.select().from(examAssignments).where(eq(examAssignments.examId, exam.id));
  const ids = (key: 'classId' | 'campusId' | 'studentId') => assignments.map((a) => a[key]).filter((id): id is number => id !== null);
  const [classIds, campusIds, studentIds] = [ids('classId'), ids('campusId'), ids('studentId')];
  const [sheetCount] = await db.select({ n: count() }).from(examSheets).where(eq(examSheets.examId, exam.id));
  return {
    exam: summary,
    description: exam.description,
    shuffleQuestions: exam.shuffleQuestions,
    shuffleOptions: exam.shuffleOptions,
    showAnswers: exam.showAnswers,
    lateMinutes: exam.lateMinutes,
    partialCredit: exam.partialCredit,
    oneDevice: exam.oneDevice,
    maxAttempts: exam.maxAttempts,
    started: examStarted(exam, new Date(), Number(sheetCount?.n ?? 0)),
    frozen: exam.state !== 'draft',
    questions: await examQuestionList(db, exam),
    classes: classIds.length ? await db.select({ id: classes.id, name: classes.name }).from(classes).where(inArray(classes.id, classIds)).orderBy(asc(classes.id)) : [],
    campuses: campusIds.length ? await db.select({ id: campuses.id, name: campuses.name }).from(campuses).where(inArray(campuses.id, campusIds)).orderBy(asc(campuses.id)) : [],
    students: studentIds.length ? await studentOptions(db, exam.schoolId, inArray(students.id, studentIds)) : [],
  };
}

function studentOptions(db: Db, schoolId: number, where?: SQL) {
  return db
    .select({ id: students.id, realName: students.realName, userName: students.userName, className: classes.name })
    .from(students)
    .leftJoin(classes, and(eq(classes.id, students.classId), isNull(classes.deletedAt)))
    .where(and(eq(students.schoolId, schoolId), isNull(students.deletedAt), where))
    .orderBy(asc(students.id))
    .limit(5000);
}

/** Classes, campuses and students of the school, for the assignment screens. */
export async function assignOptions(db: Db, actor: StaffActor, keyword?: string) {
  const word = keyword?.trim();
  return {
    classes: await db.select({ id: classes.id, name: classes.name }).from(classes).where(and(eq(classes.schoolId, actor.schoolId), isNull(classes.deletedAt))).orderBy(asc(classes.id)),
    campuses: await db.select({ id: campuses.id, name: campuses.name }).from(campuses).where(eq(campuses.schoolId, actor.schoolId)).orderBy(asc(campuses.id)),
    students: await studentOptions(db, actor.schoolId, word ? ilike(students.realName, `%${word}%`) : undefined),
  };
}

/** Papers the school may build an exam on, with a mark for platform papers. */
export async function paperOptions(db: Db, actor: StaffActor, keyword?: string) {
  const word = keyword?.trim();
  const rows = await db
    .select({ id: papers.id, name: papers.name, duration: papers.duration, questionCount: papers.questionCount, totalScore: papers.totalScore, schoolId: papers.schoolId })
    .from(papers)
    .where(and(usablePaper(actor.schoolId), word ? ilike(papers.name, `%${word}%`) : undefined))
    .orderBy(desc(papers.id))
    .limit(500);
  return rows.map(({ schoolId, ...row }) => ({ ...row, platform: schoolId === null }));
}

export interface ExamSaveInput {
  id?: number;
  kind: ExamKind;
  scope?: ExamScope;
  paperId?: number | null;
  title: string;
  description?: string | null;
  startAt: string;
  endAt: string;
  durationMinutes: number;
  shuffleQuestions?: boolean;
  shuffleOptions?: boolean;
  showAnswers?: boolean;
  lateMinutes?: number;
  partialCredit?: boolean;
  oneDevice?: boolean;
  maxAttempts?: number | null;
  fullScore?: number | null;
  offlinePractice?: boolean;
}

async function checkPaper(db: Db, actor: StaffActor, paperId: number | null, kind: ExamKind) {
  if (paperId === null) {
    if (kind !== 'offline') throw invalid('请选择试卷（paperId）');
    return null;
  }
  const [paper] = await db.select({ id: papers.id, totalScore: papers.totalScore, questionCount: papers.questionCount }).from(papers).where(and(eq(papers.id, paperId), usablePaper(actor.schoolId))).limit(1);
  if (!paper) throw invalid('试卷（paperId）不存在或本校不能使用');
  return paper;
}

/** The columns a save writes, checked: the window, the paper the school may use, the offline full score. */
async function saveValues(db: Db, actor: StaffActor, body: ExamSaveInput) {
  const title = body.title.trim();
  if (!title) throw invalid('考试名称（title）不能为空');
  const startAt = new Date(body.startAt);
  const endAt = new Date(body.endAt);
  if (!(endAt > startAt)) throw invalid('结束时间（endAt）必须晚于开始时间（startAt）');
  const paperId = body.paperId ?? null;
  const paper = await checkPaper(db, actor, paperId, body.kind);
  if (body.kind === 'offline' && !paper && !body.fullScore) throw invalid('没有试卷的线下考试请填写满分（fullScore）');
  return {
    paperId,
    title,
    description: body.description?.trim() || null,
    startAt,
    endAt,
    durationMinutes: body.durationMinutes,
    shuffleQuestions: body.shuffleQuestions ?? false,
    shuffleOptions: body.shuffleOptions ?? false,
    showAnswers: body.showAnswers ?? true,
    lateMinutes: body.lateMinutes ?? 0,
    partialCredit: body.partialCredit ?? false,
    oneDevice: body.oneDevice ?? true,
    // Exams are sat once; practices may be repeated (null: as often as the student likes).
    maxAttempts: body.kind === 'practice' ? (body.maxAttempts ?? null) : 1,
    fullScore: paper ? paper.totalScore : (body.fullScore ?? 0),
    questionCount: paper ? paper.questionCount : 0,
    offlinePractice: body.kind === 'offline' && (body.offlinePractice ?? false),
  };
}

/** Creates an exam as a draft of the caller's school. */
export async function createExam(db: Db, actor: StaffActor, body: ExamSaveInput): Promise<number> {
  const values = await saveValues(db, actor, body);
  const [row] = await db
    .insert(exams)
    .values({ ...values, schoolId: actor.schoolId, kind: body.kind, scope: body.scope ?? 'school', createdBy: actor.staffId })
    .returning({ id: exams.id });
  return row.id;
}

/**
 * Edits an exam. Kind and scope never change. Once a student may have started (published and past
 * its start, or any sheet), the paper is fixed; a published exam not yet started whose paper
 * changes is frozen again from the new paper.
 */
export async function updateExam(db: Db, actor: StaffActor, exam: ExamRow, body: ExamSaveInput): Promise<void> {
  if (body.kind !== exam.kind || (body.scope ?? exam.scope) !== exam.scope) throw invalid('考试类别（kind）和范围（scope）不能修改');
  if (exam.state === 'closed') throw refused('考试已结束，不能修改');
  const values = await saveValues(db, actor, body);
  await db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    const [locked] = await scoped.select().from(exams).where(eq(exams.id, exam.id)).for('update');
    const [sheets] = await scoped.select({ n: count() }).from(examSheets).where(eq(examSheets.examId, exam.id));
    const started = examStarted(locked, new Date(), Number(sheets?.n ?? 0));
    const paperChanged = values.paperId !== locked.paperId;
    if (started && paperChanged) throw refused('考试已开始，不能更换试卷或修改题目');
    if (started && (values.partialCredit !== locked.partialCredit)) throw refused('考试已开始，不能修改评分规则');
    if (locked.state === 'published' && paperChanged) {
      const frozen = await freezeQuestions(scoped, locked.id, values.paperId);
      Object.assign(values, frozen);
    } else if (locked.state !== 'draft') {
      // A published exam's paper is its snapshot: the paper's current totals no longer apply.
      values.fullScore = locked.fullScore;
      values.questionCount = locked.questionCount;
    }
    await scoped.update(exams).set({ ...values, updatedAt: new Date() }).where(eq(exams.id, locked.id));
  });
}

/**
 * Copies the paper's questions (content and scores) into the exam's frozen list, replacing any
 * earlier copy. Refuses a paper that cannot be sat: no questions, or a programming question with
 * no OJ problem to judge it as.
 */
async function freezeQuestions(db: Db, examId: number, paperId: number | null): Promise<{ fullScore: number; questionCount: number; judgeScoring?: 'share' | 'all' }> {
  await db.delete(examQuestions).where(eq(examQuestions.examId, examId));
  if (paperId === null) return { fullScore: 0, questionCount: 0 };
  // The paper's rule for programming answers is frozen with its questions: editing the paper later never re-scores a sheet.
  const [paper] = await db.select({ judgeScoring: papers.judgeScoring }).from(papers).where(eq(papers.id, paperId));
  const list = await paperQuestionList(db, paperId);
  if (!list.length) throw refused('试卷还没有题目，不能发布');
  const unjudged = list.find((q) => q.type === QuestionType.programming && q.ojProblemId === null);
  if (unjudged) throw refused(`编程题「${unjudged.title}」没有关联OJ题目，无法判题，请先在题目中选择OJ题目`);
  await db.insert(examQuestions).values(list.map((q) => ({ examId, ...q })));
  return { fullScore: list.reduce((sum, q) => sum + q.score, 0), questionCount: list.length, judgeScoring: paper?.judgeScoring === 1 ? 'all' : 'share' };
}

/** Publishes a draft: freezes its questions (the paper may change later, the exam keeps this copy) and opens it to its students. */
export async function publishExam(db: Db, exam: ExamRow): Promise<void> {
  if (exam.state === 'closed') throw refused('考试已结束，不能发布');
  if (exam.state === 'published') throw refused('考试已发布');
  const [assigned] = await db.select({ n: count() }).from(students).where(sitsExam(exam.id, exam.schoolId));
  if (!Number(assigned?.n)) throw refused('请先设置考生');
  await db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    const [locked] = await scoped.select().from(exams).where(eq(exams.id, exam.id)).for('update');
    if (locked.state !== 'draft') throw refused('考试已发布');
    const frozen = locked.paperId === null ? { fullScore: locked.fullScore, questionCount: 0 } : await freezeQuestions(scoped, locked.id, locked.paperId);
    await scoped.update(exams).set({ ...frozen, state: 'published', publishedAt: new Date(), updatedAt: new Date() }).where(eq(exams.id, locked.id));
  });
}

/** Closes an exam: nobody starts or answers any more (sheets still open are submitted by the student side's auto-submit). */
export async function closeExam(db: Db, exam: ExamRow): Promise<void> {
  if (exam.state === 'draft') throw refused('考试尚未发布，可直接删除');
  if (exam.state === 'closed') throw refused('考试已结束');
  await db.update(exams).set({ state: 'closed', updatedAt: new Date() }).where(eq(exams.id, exam.id));
}

/** Deletes an exam nobody has answered yet; one with sheets keeps its scores (close it instead). */
export async function deleteExam(db: Db, exam: ExamRow): Promise<void> {
  const [sheets] = await db.select({ n: count() }).from(examSheets).where(eq(examSheets.examId, exam.id));
  if (Number(sheets?.n)) throw refused('已有学员作答或录入成绩的考试不能删除，可以结束考试');
  await db.delete(exams).where(eq(exams.id, exam.id));
}

/** A copy as a new draft with the same paper, options and students, titled 「…（副本）」. */
export async function copyExam(db: Db, actor: StaffActor, exam: ExamRow): Promise<number> {
  return db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    const { id: _id, createdAt: _c, updatedAt: _u, publishedAt: _p, resultsPublishedAt: _r, ...rest } = exam;
    const [row] = await scoped
      .insert(exams)
      .values({ ...rest, title: `${exam.title}（副本）`.slice(0, 100), state: 'draft', createdBy: actor.staffId })
      .returning({ id: exams.id });
    const assignments = await scoped.select().from(examAssignments).where(eq(examAssignments.examId, exam.id));
    if (assignments.length) await scoped.insert(examAssignments).values(assignments.map(({ id: _a, ...a }) => ({ ...a, examId: row.id })));
    return row.id;
  });
}

export interface AssignInput {
  classIds?: number[];
  campusIds?: number[];
  studentIds?: number[];
}

/**
 * Replaces who sits the exam. Every class, campus and student must be the school's own: another
 * school's (or a deleted one) is refused by name, nothing is changed. Students who already
 * started keep their sheets.
 */
export async function setExamStudents(db: Db, actor: StaffActor, exam: ExamRow, input: AssignInput): Promise<number> {
  if (exam.state === 'closed') throw refused('考试已结束，不能修改考生');
  const classIds = [...new Set(input.classIds ?? [])];
  const campusIds = [...new Set(input.campusIds ?? [])];
  const studentIds = [...new Set(input.studentIds ?? [])];
  if (classIds.length) {
    const own = await db.select({ id: classes.id }).from(classes).where(and(inArray(classes.id, classIds), eq(classes.schoolId, actor.schoolId), isNull(classes.deletedAt)));
    if (own.length !== classIds.length) throw refused('只能选择本校的班级');
  }
  if (campusIds.length) {
    const own = await db.select({ id: campuses.id }).from(campuses).where(and(inArray(campuses.id, campusIds), eq(campuses.schoolId, actor.schoolId)));
    if (own.length !== campusIds.length) throw refused('只能选择本校的校区');
  }
  if (studentIds.length) {
    const own = await db.select({ id: students.id }).from(students).where(and(inArray(students.id, studentIds), eq(students.schoolId, actor.schoolId), isNull(students.deletedAt)));
    if (own.length !== studentIds.length) throw refused('只能选择本校的学员，其他学校的学员不能参加本校考试');
  }
  await db.transaction(async (tx) => {
    const scoped = tx as unknown as Db;
    await scoped.delete(examAssignments).where(eq(examAssignments.examId, exam.id));
    const rows = [
      ...classIds.map((classId) => ({ examId: exam.id, classId })),
      ...campusIds.map((campusId) => ({ examId: exam.id, campusId })),
      ...studentIds.map((studentId) => ({ examId: exam.id, studentId })),
    ];
    if (rows.length) await scoped.insert(examAssignments).values(rows);
  });
  const [assigned] = await db.select({ n: count() }).from(students).where(sitsExam(exam.id, exam.schoolId));
  return Number(assigned?.n ?? 0);
}
