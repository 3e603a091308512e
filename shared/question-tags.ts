/** Longest tag a school may give a question (a knowledge point, "二分查找"), and most tags per question. */
export const maxTagLength = 20;
export const maxTags = 10;

/**
 * A school question's tags as stored: names separated by commas (a teacher types 、 or ， as
 * often as ,), trimmed, each once, in the order given. Null when there are none. The list
 * filter matches a whole name between commas, so a name never holds a comma itself.
 */
export function normaliseTags(raw: string | null | undefined): { ok: true; tags: string | null } | { ok: false; message: string } {
  const names = [...new Set((raw ?? '').split(/[,，、]/).map((t) => t.trim()).filter(Boolean))];
  const long = names.find((t) => t.length > maxTagLength);
  if (long) return { ok: false, message: `标签“${long}”太长（最多 ${maxTagLength} 个字）` };
  if (names.length > maxTags) return { ok: false, message: `标签最多 ${maxTags} 个` };
  return { ok: true, tags: names.length ? names.join(',') : null };
}

/** The stored tag list as names. */
export const tagList = (tags: string | null | undefined): string[] => (tags ? tags.split(',') : []);
