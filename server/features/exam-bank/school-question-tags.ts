import { and, eq, isNotNull } from 'drizzle-orm';
import { normaliseTags, tagList } from '../../../shared/question-tags';
import type { Db } from '../../db/client';
import type { StaffActor } from '../../auth/session-actor';
import { questions } from '../../db/schema';
import { invalid } from './school-exam-scope';

/** Tags stored the one way the list filter reads them; an empty source is no source. */
export function normaliseTagAndSource(values: Record<string, unknown>): void {
  if (values.tags !== undefined) {
    const tags = normaliseTags(values.tags as string | null);
    if (!tags.ok) throw invalid(`参数错误：${tags.message}`);
    values.tags = tags.tags;
  }
  if (values.source !== undefined) values.source = (values.source as string | null)?.trim() || null;
}

/**
 * Every tag the school's questions carry (never another school's), so teachers reuse the
 * same names instead of near-duplicates; sorted, optionally narrowed by a keyword.
 */
export async function schoolTagNames(db: Db, actor: StaffActor, keyword?: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tags: questions.tags })
    .from(questions)
    .where(and(eq(questions.schoolId, actor.schoolId), isNotNull(questions.tags)));
  const k = keyword?.trim().toLowerCase();
  const names = new Set(rows.flatMap((r) => tagList(r.tags)));
  return [...names].filter((t) => !k || t.toLowerCase().includes(k)).sort((a, b) => a.localeCompare(b, 'zh-CN'));
}
