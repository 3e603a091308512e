import { and, asc, eq, ne } from 'drizzle-orm';
import { feedbackMessages } from '../../../shared/account-safety/feedback-rules';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { feedbackTags } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/** Tags a fresh platform starts with, until the back office edits them. */
const defaultTags: Record<number, string[]> = {
  0: ['题目描述有误', '测试数据有误', '题解有误', '其他问题'],
  1: ['课件内容有误', '视频无法播放', '代码示例有误', '其他问题'],
};

/**
 * The tags of a type. A type that never had tags gets the defaults; after that the back office
 * owns them, and the last one of a type cannot be deleted, so the defaults never come back.
 */
export async function tagsOfType(db: Db, type: number) {
  const read = () => db.select({ id: feedbackTags.id, tagName: feedbackTags.tagName }).from(feedbackTags).where(eq(feedbackTags.type, type)).orderBy(asc(feedbackTags.id));
  const rows = await read();
  if (rows.length || !defaultTags[type]) return rows;
  await db.insert(feedbackTags).values(defaultTags[type].map((tagName) => ({ type, tagName })));
  return read();
}

/** Adds a tag, or renames one (same type); names are unique within their type. */
export async function saveTag(db: Db, body: { id?: number; type: number; tagName: string }) {
  const tagName = body.tagName.trim();
  if (!tagName) throw new ApiFailure(ErrorCodes.InvalidParameter, feedbackMessages.tagMissing);
  await tagsOfType(db, body.type);
  const sameName = and(eq(feedbackTags.type, body.type), eq(feedbackTags.tagName, tagName), body.id ? ne(feedbackTags.id, body.id) : undefined);
  if ((await db.select({ id: feedbackTags.id }).from(feedbackTags).where(sameName).limit(1)).length) throw new ApiFailure(ErrorCodes.ActionFailure, feedbackMessages.tagDuplicate);
  const columns = { id: feedbackTags.id, tagName: feedbackTags.tagName };
  if (!body.id) return (await db.insert(feedbackTags).values({ type: body.type, tagName }).returning(columns))[0];
  const [row] = await db.update(feedbackTags).set({ tagName }).where(and(eq(feedbackTags.id, body.id), eq(feedbackTags.type, body.type))).returning(columns);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, feedbackMessages.tagMissing);
  return row;
}

/** Deletes a tag unless it is the last of its type. Feedback already sent keeps the tag's name. */
export async function deleteTag(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [tag] = await tx.select({ type: feedbackTags.type }).from(feedbackTags).where(eq(feedbackTags.id, id));
    if (!tag) throw new ApiFailure(ErrorCodes.NotFound, feedbackMessages.tagMissing);
    // All tags of the type are locked, so two deletions at once cannot both pass the check.
    const siblings = await tx.select({ id: feedbackTags.id }).from(feedbackTags).where(eq(feedbackTags.type, tag.type)).for('update');
    if (siblings.length <= 1) throw new ApiFailure(ErrorCodes.ActionFailure, feedbackMessages.tagLastOne);
    await tx.delete(feedbackTags).where(eq(feedbackTags.id, id));
  });
}
