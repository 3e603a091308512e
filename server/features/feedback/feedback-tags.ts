import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbackTags } from '../../db/schema';

/** Tags a fresh platform starts with, until the back office edits them. */
const defaultTags: Record<number, string[]> = {
  0: ['题目描述有误', '测试数据有误', '题解有误', '其他问题'],
  1: ['课件内容有误', '视频无法播放', '代码示例有误', '其他问题'],
};

export async function tagsOfType(db: Db, type: number) {
  const read = () => db.select({ id: feedbackTags.id, tagName: feedbackTags.tagName }).from(feedbackTags).where(eq(feedbackTags.type, type)).orderBy(asc(feedbackTags.id));
  const rows = await read();
  if (rows.length || !defaultTags[type]) return rows;
  await db.insert(feedbackTags).values(defaultTags[type].map((tagName) => ({ type, tagName })));
  return read();
}
