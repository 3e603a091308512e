export type LessonPart = { kind: 'text'; text: string } | { kind: 'code'; code: string; language: string };

/**
 * A lesson's teaching content as text and example programs: a program is written between
 * ``` fences (```python, ```cpp), so the course pages can offer it to the editor. An unclosed
 * fence runs to the end of the text, as the author most likely meant.
 */
export function lessonParts(content: string | null | undefined): LessonPart[] {
  const parts: LessonPart[] = [];
  const pushText = (text: string) => {
    const trimmed = text.replace(/^\n+|\s+$/g, '');
    if (trimmed) parts.push({ kind: 'text', text: trimmed });
  };
  const fence = /```[ \t]*([\w+#-]*)[^\n]*\n([\s\S]*?)(?:```|$)/g;
  const text = content ?? '';
  let last = 0;
  for (let match = fence.exec(text); match; match = fence.exec(text)) {
    pushText(text.slice(last, match.index));
    const code = match[2].replace(/\s+$/, '');
    if (code) parts.push({ kind: 'code', code, language: match[1].toLowerCase() || 'text' });
    last = fence.lastIndex;
    if (match[0].length === 0) break;
  }
  pushText(text.slice(last));
  return parts;
}

/** The first example program of the lesson in the language, to start the editor from. */
export function firstExample(content: string | null | undefined, languages: string[]): string | null {
  const hit = lessonParts(content).find((p) => p.kind === 'code' && languages.includes(p.language));
  return hit && hit.kind === 'code' ? hit.code : null;
}
