import { Checkbox, Input, Radio, Space } from 'antd';
import type { StuSheetQuestion } from '../../api/generated/api.schemas';
import { QuestionType } from '../../../shared/question-format';
import { ProgrammingInput } from './programming-input';

const typeNames: Record<number, string> = { 1: '单选题', 2: '多选题', 3: '判断题', 4: '填空题', 5: '编程题', 6: '简答题' };
export const typeName = (type: number) => typeNames[type] ?? '题目';

/** Blanks in the stem ("___") tell how many lines a fill-in answer has; at least one. */
const blankCount = (stem: string) => Math.max(1, (stem.match(/_{3,}/g) ?? []).length);

/** The input of one question, in the answer format the server marks (shared/question-format.ts). */
export function QuestionInput({ question, value, language, disabled, sheetId, onChange }: { question: StuSheetQuestion; value: string; language: string | null; disabled: boolean; sheetId?: number; onChange(value: string, language?: string): void }) {
  const label = `第 ${question.position} 题答案`;
  switch (question.type) {
    case QuestionType.single:
      return (
        <Radio.Group aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as string)}>
          <Space direction="vertical">{question.options.map((o) => <Radio key={o.key} value={o.key}>{o.key}. {o.text}</Radio>)}</Space>
        </Radio.Group>
      );
    case QuestionType.multiple:
      return (
        <Checkbox.Group aria-label={label} value={value ? value.split(',') : []} disabled={disabled} onChange={(keys) => onChange([...keys].sort().join(','))}>
          <Space direction="vertical">{question.options.map((o) => <Checkbox key={o.key} value={o.key}>{o.key}. {o.text}</Checkbox>)}</Space>
        </Checkbox.Group>
      );
    case QuestionType.trueFalse:
      return (
        <Radio.Group aria-label={label} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as string)}>
          <Radio value="true">正确 ✔</Radio>
          <Radio value="false">错误 ✘</Radio>
        </Radio.Group>
      );
    case QuestionType.fillIn: {
      const lines = value.split('\n');
      const count = Math.max(blankCount(question.stem), lines.length);
      return (
        <Space direction="vertical" style={{ width: '100%' }}>
          {Array.from({ length: count }, (_, i) => (
            <Input key={i} aria-label={`${label}（第 ${i + 1} 空）`} addonBefore={`第 ${i + 1} 空`} value={lines[i] ?? ''} disabled={disabled} maxLength={500}
              onChange={(e) => { const next = Array.from({ length: count }, (__, j) => lines[j] ?? ''); next[i] = e.target.value; onChange(next.join('\n')); }} />
          ))}
        </Space>
      );
    }
    case QuestionType.programming:
      return disabled ? <pre style={{ background: '#f8fafc', padding: 12, borderRadius: 8 }}>{value}</pre> : <ProgrammingInput sheetId={sheetId} position={question.position} value={value} language={language} onChange={onChange} />;
    default:
      return <Input.TextArea aria-label={label} rows={5} value={value} disabled={disabled} maxLength={20000} onChange={(e) => onChange(e.target.value)} />;
  }
}
