import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { practiceTexts } from '../content/practice-texts';
import { TypingExercise } from '../ui/typing-exercise';
import { TypingPage } from '../ui/typing-page';

const custom = 'custom';

/** 打字练习: free practice with a chosen passage, or a text the child (or teacher) pastes in. */
export function PracticePage() {
  const [choice, setChoice] = useState<string>(practiceTexts[0].id);
  const [draft, setDraft] = useState('');
  const [own, setOwn] = useState('');
  const chosen = practiceTexts.find((t) => t.id === choice);
  const text = chosen ? chosen.text : own;
  return (
    <TypingPage title="打字练习" subtitle="选一段喜欢的文字来练习，也可以输入自己的文字。">
      <Segmented size="large" value={choice} onChange={(v) => setChoice(String(v))} options={[...practiceTexts.map((t) => ({ value: t.id, label: t.title })), { value: custom, label: '自己的文字' }]} style={{ marginBottom: 12 }} />
      {choice === custom && (
        <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
          <textarea value={draft} maxLength={300} rows={3} onChange={(e) => setDraft(e.target.value)} placeholder="在这里输入或粘贴想练习的英文（最多 300 个字符）" style={{ flex: 1, fontSize: 16, padding: 8, borderRadius: 10, border: '1px solid #ced4da' }} />
          <Button type="primary" size="large" onClick={() => setOwn(draft.replace(/\s+/g, ' ').replace(/[^\x20-\x7e]/g, '').trim())}>开始练习</Button>
        </div>
      )}
      {text ? <TypingExercise spec={{ id: `${choice}-${text}`, text, mode: 'practice' }} /> : null}
    </TypingPage>
  );
}
