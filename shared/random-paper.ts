/**
 * Random papers (issue 17): a paper drawn from chosen banks by rules — N questions of a type and
 * difficulty each — so every student may get a different draw, and the same seed always gives
 * the same draw (a sheet stores its seed; re-drawing it after a reload or for marking gives the
 * very questions the student saw). Pure: the caller reads the pool and stores the result.
 */
import { seededRandom } from './seeded-random';

export interface DrawRule {
  /** Banks to draw from; empty or absent: the whole pool. */
  bankIds?: number[];
  type: number;
  /** 1 简单, 2 中等, 3 困难; absent: any difficulty. */
  difficulty?: number;
  count: number;
  /** The score of each drawn question on the paper; absent: the question's own. */
  score?: number;
  /** The paper section (by title) the drawn questions join; absent: the paper's last section. */
  section?: string;
}

export interface PoolQuestion {
  id: number;
  bankId: number;
  type: number;
  difficulty: number;
  score: number;
}

export interface DrawnQuestion {
  questionId: number;
  score: number;
  /** The index of the rule that drew it. */
  rule: number;
}

export type DrawResult = { ok: true; questions: DrawnQuestion[] } | { ok: false; error: string };

const typeNames: Record<number, string> = { 1: '单选题', 2: '多选题', 3: '判断题', 4: '填空题', 5: '编程题', 6: '简答题' };
const difficultyNames: Record<number, string> = { 1: '简单', 2: '中等', 3: '困难' };

/**
 * Draws each rule in turn from what earlier rules left (no question twice), candidates in id
 * order so the pool's read order does not matter. Refuses, naming the rule, when a rule asks for
 * more questions than its banks hold.
 */
export function drawRandomPaper(rules: readonly DrawRule[], pool: readonly PoolQuestion[], seed: number | string): DrawResult {
  const random = seededRandom(seed);
  const taken = new Set<number>();
  const drawn: DrawnQuestion[] = [];
  for (const [index, rule] of rules.entries()) {
    if (!Number.isInteger(rule.count) || rule.count < 1) return { ok: false, error: '每条规则至少抽取 1 道题' };
    const banks = rule.bankIds?.length ? new Set(rule.bankIds) : undefined;
    const candidates = pool
      .filter((q) => !taken.has(q.id) && q.type === rule.type && (rule.difficulty === undefined || q.difficulty === rule.difficulty) && (!banks || banks.has(q.bankId)))
      .sort((a, b) => a.id - b.id);
    if (candidates.length < rule.count) {
      const what = `${rule.difficulty ? `${difficultyNames[rule.difficulty]}的` : ''}${typeNames[rule.type] ?? '题目'}`;
      return { ok: false, error: `所选题库中${what}只有 ${candidates.length} 道，少于要抽取的 ${rule.count} 道` };
    }
    // A partial Fisher–Yates shuffle: the first `count` places are the draw.
    for (let i = 0; i < rule.count; i += 1) {
      const j = i + Math.floor(random() * (candidates.length - i));
      [candidates[i], candidates[j]] = [candidates[j], candidates[i]];
      taken.add(candidates[i].id);
      drawn.push({ questionId: candidates[i].id, score: rule.score ?? candidates[i].score, rule: index });
    }
  }
  return { ok: true, questions: drawn };
}
