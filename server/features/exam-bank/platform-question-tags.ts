import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { examTagGroups, examTags, questionBanks, questions } from '../../db/schema';
import { publishedPlatformBank } from './school-exam-scope';

/*
 * Platform questions carry the back office's exam tags as ids (questions.tag_ids, "3,12"), not the
 * school's free tag names (questions.tags). Schools filter the platform questions they pick from by
 * those tags, read-only: only tags that published platform questions carry are offered.
 */

/** Platform questions whose tag ids name `tagId`; commas around both sides so 1 never matches 12. */
export const hasPlatformTag = (tagId: number): SQL => sql`(',' || ${questions.tagIds} || ',') like ${`%,${tagId},%`}`;

/** The exam tags the platform's published questions carry, by group then order, optionally narrowed by a keyword. */
export async function platformTagViews(db: Db, keyword?: string) {
  const rows = await db
    .selectDistinct({ tagIds: questions.tagIds })
    .from(questions)
    .innerJoin(questionBanks, eq(questionBanks.id, questions.bankId))
    .where(and(isNull(questions.schoolId), publishedPlatformBank, isNotNull(questions.tagIds)));
  const ids = [...new Set(rows.flatMap((r) => (r.tagIds ?? '').split(',').filter(Boolean).map(Number)))].filter(Number.isSafeInteger);
  if (!ids.length) return [];
  const k = keyword?.trim().toLowerCase();
  const tags = await db
    .select({ id: examTags.id, name: examTags.name, groupName: examTagGroups.name })
    .from(examTags)
    .leftJoin(examTagGroups, eq(examTagGroups.id, examTags.groupId))
    .where(inArray(examTags.id, ids))
    .orderBy(asc(examTagGroups.sort), asc(examTags.sort), asc(examTags.id));
  return tags.filter((t) => !k || t.name.toLowerCase().includes(k));
}
