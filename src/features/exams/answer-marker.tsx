import { App, Button, Card, Input, InputNumber, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { examMarkAnswer } from '../../api/generated/exams';
import type { ExamSheetAnswerView } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { MarkdownView } from '../exam/markdown-view';
import { questionTypeLabels, scoreText } from './exam-labels';
import { JudgeVerdict } from './judge-verdict';

const shortAnswer = 6;

/** How a response reads for the marker: choices as letters, true/false in words, code as code. */
function responseText(a: ExamSheetAnswerView): string {
  if (a.response === null || a.response === '') return '（未作答）';
  if (a.question.type === 3) return a.response === 'true' ? '正确' : '错误';
  return a.response;
}

/**
 * One answer of a sheet with the marker's score (never above the question's score: the input stops
 * there and the server refuses more) and comment. Short answers wait for this; any other answer's
 * automatic score may be corrected the same way.
 */
export function AnswerMarker({ sheetId, answer, locked, onMarked }: { sheetId: number; answer: ExamSheetAnswerView; locked: boolean; onMarked: () => void }) {
  const { message } = App.useApp();
  const q = answer.question;
  const [score, setScore] = useState<number | null>(answer.manualScore ?? answer.autoScore);
  const [comment, setComment] = useState(answer.comment ?? '');
  const waiting = answer.autoScore === null && answer.manualScore === null;
  const save = async () => {
    if (score === null) {
      message.warning('请输入得分');
      return;
    }
    await content(examMarkAnswer({ sheetId, position: q.position, score, comment: comment || null }));
    message.success(`第 ${q.position} 题已批改`);
    onMarked();
  };
  return (
    <Card
      size="small"
      style={{ marginBottom: 12, borderColor: waiting ? '#fa8c16' : undefined }}
      title={
        <Space>
          <span>第 {q.position} 题</span>
          <Tag>{questionTypeLabels[q.type]}</Tag>
          <span>{q.title}</span>
          <Tag color="blue">{scoreText(q.score)} 分</Tag>
          {waiting && (answer.judge && answer.judge.status !== 'finished' ? <Tag color="processing">评测中</Tag> : <Tag color="orange">待批改</Tag>)}
        </Space>
      }
    >
      <MarkdownView source={q.stem} />
      <Typography.Paragraph style={{ marginTop: 8 }}>
        <b>学员答案：</b>
        {q.type === 5 || q.type === shortAnswer ? <pre style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: 8 }}>{responseText(answer)}</pre> : responseText(answer)}
      </Typography.Paragraph>
      {answer.judge && <JudgeVerdict judge={answer.judge} />}
      {q.answer && (
        <Typography.Paragraph type="secondary">
          <b>参考答案：</b>
          {q.type === 3 ? (q.answer === 'true' ? '正确' : '错误') : q.answer}
        </Typography.Paragraph>
      )}
      <Space wrap>
        <span>自动评分：{answer.autoScore === null ? '—' : scoreText(answer.autoScore)}</span>
        <span>得分</span>
        <InputNumber aria-label={`第${q.position}题得分`} min={0} max={q.score} step={0.5} value={score} disabled={locked} onChange={(v) => setScore(v)} />
        <Input aria-label={`第${q.position}题评语`} style={{ width: 280 }} placeholder="评语（学员可见）" maxLength={2000} value={comment} disabled={locked} onChange={(e) => setComment(e.target.value)} />
        <Button type="primary" disabled={locked} onClick={() => void save()}>
          保存评分
        </Button>
      </Space>
    </Card>
  );
}
