import type { CompletedLevel, TypingHistory, TypingSession } from '../../../api/generated/api.schemas';
import { dropEmptyEntries } from '../../../../shared/typing-progress';
import type { RunSummary } from './keystroke-run';

/**
 * Folding one finished exercise into the student's record (section 3: typingHistory and
 * completedLevels), within the bounds the server enforces: the latest 100 runs, 100 keys, 200
 * weak words, 400 days, 20 ghosts. The result is what `saveOrUpdate` receives, with empty entries
 * dropped (section 5).
 */
export interface TypingProgress {
  typingHistory: TypingHistory;
  completedLevels: CompletedLevel[];
}

export interface FinishedRun {
  mode: string;
  levelId?: string;
  summary: RunSummary;
  /** Stars this run earned for its level (0: not passed); games pass their score. */
  stars?: number;
  score?: number;
  /** For races: the text and keystroke times, kept when the run is the best of its text. */
  ghost?: { key: string; text: string; times: number[] };
  /** The adaptive lesson's letters after this run (more once the targets are reached). */
  unlockedKeys?: string;
  at: Date;
}

export const bounds = { sessions: 100, keys: 100, words: 200, days: 400, ghosts: 20, ghostKeys: 600 } as const;

/** Days are the student's local calendar days (the daily goal is theirs). */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const clampSpeed = (wpm: number) => Math.min(250, Math.max(0, wpm));

function keepLatest<T>(entries: [string, T][], max: number, order: (a: [string, T], b: [string, T]) => number): Record<string, T> {
  return Object.fromEntries([...entries].sort(order).slice(0, max));
}

export function recordRun(progress: TypingProgress, run: FinishedRun): TypingProgress {
  const history = progress.typingHistory;
  const { summary } = run;
  const wpm = clampSpeed(summary.wpm);
  const session: TypingSession = {
    mode: run.mode,
    levelId: run.levelId,
    at: run.at.toISOString(),
    wpm,
    cpm: Math.round(wpm * 5),
    accuracy: summary.accuracy,
    durationMs: Math.min(3_600_000, Math.round(summary.durationMs)),
    chars: summary.chars,
    errors: summary.errors,
    score: run.score,
  };
  const keys = { ...(history.keys ?? {}) };
  for (const [key, stat] of Object.entries(summary.keys)) {
    if (key.length !== 1) continue;
    const old = keys[key] ?? {};
    keys[key] = { hits: (old.hits ?? 0) + stat.hits, errors: (old.errors ?? 0) + stat.errors, latencyMs: (old.latencyMs ?? 0) + Math.round(stat.latencyMs) };
  }
  const words = { ...(history.words ?? {}) };
  for (const word of summary.missedWords) words[word] = (words[word] ?? 0) + 1;
  const day = dayKey(run.at);
  const days = { ...(history.days ?? {}) };
  const today = days[day] ?? {};
  days[day] = { chars: (today.chars ?? 0) + summary.chars, ms: Math.min(86_400_000, (today.ms ?? 0) + Math.round(summary.durationMs)), exercises: (today.exercises ?? 0) + 1 };
  const ghosts = { ...(history.ghosts ?? {}) };
  if (run.ghost && run.ghost.times.length <= bounds.ghostKeys) {
    const best = ghosts[run.ghost.key];
    const finish = run.ghost.times.at(-1) ?? Infinity;
    if (!best || best.text !== run.ghost.text || finish < (best.times.at(-1) ?? Infinity)) ghosts[run.ghost.key] = { text: run.ghost.text, times: run.ghost.times };
  }
  const typingHistory: TypingHistory = {
    ...history,
    sessions: [...(history.sessions ?? []), session].slice(-bounds.sessions),
    keys: keepLatest(Object.entries(keys), bounds.keys, (a, b) => (b[1].hits ?? 0) - (a[1].hits ?? 0)),
    words: keepLatest(Object.entries(words), bounds.words, (a, b) => b[1] - a[1]),
    days: keepLatest(Object.entries(days), bounds.days, (a, b) => b[0].localeCompare(a[0])),
    ghosts: keepLatest(Object.entries(ghosts), bounds.ghosts, (a, b) => a[0].localeCompare(b[0])),
    unlockedKeys: run.unlockedKeys ?? history.unlockedKeys,
  };
  return { typingHistory, completedLevels: run.levelId ? withLevel(progress.completedLevels, run.levelId, { stars: run.stars ?? 0, wpm, accuracy: summary.accuracy, score: run.score }) : progress.completedLevels };
}

function withLevel(levels: CompletedLevel[], levelId: string, run: { stars: number; wpm: number; accuracy: number; score?: number }): CompletedLevel[] {
  const old = levels.find((level) => level.levelId === levelId);
  // A level is only recorded once it is passed; a failed first try leaves no empty entry.
  if (!old && run.stars === 0) return levels;
  const next: CompletedLevel = {
    levelId,
    stars: Math.max(old?.stars ?? 0, run.stars),
    bestWpm: Math.max(old?.bestWpm ?? 0, run.wpm),
    bestAccuracy: Math.max(old?.bestAccuracy ?? 0, run.accuracy),
    bestScore: Math.max(old?.bestScore ?? 0, run.score ?? 0),
  };
  return old ? levels.map((level) => (level.levelId === levelId ? next : level)) : [...levels, next].slice(-200);
}

/** What saveOrUpdate receives: section 5 drops empty, zero, null and undefined entries. */
export function toSaveBody(progress: TypingProgress): TypingProgress {
  return { typingHistory: dropEmptyEntries(progress.typingHistory), completedLevels: dropEmptyEntries(progress.completedLevels) };
}

export function levelStars(progress: TypingProgress, levelId: string): number {
  return progress.completedLevels.find((level) => level.levelId === levelId)?.stars ?? 0;
}

/** Minutes typed today, and the streak of days in a row with any practice, ending today or yesterday. */
export function dailyStatus(history: TypingHistory, now: Date): { minutesToday: number; streak: number; goal: number } {
  const days = history.days ?? {};
  const minutesToday = Math.floor((days[dayKey(now)]?.ms ?? 0) / 60000);
  let streak = 0;
  const cursor = new Date(now);
  if (!days[dayKey(cursor)]) cursor.setDate(cursor.getDate() - 1);
  while (days[dayKey(cursor)]) {
    streak += 1;
    cursor.setDate(cursor.getDate() - 1);
  }
  return { minutesToday, streak, goal: history.settings?.dailyGoal ?? 10 };
}
