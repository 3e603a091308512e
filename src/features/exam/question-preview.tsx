import { CheckCircleTwoTone } from '@ant-design/icons';
import { Descriptions, List, Tag, Typography } from 'antd';
import { answerText, isChoice, parseOptions, QuestionType } from '../../../shared/question-format';
import { MarkdownView } from './markdown-view';
import { useExamTagOptions } from './use-exam-tag-options';

/**
 * A question's stem, options and answer as students read them (the question's detail view).
 * `asStudent` shows exactly what a student sitting the paper sees: no answer, analysis or tags.
 */
export function QuestionPreview({ record, asStudent = false }: { record: Record<string, unknown>; asStudent?: boolean }) {
  const type = record.type as number;
  const answer = asStudent ? '' : String(record.answer ?? '');
  const correct = new Set(answer.split(','));
  const tagIds = new Set(String(record.tagIds ?? '').split(',').filter(Boolean).map(Number));
  const tags = useExamTagOptions(!asStudent).filter((t) => tagIds.has(t.value));
  return (
    <Descriptions column={1} bordered size="small" style={{ marginTop: 16 }}>
      <Descriptions.Item label="题干">
        <MarkdownView source={String(record.stem ?? '')} />
      </Descriptions.Item>
      {isChoice(type) ? (
        <Descriptions.Item label="选项">
          <List
            size="small"
            dataSource={parseOptions(record.options as string | null) ?? []}
            renderItem={(o) => (
              <List.Item>
                {o.key}. {o.text} {correct.has(o.key) && <CheckCircleTwoTone twoToneColor="#52c41a" aria-label="正确选项" />}
              </List.Item>
            )}
          />
        </Descriptions.Item>
      ) : asStudent ? null : (
        <Descriptions.Item label={type === QuestionType.programming ? '参考答案' : '答案'}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontFamily: type === QuestionType.programming ? 'monospace' : undefined, marginBottom: 0 }}>
            {answerText(type, answer) || '（无）'}
          </Typography.Paragraph>
        </Descriptions.Item>
      )}
      {tags.length ? <Descriptions.Item label="标签">{tags.map((t) => <Tag key={t.value}>{t.label}</Tag>)}</Descriptions.Item> : null}
      {record.analysis && !asStudent ? <Descriptions.Item label="解析">{String(record.analysis)}</Descriptions.Item> : null}
    </Descriptions>
  );
}
