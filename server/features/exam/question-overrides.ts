import { inArray } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { checkQuestion } from '../../../shared/question-format';
import type { CustomContext, EntityOverrides, WriteContext } from '../../crud/entity-overrides';
import { entityRuntimes } from '../../crud/entity-runtime';
import { readOne } from '../../crud/read-rows';
import { examTags, questions } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

type Values = Record<string, unknown>;

const invalid = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, message);

/** Tag ids must name existing exam tags; stored deduplicated in a stable order. */
async function normaliseTags({ db }: WriteContext, raw: unknown): Promise<string | null> {
  if (raw === null || raw === undefined || raw === '') return null;
  const ids = [...new Set(String(raw).split(',').map(Number))].sort((a, b) => a - b);
  const found = await db.select({ id: examTags.id }).from(examTags).where(inArray(examTags.id, ids));
  if (found.length !== ids.length) throw invalid('参数错误：标签（tagIds）不存在');
  return ids.join(',');
}

/**
 * Options and answer only make sense with the type, so they are checked together: an edit
 * that changes any of the three sends all three (the question editor always does).
 */
async function beforeWrite(values: Values, context: WriteContext): Promise<Values> {
  const parts = ['type', 'options', 'answer'].filter((k) => values[k] !== undefined);
  if (context.mode === 'update' && parts.length > 0 && parts.length < 3) throw invalid('参数错误：题型（type）、选项（options）和答案（answer）需一并提交');
  if (context.mode === 'create' || parts.length === 3) {
    const check = checkQuestion(values.type as number, values.options as string | null | undefined, values.answer as string | undefined);
    if (!check.ok) throw invalid(check.error.message);
    values.options = check.options;
    values.answer = check.answer;
  }
  if (values.tagIds !== undefined) values.tagIds = await normaliseTags(context, values.tagIds);
  return values;
}

/** Copies a question into another bank the caller may use; the original stays where it is. */
async function copyToBank({ db, actor, entity, body }: CustomContext) {
  const source = await readOne(db, entity, actor, body.id as number);
  const bank = entityRuntimes().get('QuestionBank')!;
  try {
    await readOne(db, bank, actor, body.bankId as number);
  } catch {
    throw invalid('参数错误：目标题库（bankId）不存在');
  }
  const [copy] = await db
    .insert(questions)
    .values({
      schoolId: (source.schoolId as number | null) ?? null,
      bankId: body.bankId as number,
      type: source.type as number,
      title: source.title as string,
      stem: source.stem as string,
      options: source.options as string | null,
      answer: source.answer as string,
      analysis: source.analysis as string | null,
      score: source.score as number,
      difficulty: source.difficulty as number,
      tagIds: source.tagIds as string | null,
      sourceTagId: source.sourceTagId as number | null,
    })
    .returning({ id: questions.id });
  return readOne(db, entity, actor, copy.id);
}

export const questionOverrides: EntityOverrides<'Question'> = { beforeWrite, custom: { copyToBank } };
