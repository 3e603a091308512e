import { Alert, Descriptions, Table, Typography } from 'antd';
import type { OjSubmissionDetail, OjTestResult } from '../../api/generated/api.schemas';
import { languageLabel } from './oj-meta';
import { VerdictTag } from './verdict-tag';

const pre = { whiteSpace: 'pre-wrap', fontFamily: 'monospace', background: '#fafafa', padding: 8, margin: 0, maxHeight: 200, overflow: 'auto' } as const;

/** One judged submission: verdict, time and memory, compiler output, per-test results and (where allowed) the first failing test. */
export function SubmissionResult({ submission, showSource = false }: { submission: OjSubmissionDetail; showSource?: boolean }) {
  const finished = submission.status === 'finished';
  return (
    <div data-testid="submission-result" data-submission={submission.id} data-status={submission.status} data-verdict={submission.verdict ?? ''}>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
        <Descriptions.Item label="结果">
          <VerdictTag verdict={submission.verdict} status={submission.status} />
        </Descriptions.Item>
        <Descriptions.Item label="用时">{finished ? `${submission.timeMs ?? 0} ms` : '-'}</Descriptions.Item>
        <Descriptions.Item label="内存">{finished ? `${submission.memoryKb ?? 0} KB` : '-'}</Descriptions.Item>
        <Descriptions.Item label="题目">{submission.problemTitle}</Descriptions.Item>
        <Descriptions.Item label="提交者">{submission.submitterName}</Descriptions.Item>
        <Descriptions.Item label="语言">{languageLabel(submission.language)}</Descriptions.Item>
      </Descriptions>
      {submission.compileMessage && (
        <Alert style={{ marginTop: 12 }} type="error" message="编译信息" description={<pre style={pre}>{submission.compileMessage}</pre>} />
      )}
      {submission.systemMessage && <Alert style={{ marginTop: 12 }} type="warning" message={submission.systemMessage} />}
      {submission.tests.length > 0 && (
        <Table<OjTestResult>
          style={{ marginTop: 12 }}
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={submission.tests}
          columns={[
            { title: '测试点', dataIndex: 'name', width: 90 },
            { title: '结果', dataIndex: 'verdict', render: (v: string) => <VerdictTag verdict={v} /> },
            { title: '用时', dataIndex: 'timeMs', render: (v: number) => `${v} ms` },
            { title: '内存', dataIndex: 'memoryKb', render: (v: number) => `${v} KB` },
            { title: '说明', dataIndex: 'message', render: (v?: string) => v ?? '' },
          ]}
        />
      )}
      {submission.failedTest && (
        <div style={{ marginTop: 12 }} data-testid="failed-test">
          <Typography.Text strong>第一个未通过的测试点：{submission.failedTest.name}</Typography.Text>
          <Descriptions size="small" column={1} bordered style={{ marginTop: 8 }}>
            <Descriptions.Item label="输入"><pre style={pre}>{submission.failedTest.input}</pre></Descriptions.Item>
            <Descriptions.Item label="期望输出"><pre style={pre}>{submission.failedTest.expected}</pre></Descriptions.Item>
            <Descriptions.Item label="你的输出"><pre style={pre}>{submission.failedTest.output}</pre></Descriptions.Item>
          </Descriptions>
        </div>
      )}
      {showSource && (
        <div style={{ marginTop: 12 }}>
          <Typography.Text strong>代码</Typography.Text>
          <pre style={{ ...pre, maxHeight: 400 }}>{submission.source}</pre>
        </div>
      )}
    </div>
  );
}
