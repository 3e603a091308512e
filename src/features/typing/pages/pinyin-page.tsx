import { Segmented } from 'antd';
import { useState } from 'react';
import { pinyinSets } from '../content/pinyin';
import { shuffled } from '../content/shuffle';
import { TypingExercise } from '../ui/typing-exercise';
import { TypingPage } from '../ui/typing-page';

/** 拼音练习: type the pinyin of the shown characters, without tones and without an input method (ü is v). */
export function PinyinPage() {
  const [setId, setSetId] = useState<string>(pinyinSets[0].id);
  const [round, setRound] = useState(0);
  const set = pinyinSets.find((s) => s.id === setId)!;
  const items = shuffled(set.items, `${setId}-${round}`, 8);
  const text = items.map(([, pinyin]) => pinyin).join(' ');
  // Which character the cursor is on: the words before it, counted by their spaces.
  const current = (position: number) => text.slice(0, position).split(' ').length - 1;
  return (
    <TypingPage title="拼音练习" subtitle="看汉字，打出它的拼音（不用声调，ü 用 v 代替）。">
      <Segmented size="large" value={setId} onChange={(v) => setSetId(String(v))} options={pinyinSets.map((s) => ({ value: s.id, label: s.title }))} style={{ marginBottom: 12 }} />
      <TypingExercise
        spec={{ id: `${setId}-${round}`, text, mode: 'pinyin', levelId: setId, target: { wpm: 6, accuracy: 90 }, next: { label: '换一组', go: () => setRound((n) => n + 1) } }}
        aside={(position) => (
          <div style={{ display: 'flex', gap: 14, justifyContent: 'center', flexWrap: 'wrap', marginTop: 14 }}>
            {items.map(([char], i) => (
              <div key={i} style={{ fontSize: 44, padding: '4px 14px', borderRadius: 14, background: i === current(position) ? '#fff3bf' : '#f1f3f5', color: i < current(position) ? '#2f9e44' : undefined, transform: i === current(position) ? 'scale(1.15)' : undefined }}>
                {char}
              </div>
            ))}
          </div>
        )}
      />
    </TypingPage>
  );
}
