/** One run of a paper's questions under the same section heading (大题), with its total score. */
export interface SectionGroup<T> {
  title: string | null;
  items: T[];
  score: number;
}

/**
 * The questions cut into their sections, in order: consecutive questions with the same section
 * form one group (a sheet shuffles only within a section, so each section stays one run).
 */
export function sectionGroups<T>(items: readonly T[], titleOf: (item: T) => string | null, scoreOf: (item: T) => number): SectionGroup<T>[] {
  const groups: SectionGroup<T>[] = [];
  for (const item of items) {
    const title = titleOf(item);
    const last = groups.at(-1);
    if (last && last.title === title) {
      last.items.push(item);
      last.score += scoreOf(item);
    } else groups.push({ title, items: [item], score: scoreOf(item) });
  }
  return groups;
}
