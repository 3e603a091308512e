import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examQuestions, examSheets } from '../../db/schema';
import type { AnswerableQuestion } from './answer-rules';

/*
 * What a save needs to check an answer before writing it: which exam a sheet answers and that
 * exam's frozen questions. Both never change once a sheet exists (a started exam keeps its
 * questions, and a sheet never moves to another exam), so they are kept in memory per database:
 * during an exam 500 students save 50 answers each, and each save is then a single statement.
 * Whether the sheet may still be saved (state, deadline, device) is never cached: the write
 * checks it.
 */

export interface AnsweringSheet {
  examId: number;
  studentId: number;
  schoolId: number;
  /** By position. */
  questions: Map<number, AnswerableQuestion & { questionId: number }>;
}

/** Enough for every sheet of several large exams at once; the oldest entries go first. */
const sheetsKept = 20_000;

const byDatabase = new WeakMap<Db, { sheets: Map<number, AnsweringSheet>; exams: Map<number, AnsweringSheet['questions']> }>();

function cachesOf(db: Db) {
  let caches = byDatabase.get(db);
  if (!caches) {
    caches = { sheets: new Map(), exams: new Map() };
    byDatabase.set(db, caches);
  }
  return caches;
}

function keep<K, V>(map: Map<K, V>, key: K, value: V) {
  if (map.size >= sheetsKept) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

/** The sheet's exam and questions, read once per sheet; undefined for no such sheet. */
export async function answeringSheetOf(db: Db, sheetId: number): Promise<AnsweringSheet | undefined> {
  const caches = cachesOf(db);
  const known = caches.sheets.get(sheetId);
  if (known) return known;
  const [sheet] = await db.select({ examId: examSheets.examId, studentId: examSheets.studentId, schoolId: examSheets.schoolId }).from(examSheets).where(eq(examSheets.id, sheetId)).limit(1);
  if (!sheet) return undefined;
  let questions = caches.exams.get(sheet.examId);
  if (!questions) {
    const rows = await db
      .select({ position: examQuestions.position, questionId: examQuestions.questionId, type: examQuestions.type, options: examQuestions.options, answer: examQuestions.answer })
      .from(examQuestions)
      .where(and(eq(examQuestions.examId, sheet.examId)));
    questions = new Map(rows.map(({ position, ...q }) => [position, q]));
    keep(caches.exams, sheet.examId, questions);
  }
  const entry = { ...sheet, questions };
  keep(caches.sheets, sheetId, entry);
  return entry;
}
