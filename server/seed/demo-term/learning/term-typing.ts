import type { Db } from '../../../db/client';
import { typingLevelAwards, typingRecords } from '../../../db/schema';
import { checkPlausible, cleanRecord, leaderboardFigures, type CompletedLevel, type TypingHistory } from '../../../features/typing/typing-rules';
import { insertMany } from './batch-insert';
import type { LearningTerm } from './learning-state';

/** The typing planet's stages in order (src/features/typing/content/lessons.ts): a stage opens once the one before has a star. */
const stages = ['basic-1-1', 'basic-1-2', 'basic-1-3', 'basic-2-1', 'basic-2-2', 'basic-2-3', 'basic-3-1', 'basic-3-2', 'basic-3-3'];
const homeKeys = 'asdfghjkl;qwertyuiopzxcvbnm';
const trickyWords = ['print', 'while', 'return', 'include', 'function', 'string', 'import', 'python'];

export interface TypingAward {
  studentId: number;
  levelId: string;
  /** The ledger's key (`typing:<student>:<level>`, as awardLevelCoins names a one-level save). */
  key: string;
}

/**
 * Typing-planet progress of most students: practice runs over the term (speed growing with
 * practice, accuracy in the high 80s and 90s), key and day statistics, and the stages passed in
 * order with their stars. Each record is checked and cleaned by the typing model's own rules
 * (checkPlausible, cleanRecord) and its leaderboard figures computed by leaderboardFigures, as
 * a save from the typing page would be. Each stage passed pays the typing coins once.
 */
export async function seedTyping(db: Db, term: LearningTerm): Promise<TypingAward[]> {
  const { ctx, calendar } = term;
  const random = ctx.random.fork('typing');
  const records: (typeof typingRecords.$inferInsert)[] = [];
  const awards: (typeof typingLevelAwards.$inferInsert)[] = [];
  const paidLevels: TypingAward[] = [];
  for (const student of ctx.students) {
    if (!random.chance(0.75)) continue;
    const runs = random.int(3, ctx.scale === 'large' ? 12 : 24);
    const passed = Math.min(stages.length, random.int(1, stages.length));
    let wpm = random.int(4, 9);
    const history: Required<Pick<TypingHistory, 'sessions' | 'keys' | 'days' | 'words'>> = { sessions: [], keys: {}, days: {}, words: {} };
    const levels: CompletedLevel[] = [];
    let day = random.int(0, Math.max(0, calendar.days - runs - 1));
    let lastAt = calendar.at(day, 17);
    for (let run = 0; run < runs; run += 1) {
      day = Math.min(calendar.days - 1, day + random.int(0, 3));
      const at = calendar.at(day, random.int(16, 20), random.int(0, 59));
      if (at <= lastAt) continue;
      lastAt = at;
      wpm = Math.min(60, wpm + random.int(0, 2));
      const accuracy = random.int(84, 99);
      const durationMs = random.int(60, 180) * 1000;
      const chars = Math.round((wpm * 5 * durationMs) / 60000);
      const errors = Math.round((chars * (100 - accuracy)) / 100);
      const levelId = run < passed ? stages[run] : undefined;
      // The mode is the page a run was typed on, as the typing pages save it ('basic-1' for stage basic-1-2).
      history.sessions.push({ mode: levelId ? levelId.slice(0, 'basic-1'.length) : 'practice', ...(levelId ? { levelId } : {}), at: at.toISOString(), wpm, cpm: wpm * 5, accuracy, durationMs, chars, errors, score: chars * 10 - errors * 5 > 0 ? chars * 10 - errors * 5 : undefined });
      const date = calendar.chinaDate(at);
      const today = history.days[date] ?? {};
      history.days[date] = { chars: (today.chars ?? 0) + chars, ms: (today.ms ?? 0) + durationMs, exercises: (today.exercises ?? 0) + 1 };
      for (let k = 0; k < 6; k += 1) {
        const key = homeKeys[random.int(0, homeKeys.length - 1)];
        const stat = history.keys[key] ?? { hits: 0, errors: 0, latencyMs: 0 };
        const hits = random.int(20, 60);
        history.keys[key] = { hits: stat.hits! + hits, errors: stat.errors! + random.int(0, Math.floor(hits / 8)), latencyMs: stat.latencyMs! + hits * random.int(180, 420) };
      }
      if (random.chance(0.4)) {
        const word = random.pick(trickyWords);
        history.words[word] = (history.words[word] ?? 0) + 1;
      }
      if (levelId) {
        const stars = accuracy >= 95 ? 3 : accuracy >= 90 ? 2 : 1;
        levels.push({ levelId, stars, bestWpm: wpm, bestAccuracy: accuracy, bestScore: chars * 10 });
        awards.push({ studentId: student.id, levelId, coins: 0, createdAt: at });
        paidLevels.push({ studentId: student.id, levelId, key: `typing:${student.id}:${levelId}` });
        term.coinEvents.push({ studentId: student.id, source: 'typing', key: `${student.id}:${levelId}`, reason: '打字星球闯关 1 关', rule: 'typingCoins', units: 1, at });
      }
    }
    if (!history.sessions.length) continue;
    checkPlausible(history, levels);
    const clean = cleanRecord(history, levels);
    const figures = leaderboardFigures(clean.history, clean.levels);
    records.push({ studentId: student.id, schoolId: ctx.schoolId, typingHistory: clean.history, completedLevels: clean.levels, ...figures, updatedAt: lastAt });
  }
  await insertMany(db, typingRecords, records);
  await insertMany(db, typingLevelAwards, awards);
  return paidLevels;
}
