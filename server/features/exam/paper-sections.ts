import { and, asc, count, desc, eq, inArray, notInArray, sum } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { paperQuestions, paperSections } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/** A transaction of the paper's writes (paper-overrides.ts re-exports it for its callers). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A paper's sections (大题). Each paper question sits in one section; the paper reads section by
 * section (their `position`), then by the questions' `sort`.
 */

/** The title a paper's first section gets when the teacher has not named one. */
export const DEFAULT_SECTION_TITLE = '试题';

/** The sections of a paper in order, each with its question count and score. */
export async function sectionsView(db: Db | Tx, paperId: number) {
  const sections = await db.select().from(paperSections).where(eq(paperSections.paperId, paperId)).orderBy(asc(paperSections.position), asc(paperSections.id));
  const totals = await db
    .select({ sectionId: paperQuestions.sectionId, n: count(), total: sum(paperQuestions.score) })
    .from(paperQuestions)
    .where(eq(paperQuestions.paperId, paperId))
    .groupBy(paperQuestions.sectionId);
  const bySection = new Map(totals.map((t) => [t.sectionId, t]));
  return sections.map((s) => ({
    id: s.id,
    position: s.position,
    title: s.title,
    description: s.description ?? null,
    questionCount: Number(bySection.get(s.id)?.n ?? 0),
    totalScore: Number(bySection.get(s.id)?.total ?? 0),
  }));
}

/**
 * The section new questions go to: the one asked for (it must be this paper's), else the paper's
 * last section, else a new default section (a paper gets one with its first question).
 */
export async function targetSection(tx: Tx, paperId: number, sectionId?: number): Promise<number> {
  if (sectionId !== undefined) {
    const [asked] = await tx.select({ id: paperSections.id }).from(paperSections).where(and(eq(paperSections.id, sectionId), eq(paperSections.paperId, paperId)));
    if (!asked) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：大题（sectionId）不在这份试卷中');
    return asked.id;
  }
  const [last] = await tx.select({ id: paperSections.id }).from(paperSections).where(eq(paperSections.paperId, paperId)).orderBy(desc(paperSections.position), desc(paperSections.id)).limit(1);
  if (last) return last.id;
  const [created] = await tx.insert(paperSections).values({ paperId, position: 1, title: DEFAULT_SECTION_TITLE }).returning({ id: paperSections.id });
  return created.id;
}

/** The paper's section of that title, else a new one at the end (a random-draw rule naming its section). */
export async function sectionTitled(tx: Tx, paperId: number, title: string): Promise<number> {
  const [found] = await tx.select({ id: paperSections.id }).from(paperSections).where(and(eq(paperSections.paperId, paperId), eq(paperSections.title, title))).orderBy(asc(paperSections.position)).limit(1);
  if (found) return found.id;
  const [last] = await tx.select({ position: paperSections.position }).from(paperSections).where(eq(paperSections.paperId, paperId)).orderBy(desc(paperSections.position)).limit(1);
  const [created] = await tx.insert(paperSections).values({ paperId, position: (last?.position ?? 0) + 1, title }).returning({ id: paperSections.id });
  return created.id;
}

export interface SectionLayout {
  id?: number;
  title: string;
  description?: string | null;
  questionIds: number[];
}

/**
 * Saves the whole layout of a paper: its sections in order (new ones created, renamed ones kept,
 * missing ones removed) and each question's section and place. The layout must name every
 * question of the paper exactly once, so nothing is dropped or doubled by a stale editor.
 */
export async function saveLayout(tx: Tx, paperId: number, layout: SectionLayout[]) {
  const present = await tx.select({ questionId: paperQuestions.questionId }).from(paperQuestions).where(eq(paperQuestions.paperId, paperId));
  const named = layout.flatMap((s) => s.questionIds);
  const same = present.length === named.length && new Set(named).size === named.length && present.every((p) => named.includes(p.questionId));
  if (!same) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：大题（sections）须包含试卷中的每道题各一次');
  const titles = layout.map((s) => s.title.trim());
  if (titles.some((t) => !t)) throw new ApiFailure(ErrorCodes.InvalidParameter, '请填写大题名称');
  const existing = await tx.select({ id: paperSections.id }).from(paperSections).where(eq(paperSections.paperId, paperId));
  const kept = new Set(existing.map((s) => s.id));
  const stranger = layout.find((s) => s.id !== undefined && !kept.has(s.id));
  if (stranger) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：大题（sections.id）不在这份试卷中');
  let sort = 0;
  const ids: number[] = [];
  for (const [i, section] of layout.entries()) {
    const values = { position: i + 1, title: titles[i], description: section.description?.trim() || null };
    const id =
      section.id !== undefined
        ? (await tx.update(paperSections).set(values).where(eq(paperSections.id, section.id)).returning({ id: paperSections.id }))[0].id
        : (await tx.insert(paperSections).values({ paperId, ...values }).returning({ id: paperSections.id }))[0].id;
    ids.push(id);
    for (const questionId of section.questionIds) {
      sort += 1;
      await tx.update(paperQuestions).set({ sectionId: id, sort }).where(and(eq(paperQuestions.paperId, paperId), eq(paperQuestions.questionId, questionId)));
    }
  }
  await tx.delete(paperSections).where(and(eq(paperSections.paperId, paperId), notInArray(paperSections.id, ids)));
}

/** Copies a paper's sections and questions onto another paper (a copy keeps the layout). */
export async function copyLayout(tx: Tx, fromPaperId: number, toPaperId: number) {
  const sections = await tx.select().from(paperSections).where(eq(paperSections.paperId, fromPaperId)).orderBy(asc(paperSections.position), asc(paperSections.id));
  const newIds = new Map<number, number>();
  for (const s of sections) {
    const [copy] = await tx.insert(paperSections).values({ paperId: toPaperId, position: s.position, title: s.title, description: s.description }).returning({ id: paperSections.id });
    newIds.set(s.id, copy.id);
  }
  const rows = await tx.select().from(paperQuestions).where(eq(paperQuestions.paperId, fromPaperId));
  if (rows.length) await tx.insert(paperQuestions).values(rows.map((r) => ({ ...r, paperId: toPaperId, sectionId: newIds.get(r.sectionId)! })));
}

/** Removes a paper's questions and sections (before the paper itself). */
export async function deleteLayout(tx: Tx, paperIds: number[]) {
  if (!paperIds.length) return;
  await tx.delete(paperQuestions).where(inArray(paperQuestions.paperId, paperIds));
  await tx.delete(paperSections).where(inArray(paperSections.paperId, paperIds));
}
