import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { startRun, summarize, typeKey, type RunSummary } from '../model/keystroke-run';
import { starsFor } from '../model/unlock';
import { play, prepareSoundWhenIdle } from '../engine/sound';
import { saveRun, useProgress } from '../engine/progress-store';
import { useKeyInput } from '../engine/use-key-input';
import { Hands } from './hands';
import { OnScreenKeyboard } from './on-screen-keyboard';
import { ResultPanel } from './result-panel';
import { StatsBar } from './stats-bar';
import { TypingText } from './typing-text';

export interface ExerciseSpec {
  /** Changes when a new text is chosen: the exercise starts over. */
  id: string;
  text: string;
  mode: string;
  levelId?: string;
  target?: { wpm: number; accuracy: number };
  /** Races: the best run's keystroke times on this text, replayed as a ghost, and the clock. */
  ghost?: { key: string; times?: number[] };
  timeLimitSeconds?: number;
  /** Keys the lesson marks on the keyboard. */
  marked?: string;
  /** The adaptive lesson's letters after the run. */
  unlockAfter?: (summary: RunSummary) => string;
  note?: (summary: RunSummary) => string | undefined;
  next?: { label: string; go(): void };
}

interface Finished {
  summary: RunSummary;
  stars?: number;
}

/**
 * The one typing exercise every lesson and practice screen uses: the text, live figures, the
 * keyboard with the next key and the finger to use; at the end the run is saved and rated.
 */
export function TypingExercise({ spec, aside }: { spec: ExerciseSpec; aside?: (position: number) => ReactNode }) {
  const { coins, unsaved } = useProgress();
  const run = useRef(startRun(spec.text));
  const [position, setPosition] = useState(0);
  const [shake, setShake] = useState(0);
  const [now, setNow] = useState(0);
  const [finished, setFinished] = useState<Finished | null>(null);

  const restart = useCallback(() => {
    run.current = startRun(spec.text);
    setPosition(0);
    setShake(0);
    setNow(0);
    setFinished(null);
  }, [spec.text]);
  useEffect(restart, [restart, spec.id]);
  useEffect(prepareSoundWhenIdle, []);

  const finish = useCallback(
    (at: number) => {
      const summary = summarize(run.current, at);
      const stars = spec.target ? starsFor(summary, spec.target) : undefined;
      setFinished({ summary, stars });
      play(stars === 0 ? 'lose' : 'success');
      const ghost = spec.ghost && run.current.finishedAt !== null ? { key: spec.ghost.key, text: spec.text, times: run.current.times } : undefined;
      void saveRun({ mode: spec.mode, levelId: spec.levelId, summary, stars, ghost, unlockedKeys: spec.unlockAfter?.(summary), at: new Date() });
    },
    [spec],
  );

  useKeyInput(!finished && spec.text.length > 0, (key, at) => {
    const outcome = typeKey(run.current, key, at);
    if (outcome === 'ignored') return;
    if (outcome === 'wrong') {
      play('wrong');
      setShake((n) => n + 1);
      return;
    }
    play('key');
    setPosition(run.current.position);
    if (run.current.finishedAt !== null) finish(at);
  });

  // The clock: live figures four times a second, and the race's time limit.
  useEffect(() => {
    if (finished) return undefined;
    const timer = setInterval(() => {
      const t = performance.now();
      if (run.current.startedAt === null) return;
      setNow(t);
      if (spec.timeLimitSeconds && t - run.current.startedAt >= spec.timeLimitSeconds * 1000) finish(t);
    }, 250);
    return () => clearInterval(timer);
  }, [finished, finish, spec.timeLimitSeconds]);

  const live = summarize(run.current, Math.max(now, run.current.lastAt ?? 0));
  const elapsed = run.current.startedAt === null ? 0 : Math.max(0, now - run.current.startedAt);
  const ghostTimes = spec.ghost?.times;
  const ghostAt = ghostTimes && run.current.startedAt !== null ? ghostTimes.filter((t) => t <= elapsed).length : undefined;
  const next = spec.text[position];
  const left = spec.timeLimitSeconds ? Math.max(0, spec.timeLimitSeconds - elapsed / 1000) : undefined;

  if (finished) {
    return (
      <ResultPanel
        summary={finished.summary}
        stars={finished.stars}
        target={spec.target}
        coins={coins}
        unsaved={unsaved}
        note={spec.note?.(finished.summary)}
        onAgain={restart}
        next={spec.next}
      />
    );
  }
  return (
    <div>
      <StatsBar
        wpm={live.wpm}
        accuracy={live.accuracy || 100}
        seconds={elapsed / 1000}
        errors={live.errors}
        extra={left !== undefined && (
          <div className="tp-stat">
            <b style={{ color: left < 10 ? '#e03131' : undefined }}>{Math.ceil(left)}</b>
            <span>剩余秒数</span>
          </div>
        )}
      />
      {position === 0 && <div style={{ textAlign: 'center', color: '#5b6f99', marginBottom: 8 }}>把手指放到基准键上，按下第一个字母就开始计时～</div>}
      <TypingText text={spec.text} position={position} missed={run.current.missed} ghost={ghostAt} shake={shake} />
      {ghostTimes && <div style={{ marginTop: 6, color: '#9c36b5' }}>紫色下划线是你最好成绩的“影子”，超过它！</div>}
      {aside?.(position)}
      <div style={{ marginTop: 18 }}>
        <Hands next={next} />
        <OnScreenKeyboard next={next} marked={spec.marked} />
      </div>
    </div>
  );
}
