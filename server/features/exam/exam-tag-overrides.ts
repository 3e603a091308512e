import { count, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import { examTags, questions } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/** Questions (of any owner) whose comma-separated tagIds hold the tag. */
const carriesTag = (tagId: number) => sql`(',' || ${questions.tagIds} || ',') like ${`%,${tagId},%`}`;

/** A tag still on questions stays: deleting it would leave them pointing at nothing. */
async function deleteTag({ db, actor, entity, body }: CustomContext) {
  const tag = await readOne(db, entity, actor, body.id as number);
  const [{ n }] = await db.select({ n: count() }).from(questions).where(carriesTag(tag.id as number));
  if (n > 0) throw new ApiFailure(ErrorCodes.ActionFailure, `标签正在被 ${n} 道题目使用，不能删除`);
  await db.delete(examTags).where(eq(examTags.id, tag.id as number));
  return null;
}

export const examTagOverrides: EntityOverrides<'ExamTag'> = { custom: { delete: deleteTag } };
