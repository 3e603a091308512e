import { Empty } from 'antd';
import { useMemo, useState } from 'react';
import { reviewText } from '../content/adaptive-text';
import { useProgress } from '../engine/progress-store';
import { weakestKeys, weakness } from '../model/key-speed';
import { OnScreenKeyboard } from '../ui/on-screen-keyboard';
import { TypingExercise } from '../ui/typing-exercise';
import { TypingPage } from '../ui/typing-page';

/** 复习巩固: practice built from the student's own weakest keys and the words they got wrong (the error book). */
export function ReviewPage() {
  const { progress, status } = useProgress();
  const keys = progress.typingHistory.keys ?? {};
  const practised = Object.keys(keys).filter((k) => /[a-z0-9]/.test(k) && (keys[k].hits ?? 0) >= 5).join('');
  const [round, setRound] = useState(0);
  const plan = useMemo(() => {
    const weakKeys = weakestKeys(keys, practised, 20, 4).filter((k) => weakness(keys[k], 20) > 0.05);
    const weakWords = Object.entries(progress.typingHistory.words ?? {})
      .sort((a, b) => b[1] - a[1])
      .map(([w]) => w);
    return { weakKeys, weakWords: weakWords.slice(0, 8), text: reviewText(weakWords, weakKeys, `review-${round}`) };
    // Fixed per round, so saving the run does not replace the result on screen.
  }, [round, status]);
  const heat = Object.fromEntries(Object.keys(keys).map((k) => [k, weakness(keys[k], 20)]));

  return (
    <TypingPage title="复习巩固" subtitle="这里的练习来自你自己最容易按错、最慢的键和打错过的单词。">
      {plan.text ? (
        <>
          <div className="tp-card" style={{ marginBottom: 12 }}>
            <div style={{ fontSize: 17 }}>
              薄弱按键：<b>{plan.weakKeys.join('  ') || '暂无'}</b>　易错单词：<b>{plan.weakWords.join('、') || '暂无'}</b>
            </div>
            <OnScreenKeyboard heat={heat} marked={plan.weakKeys.join('')} unit={32} />
          </div>
          <TypingExercise spec={{ id: `review-${round}`, text: plan.text, mode: 'review', next: { label: '再复习一组', go: () => setRound((n) => n + 1) } }} />
        </>
      ) : (
        <Empty description="你还没有练习记录，先去指法学习或打字练习玩几次，这里就会出现专属你的复习内容！" />
      )}
    </TypingPage>
  );
}
