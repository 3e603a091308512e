import type { components } from '../../../shared/generated/contract.gen';
import { dropEmptyEntries, maxTypingRecordBytes } from '../../../shared/typing-progress';
import { ErrorCodes } from '../../../shared/error-codes';
import { ApiFailure } from '../../lib/api-failure';

type Schemas = components['schemas'];
export type TypingHistory = Schemas['TypingHistory'];
export type CompletedLevel = Schemas['CompletedLevel'];

/**
 * What the contract's bounds cannot say: a record that is too large as a whole, speeds that do
 * not agree with each other, a key pressed wrongly more often than it was pressed. Such a record
 * comes from a broken or forged client, never from a child typing, so it is refused whole.
 */
export function checkPlausible(history: TypingHistory, levels: CompletedLevel[]): void {
  if (JSON.stringify({ history, levels }).length > maxTypingRecordBytes) throw new ApiFailure(ErrorCodes.InvalidParameter, '打字记录过大，无法保存');
  for (const session of history.sessions ?? []) {
    // Five characters make a word: the two speeds of one run must tell the same story.
    if (session.wpm !== undefined && session.cpm !== undefined && Math.abs(session.cpm / 5 - session.wpm) > 1 + session.wpm * 0.05) {
      throw new ApiFailure(ErrorCodes.InvalidParameter, '成绩异常：字/分钟与词/分钟不一致');
    }
    if ((session.errors ?? 0) > (session.chars ?? 0) * 10 + 10) throw new ApiFailure(ErrorCodes.InvalidParameter, '成绩异常：错误数不合理');
  }
  for (const [key, stat] of Object.entries(history.keys ?? {})) {
    if ((stat.errors ?? 0) > (stat.hits ?? 0)) throw new ApiFailure(ErrorCodes.InvalidParameter, `成绩异常：按键 ${key} 的错误次数多于按键次数`);
  }
  const ids = new Set(levels.map((level) => level.levelId));
  if (ids.size !== levels.length) throw new ApiFailure(ErrorCodes.InvalidParameter, '已完成关卡重复');
}

/** The record as stored: empty entries dropped (section 5), whatever the client sent. */
export function cleanRecord(history: TypingHistory, levels: CompletedLevel[]) {
  return { history: dropEmptyEntries(history) ?? {}, levels: dropEmptyEntries(levels) ?? [] };
}

/** The figures the class leaderboard reads without opening the JSON. */
export function leaderboardFigures(history: TypingHistory, levels: CompletedLevel[]) {
  const bestWpm = Math.max(0, ...levels.map((l) => l.bestWpm ?? 0), ...(history.sessions ?? []).map((s) => s.wpm ?? 0));
  const accuracies = (history.sessions ?? []).map((s) => s.accuracy ?? 0).slice(-20);
  const accuracy = accuracies.length ? accuracies.reduce((a, b) => a + b, 0) / accuracies.length : 0;
  return { bestWpm: Math.round(bestWpm), bestAccuracy: Math.round(accuracy), levels: levels.filter((l) => (l.stars ?? 0) > 0).length };
}
