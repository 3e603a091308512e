import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, Row, Select } from 'antd';
import { lazy, Suspense } from 'react';
import { ojContestProblem, ojContestSubmit } from '../../api/generated/oj-contest';
import type { OjContestSubmitBodyLanguage } from '../../api/generated/api.schemas';
import { content } from '../../api/request';
import { ojCall, ojPoll } from './oj-call';
import { ojLanguages } from '../oj/oj-meta';

// Markdown, KaTeX and Monaco load with the first problem shown, not with every OJ screen.
const ProblemStatement = lazy(() => import('./problem-statement').then((m) => ({ default: m.ProblemStatement })));
const CodeEditor = lazy(() => import('../oj/code-editor').then((m) => ({ default: m.CodeEditor })));
const languageOptions = ojLanguages.map(({ value, label }) => ({ value, label }));
const monacoLanguage = (id: string) => ojLanguages.find((l) => l.value === id)?.monaco ?? 'plaintext';

interface Props {
  contestId: number;
  letter: string;
  canSubmit: boolean;
  admin?: boolean;
  onSubmitted: () => void;
}

/** The form's code field: Form.Item hands value and onChange to its direct child, so Monaco sits behind this. */
function SourceField({ language, value, onChange }: { language: string; value?: string; onChange?: (value: string) => void }) {
  return (
    <Suspense fallback={null}>
      <CodeEditor language={language} value={value ?? ''} onChange={(v) => onChange?.(v)} height={380} />
    </Suspense>
  );
}

/** One contest problem: its statement beside a code box that submits into the contest. */
export function ContestProblemPanel({ contestId, letter, canSubmit, admin, onSubmitted }: Props) {
  const [form] = Form.useForm<{ language: OjContestSubmitBodyLanguage; source: string }>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const language = Form.useWatch('language', form) ?? 'cpp';
  const problem = useQuery({ queryKey: ['oj-contest-problem', contestId, letter, admin], queryFn: () => content(ojContestProblem({ id: contestId, letter }, ojPoll(admin))) });
  const submit = async (values: { language: OjContestSubmitBodyLanguage; source: string }) => {
    await content(ojContestSubmit({ id: contestId, letter, ...values }, ojCall(admin)));
    message.success('已提交，正在评测');
    await queryClient.invalidateQueries({ queryKey: ['oj-contest-mine', contestId] });
    onSubmitted();
  };
  return (
    <Row gutter={24}>
      <Col xs={24} lg={13}>
        <Suspense fallback={null}>{problem.data && <ProblemStatement problem={problem.data} />}</Suspense>
      </Col>
      <Col xs={24} lg={11}>
        {canSubmit && (
          <Form form={form} layout="vertical" onFinish={submit} initialValues={{ language: 'cpp', source: '' }}>
            <Form.Item name="language" label="语言">
              <Select options={languageOptions} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="source" label="代码" rules={[{ required: true, whitespace: true, message: '请输入代码' }]}>
              <SourceField language={monacoLanguage(language)} />
            </Form.Item>
            <Button type="primary" htmlType="submit">
              提交
            </Button>
          </Form>
        )}
      </Col>
    </Row>
  );
}
