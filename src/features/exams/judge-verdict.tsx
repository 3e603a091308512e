import { Space, Tag, Typography } from 'antd';
import type { ExamAnswerVerdict } from '../../api/generated/api.schemas';
import { VerdictTag } from '../oj/verdict-tag';

/**
 * The judge's verdict of a programming answer (the OJ's own queue and sandbox judged it): the
 * verdict, how many tests passed, time and memory, and the compiler's or system's message. The
 * marker reads it while marking; the student once the scores are shown.
 */
export function JudgeVerdict({ judge }: { judge: ExamAnswerVerdict }) {
  const finished = judge.status === 'finished';
  return (
    <div data-testid="judge-verdict" style={{ marginTop: 8 }}>
      <Space wrap>
        <b>评测结果：</b>
        <VerdictTag verdict={judge.verdict} status={judge.status} />
        {finished && judge.total > 0 ? <span>通过 {judge.passed} / {judge.total} 个测试点</span> : null}
        {finished && judge.timeMs !== null ? <span>用时 {judge.timeMs} ms</span> : null}
        {finished && judge.memoryKb !== null ? <span>内存 {Math.round(judge.memoryKb / 102.4) / 10} MB</span> : null}
        {!finished ? <span style={{ color: '#64748b' }}>正在评测，得分会自动更新</span> : null}
      </Space>
      {finished && judge.tests.length ? (
        <div style={{ marginTop: 6 }}>
          {judge.tests.map((t) => (
            <Tag key={t.name} color={t.verdict === 'AC' ? 'success' : 'error'} title={`${t.timeMs} ms`}>
              #{t.name} {t.verdict}
            </Tag>
          ))}
        </div>
      ) : null}
      {judge.compileMessage ? <Typography.Paragraph><pre style={{ whiteSpace: 'pre-wrap', background: '#fff7ed', padding: 8, maxHeight: 200, overflow: 'auto' }}>{judge.compileMessage}</pre></Typography.Paragraph> : null}
      {judge.systemMessage ? <Typography.Paragraph type="warning">{judge.systemMessage}（系统错误的答案请老师手动评分）</Typography.Paragraph> : null}
    </div>
  );
}
