import { Segmented, Space } from 'antd';
import { useState } from 'react';
import { codeSets } from '../content/code-keywords';
import { shuffled } from '../content/shuffle';
import { TypingExercise } from '../ui/typing-exercise';
import { TypingPage } from '../ui/typing-page';

/** 编程关键字练习: Python and C++ keywords, then whole short lines with their brackets and symbols. */
export function KeywordsPage() {
  const [language, setLanguage] = useState<string>(codeSets[0].id);
  const [kind, setKind] = useState<'keywords' | 'lines'>('keywords');
  const [round, setRound] = useState(0);
  const set = codeSets.find((s) => s.id === language)!;
  const seed = `${language}-${kind}-${round}`;
  const text = kind === 'keywords' ? shuffled(set.keywords, seed, 12).join(' ') : shuffled(set.lines, seed, 4).join(' ');
  return (
    <TypingPage title="编程关键字练习" subtitle="程序员每天都要敲这些词。打熟它们，写代码会更快！">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented size="large" value={language} onChange={(v) => setLanguage(String(v))} options={codeSets.map((s) => ({ value: s.id, label: s.title }))} />
        <Segmented size="large" value={kind} onChange={(v) => setKind(v as 'keywords' | 'lines')} options={[{ value: 'keywords', label: '关键字' }, { value: 'lines', label: '代码行' }]} />
      </Space>
      <TypingExercise spec={{ id: seed, text, mode: 'keywords', levelId: `keywords-${language}-${kind}`, target: { wpm: 8, accuracy: 90 }, next: { label: '换一组', go: () => setRound((n) => n + 1) } }} />
    </TypingPage>
  );
}
