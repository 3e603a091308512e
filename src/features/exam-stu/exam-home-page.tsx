import { BookFilled, CalendarFilled, EditFilled, FireFilled, SmileTwoTone, TrophyFilled } from '@ant-design/icons';
import { Button, Col, Empty, Result, Row, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { StuExamItem } from '../../api/generated/api.schemas';
import { sessionStore } from '../../providers/session-store';
import { userDisplayName } from '../../providers/session-identity';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from '../classroom/bright-card';
import { dateTime, timeLeft } from './exam-times';
import { useExamHome } from './use-exam-home';

const tile = { background: '#f8fafc', borderRadius: 16, padding: 14, marginBottom: 12 } as const;

/** The clock the countdowns read, moved on every 20 seconds: minutes are all a child needs here. */
function useNow(): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 20000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/** An exam open now: time left on the started sheet (its deadline), else until the exam closes, and one big button. */
function OngoingExam({ exam, now }: { exam: StuExamItem; now: number }) {
  const navigate = useNavigate();
  const answering = exam.sheet?.state === 'answering' && exam.sheet.deadline;
  const left = new Date(answering ? exam.sheet!.deadline! : exam.endAt).getTime() - now;
  return (
    <div data-testid="ongoing-exam" style={{ ...tile, background: '#ecfdf5', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
      <div>
        <div style={{ fontSize: 18, fontWeight: 700 }}>{exam.title} <Tag color="green">进行中</Tag></div>
        <div style={{ color: '#475569' }}>{exam.questionCount} 道题 · 满分 {exam.fullScore} · 限时 {exam.durationMinutes} 分钟</div>
        <div style={{ color: '#dc2626', fontWeight: 600 }}>
          {left <= 0 ? '时间到啦' : answering ? `答题还剩 ${timeLeft(left)}` : `还有 ${timeLeft(left)} 截止进场`}
        </div>
      </div>
      <Button type="primary" size="large" shape="round" style={{ height: 56, fontSize: 20, paddingInline: 32 }} onClick={() => navigate(`/exam-stu/new-exam-v2?id=${exam.id}`)}>
        {answering ? '继续作答' : '开始考试'}
      </Button>
    </div>
  );
}

/** /exam-stu/examstu-index 考试首页: what to sit now, what comes next, recent published scores, the wrong-question book and practice. */
export function ExamHomePage(_: PageProps) {
  const navigate = useNavigate();
  const now = useNow();
  const home = useExamHome();
  if (home.isLoading) return <Skeleton active />;
  if (home.failed) return <Result status="warning" title="考试信息没有读到" subTitle="请稍后刷新页面再试一次" />;
  // Exams a child can still sit: open now and not handed in (a started sheet continues).
  const ongoing = home.exams.filter((e) => e.status === 'running' && (!e.sheet || e.sheet.state === 'answering'));
  const upcoming = home.exams.filter((e) => e.status === 'upcoming').sort((a, b) => a.startAt.localeCompare(b.startAt));
  // The server leaves an exam's score empty until its results are published: only those show.
  const scores = home.records.filter((r) => r.totalScore !== null).slice(0, 5);
  const practices = home.practices.filter((p) => p.status === 'running' && (p.sheet?.state === 'answering' || p.maxAttempts === null || p.attempts < p.maxAttempts)).slice(0, 4);
  return (
    <div style={pageBackground} data-testid="exam-home">
      <h1 style={{ fontSize: 28, margin: '0 0 16px', color: '#1d4ed8' }}>
        <SmileTwoTone twoToneColor="#f59e0b" /> {userDisplayName(sessionStore.getUserSession())}，加油！今天也要认真答题哦
      </h1>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <BrightCard title="正在进行的考试" icon={<FireFilled />} color="#22c55e" extra={<Button type="link" onClick={() => navigate('/exam-stu/exam-list')}>全部考试</Button>}>
            {ongoing.length === 0 ? <Empty description="现在没有要参加的考试，放松一下吧" /> : ongoing.map((e) => <OngoingExam key={e.id} exam={e} now={now} />)}
          </BrightCard>
        </Col>
        <Col xs={24} lg={8}>
          <BrightCard title="错题本" icon={<BookFilled />} color="#ec4899">
            <div data-testid="wrong-count" style={{ fontSize: 40, fontWeight: 700, color: '#ec4899' }}>{home.wrongCount}</div>
            <div style={{ color: '#64748b', marginBottom: 8 }}>{home.wrongCount ? '道题等你再做一次' : '没有待复习的错题，真棒！'}</div>
            <Button shape="round" onClick={() => navigate('/exam-stu/question-book')}>打开错题本</Button>
          </BrightCard>
        </Col>
        <Col xs={24} lg={12}>
          <BrightCard title="即将开始" icon={<CalendarFilled />} color="#0ea5e9">
            {upcoming.length === 0 ? <Empty description="还没有安排新的考试" /> : null}
            {upcoming.map((e) => (
              <div key={e.id} data-testid="upcoming-exam" style={{ ...tile, background: '#f0f9ff' }}>
                <div style={{ fontSize: 16, fontWeight: 700 }}>{e.title} <Tag color="blue">未开始</Tag></div>
                <div>{dateTime(e.startAt)} 开考 · 限时 {e.durationMinutes} 分钟</div>
                <div style={{ color: '#0369a1' }}>还有 {timeLeft(new Date(e.startAt).getTime() - now)} 开始</div>
              </div>
            ))}
          </BrightCard>
        </Col>
        <Col xs={24} lg={12}>
          <BrightCard title="最近的成绩" icon={<TrophyFilled />} color="#f59e0b">
            {scores.length === 0 ? <Empty description="还没有公布的成绩，老师公布后会在这里出现" /> : null}
            {scores.map((r) => (
              <div key={r.sheetId} data-testid="recent-score" style={{ ...tile, background: '#fffbeb', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
                <div>
                  <div style={{ fontWeight: 700 }}>{r.title}</div>
                  <div style={{ color: '#64748b' }}>{r.submittedAt ? dateTime(r.submittedAt) : ''}</div>
                </div>
                <Space>
                  <b style={{ fontSize: 20, color: '#16a34a' }}>{r.totalScore} / {r.fullScore}</b>
                  <Button type="link" onClick={() => navigate(`/exam-stu/score-detail?sheetId=${r.sheetId}`)}>查看</Button>
                </Space>
              </div>
            ))}
          </BrightCard>
        </Col>
        <Col span={24}>
          <BrightCard title="练一练" icon={<EditFilled />} color="#8b5cf6" extra={<Space><Button type="link" onClick={() => navigate('/exam-stu/practice-list')}>全部练习</Button><Button type="link" onClick={() => navigate('/exam-stu/practice-record1')}>练习记录</Button></Space>}>
            {practices.length === 0 ? <Empty description="现在没有可以做的练习" /> : null}
            <Space wrap size={12}>
              {practices.map((p) => (
                <Button key={p.id} data-testid="practice-shortcut" size="large" shape="round" style={{ height: 56, fontSize: 18 }} onClick={() => navigate(`/exam-stu/practice-stu?id=${p.id}`)}>
                  {p.title}
                  <Tag color="purple" style={{ marginLeft: 8 }}>{p.sheet?.state === 'answering' ? '继续' : p.attempts ? '再练一次' : '开始'}</Tag>
                </Button>
              ))}
            </Space>
          </BrightCard>
        </Col>
      </Row>
    </div>
  );
}
