import { describe, expect, it } from 'vitest';
import { sectionGroups } from './section-groups';

describe('section groups', () => {
  it('cuts questions into consecutive sections with their scores', () => {
    const items = [{ s: '一、单选题', score: 2 }, { s: '一、单选题', score: 3 }, { s: '二、编程题', score: 10 }];
    expect(sectionGroups(items, (i) => i.s, (i) => i.score).map((g) => [g.title, g.items.length, g.score])).toEqual([['一、单选题', 2, 5], ['二、编程题', 1, 10]]);
  });

  it('keeps exams frozen before sections as one untitled group', () => {
    expect(sectionGroups([{ s: null }, { s: null }], (i) => i.s, () => 1)).toEqual([{ title: null, items: [{ s: null }, { s: null }], score: 2 }]);
  });
});
