import { CheckCircleFilled, ClockCircleFilled, FormOutlined } from '@ant-design/icons';
import Editor from '@monaco-editor/react';
import { App, Button, Col, Modal, Result, Row, Skeleton, Space, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QuestionType } from '../../../shared/question-format';
import type { StuSheetView } from '../../api/generated/api.schemas';
import { stuExamSaveAnswer, stuExamStart, stuExamSubmit } from '../../api/generated/exams';
import { content } from '../../api/request';
import { sessionStore } from '../../providers/session-store';
import { userKindOf } from '../../providers/session-identity';
import type { PageProps } from '../../resources/page-props';
import { deviceToken } from '../exam-stu/device-token';
import { QuestionInput, typeName } from '../exam-stu/question-input';
import { useSheetCountdown } from '../exam-stu/use-sheet-countdown';
import '../python-editor/local-monaco';
import { reloadForIsolation } from './cross-origin-isolation';
import { EditorFrame } from './editor-frame';
import { PythonRunPanel } from './python-run-panel';
import type { OjLanguageId } from '../oj/oj-meta';

type Saved = 'saving' | 'saved' | 'failed';
const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * /python/exam_v2?id=<exam>: a student sits an exam in the Python room — each programming question
 * is written in a Python editor and tried out with the runner (input(), turtle, Stop) before the
 * answer is handed in; the other questions are answered as on the exam sheet. Every answer is
 * saved as it is given, the countdown follows the server's clock and the sheet is handed in at
 * the deadline.
 */
export function PythonExamPage({ route }: PageProps) {
  const [reloading] = useState(reloadForIsolation);
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const examId = Number(params.get('id')) || 0;
  const student = Boolean(sessionStore.getToken()) && userKindOf(sessionStore.getUserSession()) === 'student';
  const [view, setView] = useState<StuSheetView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [saved, setSaved] = useState<Record<number, Saved>>({});
  const [current, setCurrent] = useState(0);
  const timers = useRef<Record<number, ReturnType<typeof setTimeout>>>({});

  const show = useCallback((v: StuSheetView) => {
    setView(v);
    setAnswers(Object.fromEntries(v.questions.map((q) => [q.position, q.response])));
    setSaved(Object.fromEntries(v.questions.filter((q) => q.savedAt).map((q) => [q.position, 'saved' as Saved])));
  }, []);

  const open = useCallback(
    async (takeOver = false) => {
      try {
        show(await content(stuExamStart({ id: examId, deviceToken: deviceToken(), takeOver })));
      } catch (error) {
        const text = error instanceof Error ? error.message : '';
        if (!takeOver && text.startsWith('本场考试正在另一台设备上作答')) {
          Modal.confirm({ title: '在本设备继续作答？', content: '在本设备继续后，另一台设备将不能再保存答案。', okText: '在本设备继续作答', cancelText: '不了', onOk: () => open(true), onCancel: () => setFailure(text) });
        } else setFailure(text || '无法打开这场考试');
      }
    },
    [examId, show],
  );

  useEffect(() => {
    if (!reloading && student && examId) void open();
  }, [reloading, student, examId, open]);

  const { answering, left } = useSheetCountdown(view);

  const submit = useCallback(async () => {
    if (!view) return;
    try {
      show(await content(stuExamSubmit({ sheetId: view.sheet.id })));
      void message.success('交卷成功，你真棒！');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '交卷失败，请稍后再试');
    }
  }, [view, show, message]);

  useEffect(() => {
    if (answering && view?.sheet.deadline && left <= 0) void submit();
  }, [answering, left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps

  if (reloading) return null;
  const frame = (children: React.ReactNode, toolbar: React.ReactNode = <span style={{ color: '#475569' }}>Python 编程考试</span>) => (
    <EditorFrame title={view ? `${route.title} · ${view.sheet.title}` : route.title} icon={<FormOutlined />} color="#7c3aed" toolbar={toolbar}>{children}</EditorFrame>
  );
  if (!examId) return frame(<Result status="info" title="请从「我的考试」进入考试" extra={<Button href="/exam-stu/examstu-index">去我的考试</Button>} />);
  if (!student) return frame(<Result status="info" title="考试需要先登录学生账号" extra={<Button type="primary" href="/login">去登录</Button>} />);
  if (failure) return frame(<Result status="warning" title={failure} extra={<Button href="/exam-stu/examstu-index">回到我的考试</Button>} />);
  if (!view) return frame(<Skeleton active />);

  const save = (position: number, response: string, language: string | null) => {
    setSaved((s) => ({ ...s, [position]: 'saving' }));
    stuExamSaveAnswer({ sheetId: view.sheet.id, position, response, language, deviceToken: deviceToken() })
      .then((r) => {
        if (!r.success) throw new Error(r.message);
        setSaved((s) => ({ ...s, [position]: 'saved' }));
      })
      .catch(() => setSaved((s) => ({ ...s, [position]: 'failed' })));
  };
  const change = (position: number, type: number, response: string) => {
    setAnswers((a) => ({ ...a, [position]: response }));
    clearTimeout(timers.current[position]);
    // The judge's name for Python: programming answers are judged by the OJ when the sheet is handed in.
    const language: OjLanguageId | null = type === QuestionType.programming ? 'python3' : null;
    // Choices are saved at once; typed answers after a short pause, not at every key.
    timers.current[position] = setTimeout(() => save(position, response, language), type <= 3 ? 0 : 800);
  };

  const question = view.questions[current];
  const done = view.questions.filter((q) => (answers[q.position] ?? '') !== '').length;
  const toolbar = answering ? (
    <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
      <span>已作答 {done} / {view.questions.length} 题 · 答案自动保存</span>
      <Space>
        {view.sheet.deadline ? <Tag color={left < 300_000 ? 'red' : 'blue'} icon={<ClockCircleFilled />} style={{ fontSize: 16, padding: '4px 10px' }} data-testid="countdown">剩余 {clock(left)}</Tag> : null}
        <Button type="primary" shape="round" onClick={() => Modal.confirm({ title: '确定交卷吗？', content: done < view.questions.length ? `还有 ${view.questions.length - done} 题没有作答` : '全部答完啦！', okText: '交卷', cancelText: '再检查一下', onOk: submit })}>交卷</Button>
      </Space>
    </Space>
  ) : (
    <Space><CheckCircleFilled style={{ color: '#22c55e' }} />{view.sheet.totalScore === null ? '已交卷，等老师公布成绩吧' : `得分 ${view.sheet.totalScore} / ${view.sheet.fullScore}`}</Space>
  );

  if (!question) return frame(<Result status="info" title="这场考试没有题目" />, toolbar);
  const value = answers[question.position] ?? '';
  const programming = question.type === QuestionType.programming;
  return frame(
    <Row gutter={[16, 16]}>
      <Col xs={24} md={5}>
        <Space wrap aria-label="题目列表">
          {view.questions.map((q, i) => (
            <Button key={q.position} shape="circle" type={i === current ? 'primary' : 'default'} onClick={() => setCurrent(i)} aria-label={`第 ${i + 1} 题`}
              style={(answers[q.position] ?? '') !== '' && i !== current ? { background: '#dcfce7', borderColor: '#22c55e' } : undefined}>
              {i + 1}
            </Button>
          ))}
        </Space>
      </Col>
      <Col xs={24} md={19}>
        <div data-testid={`question-${question.position}`}>
          <Space wrap style={{ marginBottom: 8 }}>
            <b style={{ fontSize: 18 }}>{current + 1}. {question.title}</b>
            <Tag color="purple">{typeName(question.type)}</Tag>
            <Tag>{question.score} 分</Tag>
            {answering ? <span data-testid={`saved-${question.position}`} style={{ color: saved[question.position] === 'failed' ? '#dc2626' : '#64748b' }}>{saved[question.position] === 'saving' ? '保存中…' : saved[question.position] === 'saved' ? '✔ 已保存' : saved[question.position] === 'failed' ? '保存失败，请检查网络' : '未作答'}</span> : question.gotScore !== null ? <b>{question.gotScore} 分</b> : null}
          </Space>
          <div style={{ whiteSpace: 'pre-wrap', marginBottom: 12, fontSize: 15 }}>{question.stem}</div>
          {programming ? (
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={14}>
                <div data-testid="python-editor" style={{ border: '2px solid #ddd6fe', borderRadius: 12, overflow: 'hidden' }}>
                  <Editor height="46vh" language="python" value={value} onChange={(v) => answering && change(question.position, question.type, v ?? '')} options={{ readOnly: !answering, fontSize: 16, minimap: { enabled: false }, tabSize: 4, automaticLayout: true }} loading="编辑器加载中…" />
                </div>
              </Col>
              <Col xs={24} xl={10}>
                <PythonRunPanel source={value} stage={false} />
              </Col>
            </Row>
          ) : (
            <QuestionInput question={question} value={value} language={null} disabled={!answering} onChange={(v) => change(question.position, question.type, v)} />
          )}
          {question.answer !== null ? <p style={{ marginTop: 12, color: '#16a34a' }}>参考答案：{question.answer}{question.analysis ? `　解析：${question.analysis}` : ''}</p> : null}
          <Space style={{ marginTop: 16 }}>
            <Button disabled={current === 0} onClick={() => setCurrent(current - 1)}>上一题</Button>
            <Button disabled={current >= view.questions.length - 1} onClick={() => setCurrent(current + 1)}>下一题</Button>
          </Space>
        </div>
      </Col>
    </Row>,
    toolbar,
  );
}
