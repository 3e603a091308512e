import { describe, expect, it } from 'vitest';
import { drawRandomPaper, type PoolQuestion } from './random-paper';

/** 2 banks × 3 types × 3 difficulties × 4 questions = 72 questions. */
const pool: PoolQuestion[] = [];
for (const bankId of [1, 2]) for (const type of [1, 4, 5]) for (const difficulty of [1, 2, 3]) for (let k = 0; k < 4; k += 1) pool.push({ id: pool.length + 1, bankId, type, difficulty, score: type === 5 ? 20 : 5 });
const rules = [
  { type: 1, difficulty: 1, count: 3 },
  { type: 1, count: 5, score: 4 },
  { type: 5, difficulty: 3, count: 2, bankIds: [2] },
];

describe('drawRandomPaper', () => {
  it('draws what each rule asks, without repeating a question', () => {
    const result = drawRandomPaper(rules, pool, 'exam-1:student-1');
    if (!result.ok) throw new Error(result.error);
    const ids = result.questions.map((q) => q.questionId);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    const byId = new Map(pool.map((q) => [q.id, q]));
    expect(ids.slice(0, 3).every((id) => byId.get(id)!.type === 1 && byId.get(id)!.difficulty === 1)).toBe(true);
    expect(ids.slice(3, 8).every((id) => byId.get(id)!.type === 1)).toBe(true);
    expect(result.questions.slice(3, 8).every((q) => q.score === 4)).toBe(true);
    expect(ids.slice(8).every((id) => byId.get(id)!.bankId === 2 && byId.get(id)!.type === 5 && byId.get(id)!.difficulty === 3)).toBe(true);
    expect(result.questions.slice(8).map((q) => q.score)).toEqual([20, 20]);
  });

  it('gives the same draw for the same seed whatever the pool order, and other draws for other seeds', () => {
    const a = drawRandomPaper(rules, pool, 42);
    const b = drawRandomPaper(rules, [...pool].reverse(), 42);
    expect(b).toEqual(a);
    const draws = new Set(Array.from({ length: 20 }, (_, i) => JSON.stringify(drawRandomPaper(rules, pool, `student-${i}`))));
    expect(draws.size).toBeGreaterThan(15);
  });

  it('refuses a rule its banks cannot fill, in Chinese', () => {
    expect(drawRandomPaper([{ type: 5, difficulty: 3, count: 5, bankIds: [1] }], pool, 1)).toEqual({ ok: false, error: '所选题库中困难的编程题只有 4 道，少于要抽取的 5 道' });
    expect(drawRandomPaper([{ type: 1, count: 24 }, { type: 1, count: 1 }], pool, 1)).toEqual({ ok: false, error: '所选题库中单选题只有 0 道，少于要抽取的 1 道' });
    expect(drawRandomPaper([{ type: 1, count: 0 }], pool, 1)).toEqual({ ok: false, error: '每条规则至少抽取 1 道题' });
  });
});
