import { Modal, Space, Tag } from 'antd';
import { QuestionPreview } from '../exam/question-preview';
import { difficultyColors, difficultyLabels, typeLabels } from './school-bank-api';

export interface PreviewedQuestion {
  title: string;
  type: number;
  difficulty: number;
  score: number;
  ojProblemId?: number | null;
  ojProblemTitle?: string | null;
  [field: string]: unknown;
}

/** The type, difficulty and score of a question as small tags. */
export function QuestionTags({ question }: { question: Pick<PreviewedQuestion, 'type' | 'difficulty' | 'score'> }) {
  return (
    <Space size={4}>
      <Tag color="blue">{typeLabels.get(question.type)}</Tag>
      <Tag color={difficultyColors[question.difficulty]}>{difficultyLabels.get(question.difficulty)}</Tag>
      <Tag>{question.score} 分</Tag>
    </Space>
  );
}

/** A question with its answer, as its author checks it (the bank lists' 预览). */
export function QuestionPreviewModal({ question, onClose }: { question?: PreviewedQuestion; onClose: () => void }) {
  return (
    <Modal title={question?.title} open={Boolean(question)} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {question && (
        <>
          <QuestionTags question={question} />
          {question.ojProblemId ? <div style={{ marginTop: 8 }}>评测题目：#{question.ojProblemId} {question.ojProblemTitle ?? ''}</div> : null}
          <QuestionPreview record={question} />
        </>
      )}
    </Modal>
  );
}
