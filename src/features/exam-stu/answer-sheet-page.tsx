import { ClockCircleFilled, CheckCircleFilled, EditFilled } from '@ant-design/icons';
import { App, Button, Card, Modal, Result, Space, Spin, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { StuSheetView } from '../../api/generated/api.schemas';
import { stuExamSaveAnswer, stuExamSheet, stuExamStart, stuExamSubmit } from '../../api/generated/exams';
import { content } from '../../api/request';
import { answerText } from '../../../shared/question-format';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from '../classroom/bright-card';
import { StemView } from '../exam/markdown-view';
import { SectionHeading } from '../exam/section-heading';
import { sectionGroups } from '../exam/section-groups';
import { JudgeVerdict } from '../exams/judge-verdict';
import { deviceToken } from './device-token';
import { QuestionInput, typeName } from './question-input';
import { useSheetCountdown } from './use-sheet-countdown';

type SaveState = 'saving' | 'saved' | 'failed';
const otherDevice = '本场考试正在另一台设备上作答';

const clock = (ms: number) => {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export const noSheet = '没有找到这份答卷，请从考试或练习列表进入';

/**
 * 考试作答 / 练习答题 / 成绩详情: one sheet. Started (or resumed) with ?id=<exam>, read with
 * ?sheetId=. Every answer is saved as it is given (text after a short pause) with its saved state
 * shown; the countdown follows the server's clock and the sheet is submitted at the deadline.
 */
export function AnswerSheetPage({ route }: PageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const examId = Number(params.get('id')) || 0;
  const [sheetId, setSheetId] = useState(Number(params.get('sheetId')) || 0);
  const [view, setView] = useState<StuSheetView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<number, { response: string; language: string | null }>>({});
  const [saved, setSaved] = useState<Record<number, SaveState>>({});
  const timers = useRef<Record<number, ReturnType<typeof setTimeout>>>({});

  const show = useCallback((v: StuSheetView) => {
    setView(v);
    setSheetId(v.sheet.id);
    setAnswers(Object.fromEntries(v.questions.map((q) => [q.position, { response: q.response, language: q.language }])));
    setSaved(Object.fromEntries(v.questions.filter((q) => q.savedAt).map((q) => [q.position, 'saved' as SaveState])));
  }, []);

  const open = useCallback(async (takeOver = false) => {
    // Opened bare (a bookmark, a typed address): say so in words rather than send the server an id of 0.
    if (!examId && !sheetId) return setError(noSheet);
    try {
      show(await content(examId ? stuExamStart({ id: examId, deviceToken: deviceToken(), takeOver }) : stuExamSheet({ sheetId })));
    } catch (e) {
      const text = (e as Error).message;
      if (text.startsWith(otherDevice)) {
        Modal.confirm({ title: '在本设备继续作答？', content: '这份答卷正在另一台设备上作答。在本设备继续后，另一台设备将不能再保存答案。', okText: '在本设备继续作答', cancelText: '返回', onOk: () => open(true), onCancel: () => navigate(-1) });
      } else setError(text);
    }
  }, [examId, sheetId, show, navigate]);

  useEffect(() => { void open(); }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const { answering, left } = useSheetCountdown(view);

  const submit = useCallback(async () => {
    try {
      show(await content(stuExamSubmit({ sheetId })));
      void message.success('交卷成功，你真棒！');
    } catch (e) {
      setError((e as Error).message);
    }
  }, [sheetId, show, message]);

  useEffect(() => {
    if (answering && left <= 0 && view?.sheet.deadline) void submit();
  }, [answering, left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = (position: number, response: string, language: string | null) => {
    setSaved((s) => ({ ...s, [position]: 'saving' }));
    stuExamSaveAnswer({ sheetId, position, response, language, deviceToken: deviceToken() })
      .then((r) => {
        if (!r.success) throw new Error(r.message);
        setSaved((s) => ({ ...s, [position]: 'saved' }));
      })
      .catch((e: Error) => {
        setSaved((s) => ({ ...s, [position]: 'failed' }));
        void message.error(e.message);
      });
  };
  const change = (position: number, type: number, response: string, language?: string) => {
    const lang = language ?? answers[position]?.language ?? null;
    setAnswers((a) => ({ ...a, [position]: { response, language: lang } }));
    clearTimeout(timers.current[position]);
    // Choices are saved at once; typed answers after a short pause so each keystroke is not a call.
    const wait = type <= 3 ? 0 : 600;
    timers.current[position] = setTimeout(() => save(position, response, lang), wait);
  };

  if (error) return <div style={pageBackground}><Result status="warning" title={error} extra={<Button onClick={() => navigate(-1)}>返回</Button>} /></div>;
  if (!view) return <div style={pageBackground}><Spin /></div>;
  const { sheet } = view;
  const done = view.questions.filter((q) => (answers[q.position]?.response ?? '') !== '').length;
  return (
    <div style={pageBackground}>
      <BrightCard
        title={`${route.title} · ${sheet.title}`}
        icon={<EditFilled />}
        color="#8b5cf6"
        extra={answering ? <Tag color={left < 300_000 ? 'red' : 'blue'} icon={<ClockCircleFilled />} style={{ fontSize: 18, padding: '4px 12px' }} data-testid="countdown">剩余 {clock(left)}</Tag> : null}
      >
        {answering ? (
          <p style={{ color: '#475569' }}>已作答 {done} / {view.questions.length} 题 · 每道题都会自动保存，刷新或换设备也不会丢失</p>
        ) : (
          <Result
            status="success"
            icon={<CheckCircleFilled style={{ color: '#22c55e' }} />}
            title={sheet.totalScore === null ? '已交卷，等老师公布成绩吧' : `得分 ${sheet.totalScore} / ${sheet.fullScore}`}
            subTitle={sheet.submittedBy === 'auto' ? '时间到，答卷已自动提交' : undefined}
            extra={<Space><Button onClick={() => navigate('/exam-stu/question-book')}>去错题本</Button><Button onClick={() => navigate(-1)}>返回</Button></Space>}
          />
        )}
        <Space direction="vertical" style={{ width: '100%' }} size={16}>
          {sectionGroups(view.questions, (q) => q.sectionTitle, (q) => q.score).map((group) => (
            <Space key={group.items[0].position} direction="vertical" style={{ width: '100%' }} size={16}>
              {group.title ? <SectionHeading title={group.title} count={group.items.length} score={group.score} description={group.items[0].sectionDescription} /> : null}
              {group.items.map((q) => {
                const i = view.questions.indexOf(q);
                return (
                  <Card key={q.position} data-testid={`question-${q.position}`} styles={{ title: { whiteSpace: 'normal' } }} title={<span>{i + 1}. <Tag color="purple">{typeName(q.type)}</Tag>{q.title}（{q.score} 分）</span>}
                    extra={answering ? <span data-testid={`saved-${q.position}`}>{saved[q.position] === 'saving' ? '保存中…' : saved[q.position] === 'saved' ? '✔ 已保存' : saved[q.position] === 'failed' ? '保存失败' : '未作答'}</span> : q.gotScore !== null ? <b>{q.gotScore} 分</b> : null}>
                    <StemView source={q.stem} />
                    <QuestionInput question={q} value={answers[q.position]?.response ?? ''} language={answers[q.position]?.language ?? null} disabled={!answering} sheetId={answering ? sheet.id : undefined} onChange={(v, lang) => change(q.position, q.type, v, lang)} />
                    {q.judge ? <JudgeVerdict judge={q.judge} /> : null}
                    {q.answer !== null ? <p style={{ marginTop: 12, color: '#16a34a' }}>参考答案：{answerText(q.type, q.answer)}{q.analysis ? `　解析：${q.analysis}` : ''}</p> : null}
                    {q.comment ? <p style={{ color: '#ea580c' }}>老师评语：{q.comment}</p> : null}
                  </Card>
                );
              })}
            </Space>
          ))}
        </Space>
        {answering ? (
          <div style={{ textAlign: 'center', marginTop: 20 }}>
            <Button type="primary" size="large" onClick={() => Modal.confirm({ title: '确定交卷吗？', content: done < view.questions.length ? `还有 ${view.questions.length - done} 题没有作答` : '全部答完啦！', okText: '交卷', cancelText: '再检查一下', onOk: submit })}>交卷</Button>
          </div>
        ) : null}
      </BrightCard>
    </div>
  );
}
