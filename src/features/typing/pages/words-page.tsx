import { Segmented } from 'antd';
import { useState } from 'react';
import { wordGrades } from '../content/word-lists';
import { shuffled } from '../content/shuffle';
import { TypingExercise } from '../ui/typing-exercise';
import { TypingPage } from '../ui/typing-page';

/** 单词练习: English word lists graded for children; the words typed wrong go to the review's error book. */
export function WordsPage() {
  const [grade, setGrade] = useState<string>(wordGrades[0].id);
  const [round, setRound] = useState(0);
  const list = wordGrades.find((g) => g.id === grade)!;
  const text = shuffled(list.words, `${grade}-${round}`, 12).join(' ');
  return (
    <TypingPage title="单词练习" subtitle="从简单的单词开始，一级一级往上挑战。打错的单词会进入复习巩固。">
      <Segmented size="large" value={grade} onChange={(v) => setGrade(String(v))} options={wordGrades.map((g) => ({ value: g.id, label: g.title }))} style={{ marginBottom: 12 }} />
      <TypingExercise spec={{ id: `${grade}-${round}`, text, mode: 'words', levelId: grade, target: { wpm: 8, accuracy: 90 }, next: { label: '下一组', go: () => setRound((n) => n + 1) } }} />
    </TypingPage>
  );
}
