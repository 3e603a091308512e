import { TrophyFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { ExamKind, StuExamItem } from '../../api/generated/api.schemas';
import { stuExamList } from '../../api/generated/exams';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { BrightCard, pageBackground } from '../classroom/bright-card';
import { dateTime as time } from './exam-times';

const statusTags: Record<string, { text: string; color: string }> = {
  upcoming: { text: '未开始', color: 'blue' },
  running: { text: '进行中', color: 'green' },
  ended: { text: '已结束', color: 'default' },
  closed: { text: '已关闭', color: 'default' },
  draft: { text: '未发布', color: 'default' },
};

/** 在线考试 / 在线练习 / 线下考试 / 线下练习: what the student sits, with start, continue and score. */
function ExamListOf({ route, kind, offlinePractice = false }: PageProps & { kind: ExamKind; offlinePractice?: boolean }) {
  const navigate = useNavigate();
  const { data: all, isLoading } = useQuery({ queryKey: ['exam-stu', 'list', kind], queryFn: () => content(stuExamList({ kind })) });
  // Offline exams and offline practices (both sat on paper, scores typed in by the teacher) share one list call.
  const data = kind === 'offline' ? all?.filter((e) => e.offlinePractice === offlinePractice) : all;
  const answerPath = kind === 'practice' ? '/exam-stu/practice-stu' : '/exam-stu/new-exam-v2';
  const action = (e: StuExamItem) => {
    if (kind === 'offline') return null;
    const sheet = e.sheet;
    if (sheet?.state === 'answering') return <Button type="primary" onClick={() => navigate(`${answerPath}?id=${e.id}`)}>继续作答</Button>;
    const more = kind === 'practice' && (e.maxAttempts === null || e.attempts < e.maxAttempts);
    return (
      <>
        {sheet ? <Button onClick={() => navigate(`/exam-stu/score-detail?sheetId=${sheet.id}`)}>查看成绩</Button> : null}
        {(!sheet || more) && e.status === 'running' ? (
          <Button type="primary" style={{ marginLeft: 8 }} onClick={() => navigate(`${answerPath}?id=${e.id}`)}>{sheet ? '再练一次' : kind === 'practice' ? '开始练习' : '开始考试'}</Button>
        ) : null}
      </>
    );
  };
  return (
    <div style={pageBackground}>
      <BrightCard title={route.title} icon={<TrophyFilled />} color="#f59e0b">
        <Table<StuExamItem>
          rowKey="id"
          data-testid="exam-stu-list"
          loading={isLoading}
          dataSource={data ?? []}
          pagination={false}
          locale={{ emptyText: <Empty description={kind === 'offline' ? (offlinePractice ? '还没有线下练习的成绩' : '还没有线下成绩') : '暂时没有安排，去玩一会儿吧'} /> }}
          columns={[
            { title: '名称', dataIndex: 'title' },
            { title: '时间', render: (_: unknown, e) => `${time(e.startAt)} — ${time(e.endAt)}` },
            ...(kind === 'offline' ? [] : [{ title: '时长', render: (_: unknown, e: StuExamItem) => `${e.durationMinutes} 分钟` }, { title: '状态', render: (_: unknown, e: StuExamItem) => <Tag color={statusTags[e.status].color}>{statusTags[e.status].text}</Tag> }]),
            { title: '得分', render: (_: unknown, e) => (e.sheet?.totalScore === null || !e.sheet ? (e.sheet ? '待公布' : '—') : <b style={{ color: '#16a34a' }}>{e.sheet.totalScore} / {e.fullScore}</b>) },
            ...(kind === 'offline' ? [{ title: '老师评语', render: (_: unknown, e: StuExamItem) => e.sheet?.remark ?? '' }] : [{ title: '操作', render: (_: unknown, e: StuExamItem) => action(e) }]),
          ]}
        />
      </BrightCard>
    </div>
  );
}

export const ExamListPage = (props: PageProps) => <ExamListOf {...props} kind="exam" />;
export const PracticeListPage = (props: PageProps) => <ExamListOf {...props} kind="practice" />;
export const OfflineExamListPage = (props: PageProps) => <ExamListOf {...props} kind="offline" />;
/** 线下练习: practices sat on paper whose scores and remarks the teacher typed in. */
export const OfflinePracticeListPage = (props: PageProps) => <ExamListOf {...props} kind="offline" offlinePractice />;
