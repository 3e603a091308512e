import { and, asc, count, eq, max, sum } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { entityRuntimes } from '../../crud/entity-runtime';
import { readOne, readRows } from '../../crud/read-rows';
import { paperQuestions, paperSections, papers, questionBanks, questions } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { deleteLayout, saveLayout, sectionsView, targetSection, type SectionLayout, type Tx } from './paper-sections';

/**
 * A paper's questions and scores (paper_questions). Every change runs in one transaction with
 * the recount of the paper's total and question count, so the list never shows stale totals.
 */
export type { Tx };

export async function recount(tx: Tx, paperId: number) {
  const [totals] = await tx
    .select({ n: count(), total: sum(paperQuestions.score) })
    .from(paperQuestions)
    .where(eq(paperQuestions.paperId, paperId));
  await tx
    .update(papers)
    .set({ questionCount: Number(totals.n), totalScore: Number(totals.total ?? 0) })
    .where(eq(papers.id, paperId));
}

export async function paperQuestionsView(db: Db, paperId: number) {
  const rows = await db
    .select({
      questionId: paperQuestions.questionId,
      title: questions.title,
      type: questions.type,
      difficulty: questions.difficulty,
      bankName: questionBanks.name,
      score: paperQuestions.score,
      sort: paperQuestions.sort,
      sectionId: paperQuestions.sectionId,
    })
    .from(paperQuestions)
    .innerJoin(paperSections, eq(paperSections.id, paperQuestions.sectionId))
    .innerJoin(questions, eq(questions.id, paperQuestions.questionId))
    .leftJoin(questionBanks, eq(questionBanks.id, questions.bankId))
    .where(eq(paperQuestions.paperId, paperId))
    .orderBy(asc(paperSections.position), asc(paperQuestions.sort));
  const [paper] = await db.select({ totalScore: papers.totalScore, questionCount: papers.questionCount }).from(papers).where(eq(papers.id, paperId));
  return { questions: rows, sections: await sectionsView(db, paperId), totalScore: paper.totalScore, questionCount: paper.questionCount };
}

/** The paper, within the caller's scope (a platform paper for the back office). */
export async function paperOf({ db, actor, entity, body }: CustomContext): Promise<number> {
  return (await readOne(db, entity, actor, body.id as number)).id as number;
}

export async function questionsOf(context: CustomContext) {
  return paperQuestionsView(context.db, await paperOf(context));
}

/** The questions of `ids` a caller may put on a paper (fewer than asked: some are not theirs). */
export type QuestionFinder = (context: CustomContext, ids: number[]) => Promise<Record<string, unknown>[]>;

/** The back office uses the platform's questions. */
const platformQuestions: QuestionFinder = ({ db, actor }, ids) => readRows(db, entityRuntimes().get('Question')!, actor, ids);

/** Adds questions the caller may use, at the end, each with the given score or its own. */
export const addQuestionsFrom = (findQuestions: QuestionFinder) => async (context: CustomContext) => {
  const { db, body } = context;
  const paperId = await paperOf(context);
  const ids = [...new Set(body.questionIds as number[])];
  const found = await findQuestions(context, ids);
  if (found.length !== ids.length) throw new ApiFailure(ErrorCodes.InvalidParameter, '参数错误：题目（questionIds）不存在');
  const byId = new Map(found.map((q) => [q.id as number, q]));
  await db.transaction(async (tx) => {
    const present = await tx.select({ questionId: paperQuestions.questionId }).from(paperQuestions).where(eq(paperQuestions.paperId, paperId));
    const already = ids.find((id) => present.some((p) => p.questionId === id));
    if (already !== undefined) throw new ApiFailure(ErrorCodes.ActionFailure, `题目「${byId.get(already)!.title}」已在试卷中`);
    const sectionId = await targetSection(tx, paperId, body.sectionId as number | undefined);
    const [last] = await tx.select({ sort: max(paperQuestions.sort) }).from(paperQuestions).where(eq(paperQuestions.paperId, paperId));
    const start = (last.sort ?? 0) + 1;
    await tx.insert(paperQuestions).values(
      ids.map((questionId, i) => ({ paperId, questionId, sectionId, score: (body.score as number | undefined) ?? (byId.get(questionId)!.score as number), sort: start + i })),
    );
    await recount(tx, paperId);
  });
  return paperQuestionsView(db, paperId);
};

const addQuestion = addQuestionsFrom(platformQuestions);

async function changeOne(context: CustomContext, change: (tx: Tx, where: ReturnType<typeof and>) => Promise<{ questionId: number }[]>) {
  const paperId = await paperOf(context);
  const where = and(eq(paperQuestions.paperId, paperId), eq(paperQuestions.questionId, context.body.questionId as number));
  await context.db.transaction(async (tx) => {
    if (!(await change(tx, where)).length) throw new ApiFailure(ErrorCodes.NotFound, '试卷中没有这道题目');
    await recount(tx, paperId);
  });
  return paperQuestionsView(context.db, paperId);
}

export const deleteQuestion = (context: CustomContext) => changeOne(context, (tx, where) => tx.delete(paperQuestions).where(where).returning({ questionId: paperQuestions.questionId }));

export const updateQuestionScore = (context: CustomContext) =>
  changeOne(context, (tx, where) => tx.update(paperQuestions).set({ score: context.body.score as number }).where(where).returning({ questionId: paperQuestions.questionId }));

/** Deleting a paper takes its question list with it; the questions stay in their banks. */
export async function deletePaper(context: CustomContext) {
  const paperId = await paperOf(context);
  await context.db.transaction(async (tx) => {
    await deleteLayout(tx, [paperId]);
    await tx.delete(papers).where(eq(papers.id, paperId));
  });
  return null;
}

/** Saves the paper's sections and which questions each holds, in order (the paper editor's 大题). */
export async function saveSections(context: CustomContext) {
  const paperId = await paperOf(context);
  await context.db.transaction((tx) => saveLayout(tx, paperId, context.body.sections as SectionLayout[]));
  return paperQuestionsView(context.db, paperId);
}

export const paperOverrides: EntityOverrides<'Paper'> = {
  custom: { questions: questionsOf, addQuestion, deleteQuestion, updateQuestionScore, saveSections, delete: deletePaper },
};

