import { and, asc, eq, gte, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examKinds, examSheets, exams } from '../../db/schema';

/*
 * A student's scores over time, as the student's own score pages show them. The student story (its score
 * chart and its timeline) and the learning report read them here, so the rule of what a student may see
 * is written once.
 */

/** When a sheet scored: when it was handed in, else when it was made (an offline exam's sheet is only marked). */
export const scoredAt = sql<Date>`coalesce(${examSheets.submittedAt}, ${examSheets.createdAt})`;

/**
 * The student's sheets whose scores the student may see: practices once submitted, exams and offline exams
 * once their results are published. Names both tables in full (`exam_sheets`, `exams`) for raw SQL beside it.
 */
export function visibleScores(schoolId: number, studentId: number): SQL {
  return and(
    eq(examSheets.schoolId, schoolId),
    eq(examSheets.studentId, studentId),
    inArray(examSheets.state, ['submitted', 'marked']),
    or(eq(exams.kind, 'practice'), isNotNull(exams.resultsPublishedAt)),
  )!;
}

export interface ScoreFilter {
  /** Only these kinds of exam (all by default). */
  kinds?: (typeof examKinds)[number][];
  /** Only exams whose results were published from then on (practices have none, so they drop out). */
  publishedSince?: Date;
}

/** The student's visible scores, oldest first (the chart's order), at most 500 sheets. */
export async function studentScores(db: Db, schoolId: number, studentId: number, filter: ScoreFilter = {}) {
  const rows = await db
    .select({
      sheetId: examSheets.id,
      examId: exams.id,
      title: exams.title,
      kind: exams.kind,
      fullScore: exams.fullScore,
      score: examSheets.totalScore,
      at: scoredAt,
      publishedAt: exams.resultsPublishedAt,
    })
    .from(examSheets)
    .innerJoin(exams, eq(exams.id, examSheets.examId))
    .where(
      and(
        visibleScores(schoolId, studentId),
        filter.kinds ? inArray(exams.kind, filter.kinds) : undefined,
        filter.publishedSince ? gte(exams.resultsPublishedAt, filter.publishedSince) : undefined,
      ),
    )
    .orderBy(asc(scoredAt), asc(examSheets.id))
    .limit(500);
  return rows.map((r) => ({ ...r, at: new Date(r.at) }));
}

export type StudentScore = Awaited<ReturnType<typeof studentScores>>[number];

/** The best attempt of each exam (the earliest of equal bests), in the order the exams first appear. */
export function bestAttempts(rows: StudentScore[]): StudentScore[] {
  const best = new Map<number, StudentScore>();
  for (const row of rows) {
    const held = best.get(row.examId);
    if (!held || row.score > held.score) best.set(row.examId, row);
  }
  return [...best.values()];
}
