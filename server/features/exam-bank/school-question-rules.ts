import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { checkQuestion, QuestionType } from '../../../shared/question-format';
import type { Db } from '../../db/client';
import type { StaffActor } from '../../auth/session-actor';
import { ojProblems, questionBanks, questions } from '../../db/schema';
import { pickableProblems } from '../oj/problem-model';
import { hasPlatformTag } from './platform-question-tags';
import { invalid, publishedPlatformBank } from './school-exam-scope';

type Values = Record<string, unknown>;

/**
 * A question's type, options, answer and OJ problem checked together (types 1–6 of
 * shared/question-format.ts). A programming question is judged as the OJ problem it names, so
 * it must name one the school may put in front of its students: a platform problem or one of the
 * school's own school-visible problems (never a teacher's private one). Other types name none.
 */
export async function checkSchoolQuestion(db: Db, actor: StaffActor, values: Values): Promise<Values> {
  const type = values.type as number;
  const check = checkQuestion(type, values.options as string | null | undefined, values.answer as string | undefined);
  if (!check.ok) throw invalid(check.error.message);
  const ojProblemId = (values.ojProblemId as number | null | undefined) ?? null;
  if (type === QuestionType.programming) {
    if (ojProblemId === null) throw invalid('参数错误：编程题需要选择一道 OJ 题目（ojProblemId）');
    const [found] = await db.select({ id: ojProblems.id }).from(ojProblems).where(and(eq(ojProblems.id, ojProblemId), pickableProblems(actor))).limit(1);
    if (!found) throw invalid('参数错误：OJ 题目（ojProblemId）不存在或本校不可使用');
  } else if (ojProblemId !== null) {
    throw invalid('参数错误：只有编程题可以关联 OJ 题目（ojProblemId）');
  }
  if (type === QuestionType.shortAnswer && !check.answer.trim()) throw invalid('参数错误：简答题需要填写参考答案（answer），供阅卷老师参考');
  return { ...values, options: check.options, answer: check.answer, ojProblemId };
}

/** The fields a question view shows, with its bank's and OJ problem's names. */
export const questionView = {
  id: questions.id,
  bankId: questions.bankId,
  bankName: questionBanks.name,
  type: questions.type,
  title: questions.title,
  stem: questions.stem,
  options: questions.options,
  answer: questions.answer,
  analysis: questions.analysis,
  score: questions.score,
  difficulty: questions.difficulty,
  ojProblemId: questions.ojProblemId,
  ojProblemTitle: ojProblems.title,
};

/** Questions a school may read: its own, and those of the platform's published banks. */
export const usableBySchool = (actor: StaffActor): SQL => or(eq(questions.schoolId, actor.schoolId), and(isNull(questions.schoolId), publishedPlatformBank))!;

export function readQuestionViews(db: Db, where: SQL | undefined) {
  return db
    .select(questionView)
    .from(questions)
    .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
    .leftJoin(ojProblems, eq(ojProblems.id, questions.ojProblemId))
    .where(where)
    .orderBy(asc(questions.id));
}

export interface PlatformQuestionFilter {
  bankId?: number;
  type?: number;
  difficulty?: number;
  /** A platform exam tag (platformTagViews). */
  tagId?: number;
  keyword?: string;
}

/** Platform questions of published banks, by bank, type, difficulty, tag and keyword (at most 500: one bank's worth). */
export function platformQuestionViews(db: Db, filter: PlatformQuestionFilter) {
  const keyword = filter.keyword?.trim();
  return readQuestionViews(
    db,
    and(
      isNull(questions.schoolId),
      publishedPlatformBank,
      filter.bankId ? eq(questions.bankId, filter.bankId) : undefined,
      filter.type ? eq(questions.type, filter.type) : undefined,
      filter.difficulty ? eq(questions.difficulty, filter.difficulty) : undefined,
      filter.tagId ? hasPlatformTag(filter.tagId) : undefined,
      keyword ? or(ilike(questions.title, `%${keyword}%`), ilike(questions.stem, `%${keyword}%`)) : undefined,
    ),
  ).limit(500);
}

/** OJ problems a programming question may name (pickableProblems), by title. */
export function pickOjProblems(db: Db, actor: StaffActor, keyword?: string) {
  const k = keyword?.trim();
  return db
    .select({ id: ojProblems.id, title: ojProblems.title, difficulty: ojProblems.difficulty, visibility: ojProblems.visibility })
    .from(ojProblems)
    .where(and(pickableProblems(actor), k ? (/^\d+$/.test(k) ? or(eq(ojProblems.id, Number(k)), ilike(ojProblems.title, `%${k}%`)) : ilike(ojProblems.title, `%${k}%`)) : undefined))
    .orderBy(asc(ojProblems.id))
    .limit(100);
}

/** Copies questions into a bank of the school; the copies are the school's own rows. */
export async function copyQuestionsInto(db: Db, actor: StaffActor, sourceIds: number[], bankId: number): Promise<number> {
  const [bank] = await db.select({ id: questionBanks.id }).from(questionBanks).where(and(eq(questionBanks.id, bankId), eq(questionBanks.schoolId, actor.schoolId)));
  if (!bank) throw invalid('参数错误：目标题库（bankId）不存在');
  const ids = [...new Set(sourceIds)];
  const rows = await db
    .select({ q: questions })
    .from(questions)
    .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
    .where(and(inArray(questions.id, ids), isNull(questions.schoolId), publishedPlatformBank))
    .orderBy(asc(questions.id));
  if (rows.length !== ids.length) throw invalid('参数错误：题目（questionIds）不存在');
  await db.insert(questions).values(rows.map(({ q: { id: _id, createdAt: _c, ...q } }) => ({ ...q, schoolId: actor.schoolId, bankId })));
  return rows.length;
}
