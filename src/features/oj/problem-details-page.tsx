import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Input, Row, Select, Space, Spin, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { ojBankProblemDetail, ojRun, ojSubmit } from '../../api/generated/oj';
import type { OjRunRecord } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';
import { useRecordId } from '../../resources/use-record-id';
import { Link } from 'react-router';
import { feedbackTypes } from '../../../shared/account-safety/feedback-rules';
import { feedbackDialog } from '../feedback/feedback-dialog-store';
import { ojLanguages, type OjLanguageId } from './oj-meta';
import { ojPaths } from './oj-paths';
import { MySubmissions } from './my-submissions';
import { ProblemStatement } from './problem-statement';
import { SubmissionResult } from './submission-result';
import { useSubmission } from './use-submission';
import { VerdictTag } from './verdict-tag';

// Monaco is large: its own chunk, loaded when a problem page opens rather than with the OJ area.
const CodeEditor = lazy(() => import('./code-editor').then((m) => ({ default: m.CodeEditor })));

const outputPre = { whiteSpace: 'pre-wrap', fontFamily: 'monospace', background: '#fafafa', padding: 8, margin: 0, maxHeight: 240, overflow: 'auto' } as const;

function RunOutput({ run }: { run: OjRunRecord }) {
  return (
    <div data-testid="run-output">
      <Space style={{ marginBottom: 8 }}>
        <VerdictTag verdict={run.verdict} />
        <span>{run.timeMs} ms</span>
        <span>{run.memoryKb} KB</span>
      </Space>
      {run.compileMessage && <pre style={outputPre}>{run.compileMessage}</pre>}
      <Typography.Text type="secondary">输出</Typography.Text>
      <pre style={outputPre}>{run.stdout}</pre>
      {run.stderr && (
        <>
          <Typography.Text type="secondary">错误输出</Typography.Text>
          <pre style={outputPre}>{run.stderr}</pre>
        </>
      )}
    </div>
  );
}

/** /oj/questionBank/details?id=: the statement, the editor, submit with live verdict polling, and run with custom input. */
export function ProblemDetailsPage() {
  const id = useRecordId();
  const problem = useQuery({ queryKey: ['oj-problem', id], enabled: !!id, queryFn: () => content(ojBankProblemDetail({ id: id! }, withFlags({ silent: true }))) });
  const [language, setLanguage] = useState<OjLanguageId>('cpp');
  const [sources, setSources] = useState<Record<string, string>>(() => Object.fromEntries(ojLanguages.map((l) => [l.value, l.template])));
  const [submissionId, setSubmissionId] = useState<number | null>(null);
  const [stdin, setStdin] = useState<string | null>(null);
  const [run, setRun] = useState<OjRunRecord | null>(null);
  const [busy, setBusy] = useState<'submit' | 'run' | null>(null);
  const [tab, setTab] = useState('result');
  const submission = useSubmission(submissionId);
  const queryClient = useQueryClient();

  if (!id) return <Empty description="未指定题目" />;
  if (problem.isLoading) return <Spin />;
  if (!problem.data) return <Alert type="error" showIcon message="题目不存在或无权查看" />;
  const source = sources[language];
  const customInput = stdin ?? problem.data.samples[0]?.input ?? '';

  const submit = async () => {
    setBusy('submit');
    try {
      const answer = await content(ojSubmit({ problemId: id, language, source }));
      setSubmissionId(answer.id);
      setTab('result');
      void queryClient.invalidateQueries({ queryKey: ['oj-submissions'] });
    } finally {
      setBusy(null);
    }
  };
  const runCustom = async () => {
    setBusy('run');
    try {
      setRun(await content(ojRun({ problemId: id, language, source, stdin: customInput })));
      setTab('run');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Row gutter={16}>
      <Col xs={24} xl={11}>
        <Card
          style={{ marginBottom: 16 }}
          extra={
            <Space>
              <Link to={ojPaths.analysis(id)}>题目分析</Link>
              {/* Section 2: the feedback dialog opens from a question (type 0) with its problemId. */}
              <Button type="link" onClick={() => feedbackDialog.open({ type: feedbackTypes.question, targetId: id })}>
                反馈
              </Button>
            </Space>
          }
        >
          <ProblemStatement problem={problem.data} />
        </Card>
      </Col>
      <Col xs={24} xl={13}>
        <Card
          title={
            <Select<OjLanguageId>
              aria-label="语言"
              value={language}
              style={{ width: 140 }}
              onChange={setLanguage}
              options={ojLanguages.map((l) => ({ value: l.value, label: l.label }))}
            />
          }
          extra={
            <Space>
              <Button onClick={runCustom} loading={busy === 'run'} disabled={!source.trim()}>
                自测运行
              </Button>
              <Button type="primary" onClick={submit} loading={busy === 'submit'} disabled={!source.trim()}>
                提交
              </Button>
            </Space>
          }
          style={{ marginBottom: 16 }}
        >
          <Suspense fallback={<Spin />}>
            <CodeEditor language={ojLanguages.find((l) => l.value === language)!.monaco} value={source} onChange={(v) => setSources((s) => ({ ...s, [language]: v }))} />
          </Suspense>
        </Card>
        <Card>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'result',
                label: '评测结果',
                children: submission.data ? <SubmissionResult submission={submission.data} /> : <Empty description="提交后在这里查看评测结果" />,
              },
              {
                key: 'mine',
                label: '我的提交',
                children: <MySubmissions problemId={id} onOpen={(sid) => { setSubmissionId(sid); setTab('result'); }} />,
              },
              {
                key: 'run',
                label: '自测运行',
                children: (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    <Input.TextArea aria-label="自定义输入" rows={4} value={customInput} onChange={(e) => setStdin(e.target.value)} style={{ fontFamily: 'monospace' }} />
                    {run ? <RunOutput run={run} /> : <Typography.Text type="secondary">输入数据后点击“自测运行”，只运行程序，不与测试数据比较。</Typography.Text>}
                  </Space>
                ),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
