import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examKinds, examScopes, examSheetAnswers, examSheets, examStates } from '../../db/schema';
import { parseOptions, type QuestionOption } from '../../../shared/question-format';

/*
 * The rules every exam call shares (teacher and student side): an exam's status on the clock,
 * a sheet's deadline, the order a sheet shows its questions in, and the one place a sheet's
 * scores are added up. docs/exams.md describes the tables and states.
 */

export type ExamKind = (typeof examKinds)[number];
export type ExamScope = (typeof examScopes)[number];
export type ExamState = (typeof examStates)[number];
export type ExamStatus = 'draft' | 'upcoming' | 'running' | 'ended' | 'closed';

export interface ExamClock {
  state: ExamState;
  startAt: Date;
  endAt: Date;
  lateMinutes: number;
  durationMinutes: number;
}

const minute = 60_000;

/** Draft and closed are the teacher's; a published exam is upcoming, running (until end + late minutes) or ended. */
export function examStatus(exam: ExamClock, now: Date): ExamStatus {
  if (exam.state !== 'published') return exam.state;
  if (now < exam.startAt) return 'upcoming';
  if (now.getTime() < exam.endAt.getTime() + exam.lateMinutes * minute) return 'running';
  return 'ended';
}

/** A published exam whose window has opened can no longer change paper or questions. */
export function examStarted(exam: ExamClock, now: Date, sheetCount = 0): boolean {
  return exam.state !== 'draft' && (sheetCount > 0 || now >= exam.startAt);
}

/**
 * When a sheet started at `startedAt` is submitted automatically: after the duration, but never
 * past the end of the window plus the allowed late minutes.
 */
export function sheetDeadline(exam: ExamClock, startedAt: Date): Date {
  const byDuration = startedAt.getTime() + exam.durationMinutes * minute;
  const byWindow = exam.endAt.getTime() + exam.lateMinutes * minute;
  return new Date(Math.min(byDuration, byWindow));
}

/** A small deterministic generator: the same sheet always shows the same order (reload, other device). */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export interface FrozenQuestion {
  position: number;
  questionId: number;
  score: number;
  type: number;
  title: string;
  stem: string;
  options: string | null;
  answer: string;
  analysis: string | null;
  ojProblemId: number | null;
  /** The paper section (大题) the question was frozen in; null for exams published before sections. */
  sectionTitle: string | null;
  /** The note under that section's heading at publish (大题说明); null when it had none. */
  sectionDescription: string | null;
}

export interface SheetQuestion extends Omit<FrozenQuestion, 'options'> {
  /** The options in the order this sheet shows them; keys stay the paper's (A, B …), so answers and marking never depend on the order. */
  options: QuestionOption[];
}

/**
 * The exam's frozen questions as one sheet shows them: shuffled per sheet (seeded by the sheet id)
 * when the exam asks, options too. Responses always name the original option keys and the
 * question's `position`.
 */
export function questionsForSheet(questions: readonly FrozenQuestion[], sheetId: number, exam: { shuffleQuestions: boolean; shuffleOptions: boolean }): SheetQuestion[] {
  const ordered = [...questions].sort((a, b) => a.position - b.position);
  const random = seeded(sheetId * 2654435761);
  // Shuffling stays inside each section, so a sheet still reads 一、单选题 then 二、编程题 with their headings.
  const sections: FrozenQuestion[][] = [];
  for (const q of ordered) {
    const last = sections.at(-1);
    if (last && last[0].sectionTitle === q.sectionTitle) last.push(q);
    else sections.push([q]);
  }
  const list = exam.shuffleQuestions ? sections.flatMap((section) => shuffled(section, random)) : ordered;
  return list.map((q) => {
    const options = parseOptions(q.options) ?? [];
    return { ...q, options: exam.shuffleOptions ? shuffled(options, random) : options };
  });
}

export interface ScoredAnswer {
  autoScore: number | null;
  manualScore: number | null;
}

/** One answer's score: the marker's when given (it corrects or completes the automatic one), else the automatic one. */
export const answerScore = (a: ScoredAnswer): number => a.manualScore ?? a.autoScore ?? 0;

/** A sheet's scores from its answers: the one definition `recomputeSheetTotals` writes in SQL. */
export function sheetTotal(answers: readonly ScoredAnswer[]): { autoScore: number; manualScore: number; totalScore: number; unmarked: number } {
  let autoScore = 0;
  let manualScore = 0;
  let totalScore = 0;
  let unmarked = 0;
  for (const a of answers) {
    autoScore += a.autoScore ?? 0;
    manualScore += a.manualScore ?? 0;
    totalScore += answerScore(a);
    if (a.autoScore === null && a.manualScore === null) unmarked++;
  }
  return { autoScore, manualScore, totalScore, unmarked };
}

/**
 * Writes auto, manual and total scores of submitted sheets from their answers, and moves a
 * submitted sheet to `marked` once no answer waits for a marker or the judge (and back, should
 * one be reopened). Automatic marking, the judge and the marker all call this after writing
 * answer scores, so nothing is ever added twice. Sheets still being answered keep their state.
 */
export async function recomputeSheetTotals(db: Db, sheetIds: readonly number[]): Promise<void> {
  if (sheetIds.length === 0) return;
  const sums = db
    .select({
      sheetId: examSheetAnswers.sheetId,
      auto: sql<number>`coalesce(sum(${examSheetAnswers.autoScore}), 0)`.as('auto'),
      manual: sql<number>`coalesce(sum(${examSheetAnswers.manualScore}), 0)`.as('manual'),
      total: sql<number>`coalesce(sum(coalesce(${examSheetAnswers.manualScore}, ${examSheetAnswers.autoScore}, 0)), 0)`.as('total'),
      unmarked: sql<number>`count(*) filter (where ${examSheetAnswers.autoScore} is null and ${examSheetAnswers.manualScore} is null)`.as('unmarked'),
    })
    .from(examSheetAnswers)
    .where(inArray(examSheetAnswers.sheetId, [...sheetIds]))
    .groupBy(examSheetAnswers.sheetId)
    .as('sums');
  await db
    .update(examSheets)
    .set({
      autoScore: sql`${sums.auto}`,
      manualScore: sql`${sums.manual}`,
      totalScore: sql`${sums.total}`,
      state: sql`case when ${examSheets.state} = 'answering' then 'answering' when ${sums.unmarked} > 0 then 'submitted' else 'marked' end`,
    })
    .from(sums)
    .where(sql`${examSheets.id} = ${sums.sheetId}`);
}
