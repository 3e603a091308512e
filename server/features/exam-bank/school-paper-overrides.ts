import { and, asc, eq, ilike, inArray, max } from 'drizzle-orm';
import { drawRandomPaper, type DrawRule } from '../../../shared/random-paper';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { staffActor } from '../../auth/session-actor';
import { readOne } from '../../crud/read-rows';
import { paperQuestions, paperSections, papers, questionBanks, questions } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { addQuestionsFrom, deletePaper, deleteQuestion, paperOf, paperQuestionsView, questionsOf, recount, saveSections, updateQuestionScore, type QuestionFinder } from '../exam/paper-overrides';
import { copyLayout, sectionsView, sectionTitled, targetSection } from '../exam/paper-sections';
import { paperDeletable } from './paper-deletable';
import { invalid, publishedPlatformPaper } from './school-exam-scope';
import { readQuestionViews, usableBySchool } from './school-question-rules';

/** A school's paper takes its own questions and those of the platform's published banks. */
const schoolQuestions: QuestionFinder = async ({ db, actor }, ids) =>
  readQuestionViews(db, and(inArray(questions.id, ids), usableBySchool(staffActor(actor))));

/** A new paper of the school with the same questions, scores and order. */
async function copyPaperRows(context: CustomContext, sourceId: number, name: string) {
  const { db, actor, entity } = context;
  const me = staffActor(actor);
  const id = await db.transaction(async (tx) => {
    const [source] = await tx.select().from(papers).where(eq(papers.id, sourceId));
    const [copy] = await tx
      .insert(papers)
      .values({ schoolId: me.schoolId, name, duration: source.duration, judgeScoring: source.judgeScoring, remark: source.remark, questionCount: source.questionCount, totalScore: source.totalScore, postState: 0 })
      .returning({ id: papers.id });
    await copyLayout(tx, sourceId, copy.id);
    return copy.id;
  });
  return readOne(db, entity, actor, id);
}

/** The new order of a paper's questions: the list must name each of its questions once. */
async function reorder(context: CustomContext) {
  const paperId = await paperOf(context);
  const order = context.body.questionIds as number[];
  await context.db.transaction(async (tx) => {
    const present = await tx.select({ questionId: paperQuestions.questionId }).from(paperQuestions).where(eq(paperQuestions.paperId, paperId));
    const same = present.length === order.length && new Set(order).size === order.length && present.every((p) => order.includes(p.questionId));
    if (!same) throw invalid('参数错误：题目顺序（questionIds）须包含试卷中的每道题各一次');
    for (const [i, questionId] of order.entries()) {
      await tx.update(paperQuestions).set({ sort: i + 1 }).where(and(eq(paperQuestions.paperId, paperId), eq(paperQuestions.questionId, questionId)));
    }
  });
  return paperQuestionsView(context.db, paperId);
}

/** The paper as students read it: each question with its score on this paper, in order. */
async function preview(context: CustomContext) {
  const paper = await readOne(context.db, context.entity, context.actor, context.body.id as number);
  const placed = await context.db
    .select({ questionId: paperQuestions.questionId, score: paperQuestions.score, sectionId: paperQuestions.sectionId })
    .from(paperQuestions)
    .innerJoin(paperSections, eq(paperSections.id, paperQuestions.sectionId))
    .where(eq(paperQuestions.paperId, paper.id as number))
    .orderBy(asc(paperSections.position), asc(paperQuestions.sort));
  const views = placed.length ? await readQuestionViews(context.db, inArray(questions.id, placed.map((p) => p.questionId))) : [];
  const byId = new Map(views.map((v) => [v.id, v]));
  return {
    name: paper.name,
    duration: paper.duration,
    remark: paper.remark ?? null,
    totalScore: paper.totalScore,
    sections: await sectionsView(context.db, paper.id as number),
    questions: placed.map((p, i) => ({ sort: i + 1, paperScore: p.score, sectionId: p.sectionId, question: byId.get(p.questionId)! })),
  };
}

/**
 * 随机抽题: adds to the paper questions drawn by rules (type, difficulty, count, banks) from the
 * questions the school may use and the paper does not hold yet; the same seed draws the same.
 */
async function drawRandom(context: CustomContext) {
  const { db, body } = context;
  const paperId = await paperOf(context);
  const rules = body.rules as DrawRule[];
  const bankIds = [...new Set(rules.flatMap((r) => r.bankIds ?? []))];
  await db.transaction(async (tx) => {
    const present = new Set((await tx.select({ id: paperQuestions.questionId }).from(paperQuestions).where(eq(paperQuestions.paperId, paperId))).map((p) => p.id));
    const pool = await tx
      .select({ id: questions.id, bankId: questions.bankId, type: questions.type, difficulty: questions.difficulty, score: questions.score })
      .from(questions)
      .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
      .where(and(usableBySchool(staffActor(context.actor)), bankIds.length ? inArray(questions.bankId, bankIds) : undefined));
    const drawn = drawRandomPaper(rules, pool.filter((q) => !present.has(q.id)), body.seed as string);
    if (!drawn.ok) throw new ApiFailure(ErrorCodes.ActionFailure, drawn.error);
    // Each rule's questions join the section it names (found or created by title), else the last section.
    const sectionIds: number[] = [];
    for (const rule of rules) {
      const title = rule.section?.trim();
      sectionIds.push(title ? await sectionTitled(tx, paperId, title) : await targetSection(tx, paperId));
    }
    const [last] = await tx.select({ sort: max(paperQuestions.sort) }).from(paperQuestions).where(eq(paperQuestions.paperId, paperId));
    const start = (last.sort ?? 0) + 1;
    await tx.insert(paperQuestions).values(drawn.questions.map((q, i) => ({ paperId, questionId: q.questionId, sectionId: sectionIds[q.rule], score: q.score, sort: start + i })));
    await recount(tx, paperId);
  });
  return paperQuestionsView(db, paperId);
}

export const schoolPaperOverrides: EntityOverrides<'SchoolPaper'> = {
  custom: {
    questions: questionsOf,
    preview,
    addQuestion: addQuestionsFrom(schoolQuestions),
    deleteQuestion,
    updateQuestionScore,
    reorder,
    saveSections,
    drawRandom,
    async delete(context) {
      const paperId = await paperOf(context);
      const refusal = await paperDeletable(context.db, paperId);
      if (refusal) throw new ApiFailure(ErrorCodes.ActionFailure, refusal);
      return deletePaper(context);
    },
    async copy(context) {
      const paper = await readOne(context.db, context.entity, context.actor, context.body.id as number);
      return copyPaperRows(context, paper.id as number, `${String(paper.name).slice(0, 96)}（副本）`);
    },
    async platformPapers({ db, body }) {
      const keyword = (body.keyword as string | undefined)?.trim();
      return db
        .select({ id: papers.id, name: papers.name, duration: papers.duration, remark: papers.remark, questionCount: papers.questionCount, totalScore: papers.totalScore })
        .from(papers)
        .where(and(publishedPlatformPaper, keyword ? ilike(papers.name, `%${keyword}%`) : undefined))
        .orderBy(asc(papers.id));
    },
    async copyPlatformPaper(context) {
      const [source] = await context.db.select({ id: papers.id, name: papers.name }).from(papers).where(and(eq(papers.id, context.body.id as number), publishedPlatformPaper));
      if (!source) throw invalid('参数错误：平台试卷（id）不存在');
      return copyPaperRows(context, source.id, source.name);
    },
  },
};
