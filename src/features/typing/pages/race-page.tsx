import { Segmented } from 'antd';
import { useState } from 'react';
import { practiceTexts } from '../content/practice-texts';
import { useProgress } from '../engine/progress-store';
import { TypingExercise } from '../ui/typing-exercise';
import { TypingPage } from '../ui/typing-page';

const limitSeconds = 60;

/** 打字竞速: one minute on the clock, racing the ghost of one's own best run on the same text. */
export function RacePage() {
  const { progress, status } = useProgress();
  const [choice, setChoice] = useState<string>(practiceTexts[0].id);
  const [round, setRound] = useState(0);
  const text = practiceTexts.find((t) => t.id === choice)!;
  const key = `race-${text.id}`;
  const [ghostAtStart, setGhostAtStart] = useState<{ round: string; times?: number[] } | null>(null);
  // The ghost is the best run when this race started: a new record appears only from the next race.
  const roundKey = `${choice}-${round}-${status}`;
  const ghost = ghostAtStart?.round === roundKey ? ghostAtStart.times : progress.typingHistory.ghosts?.[key]?.times;
  if (ghostAtStart?.round !== roundKey) setGhostAtStart({ round: roundKey, times: ghost });
  const best = ghost?.at(-1);
  return (
    <TypingPage title="打字竞速" subtitle={`${limitSeconds} 秒内打完整段文字，和自己的最好成绩赛跑！`}>
      <Segmented size="large" value={choice} onChange={(v) => setChoice(String(v))} options={practiceTexts.map((t) => ({ value: t.id, label: t.title }))} style={{ marginBottom: 8 }} />
      <div style={{ marginBottom: 8, fontSize: 16 }}>{best ? `你的最好成绩：${(best / 1000).toFixed(1)} 秒` : '还没有最好成绩，第一次跑完就会留下你的“影子”。'}</div>
      <TypingExercise
        spec={{
          id: roundKey,
          text: text.text,
          mode: 'race',
          ghost: { key, times: ghost },
          timeLimitSeconds: limitSeconds,
          note: (s) => (best && s.durationMs < best && s.chars === text.text.length ? '新纪录！你超过了自己的影子！' : undefined),
          next: { label: '再比一次', go: () => setRound((n) => n + 1) },
        }}
      />
    </TypingPage>
  );
}
