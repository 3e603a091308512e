import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { examDetail } from '../../api/generated/exams';
import { content } from '../../api/request';
import type { PageProps } from '../../resources/page-props';
import { useRecordId } from '../../resources/use-record-id';
import { MarkdownView } from '../exam/markdown-view';
import { sectionGroups } from '../exam/section-groups';
import { SectionHeading } from '../exam/section-heading';
import { screenPath } from '../oj-contest/screen-path';
import { ExamStatusTag, formatTime, questionTypeLabels, scoreText } from './exam-labels';
import { quiet, type ExamScreens } from './exam-screens';

/**
 * 练习详情 / 练习题目: a practice's settings, who takes it and its questions (the frozen copy once
 * published), under their section headings and notes as students will read them.
 */
export function ExamDetailPage({ route, screens }: PageProps & { screens: ExamScreens }) {
  const id = useRecordId();
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: ['exam', id], enabled: id !== undefined, queryFn: () => content(examDetail({ id: id as number }, quiet())) });
  if (id === undefined) return <Card title={route.title}>请从{screens.noun}列表选择一场{screens.noun}。</Card>;
  const d = detail.data;
  return (
    <Card
      title={`${route.title}${d ? `：${d.exam.title}` : ''}`}
      loading={detail.isLoading}
      extra={
        <Space>
          <Button onClick={() => navigate(screenPath(screens.edit, id))}>编辑</Button>
          <Button onClick={() => navigate(screenPath(screens.students, id))}>学员</Button>
          <Button onClick={() => navigate(screenPath(screens.result, id))}>成绩</Button>
          <Button onClick={() => navigate(screenPath(screens.list))}>返回</Button>
        </Space>
      }
    >
      {d && (
        <>
          <Descriptions size="small" column={3} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label="状态"><ExamStatusTag status={d.exam.status} /></Descriptions.Item>
            <Descriptions.Item label="试卷">{d.exam.paperName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="满分">{scoreText(d.exam.fullScore)}</Descriptions.Item>
            <Descriptions.Item label="开始">{formatTime(d.exam.startAt)}</Descriptions.Item>
            <Descriptions.Item label="结束">{formatTime(d.exam.endAt)}</Descriptions.Item>
            <Descriptions.Item label="时长">{d.exam.durationMinutes} 分钟</Descriptions.Item>
            <Descriptions.Item label="学员">{d.exam.assignedCount} 人（{[...d.classes, ...d.campuses].map((c) => c.name).join('、') || '单独指定'}）</Descriptions.Item>
            <Descriptions.Item label="练习次数">{screens.kind === 'practice' ? (d.maxAttempts ?? '不限') : 1}</Descriptions.Item>
            <Descriptions.Item label="选项">
              <Space size={2} wrap>
                {d.shuffleQuestions && <Tag>题目乱序</Tag>}
                {d.shuffleOptions && <Tag>选项乱序</Tag>}
                {d.partialCredit && <Tag>多选漏选半分</Tag>}
                {d.showAnswers && <Tag>显示答案</Tag>}
              </Space>
            </Descriptions.Item>
          </Descriptions>
          {d.questions.length === 0 && <Empty description="试卷还没有题目" />}
          {sectionGroups(d.questions, (q) => q.sectionTitle, (q) => q.score).map((group) => (
            <div key={group.items[0].position} style={{ marginBottom: 8 }}>
              {group.title ? <SectionHeading title={group.title} count={group.items.length} score={group.score} description={group.items[0].sectionDescription} /> : null}
              {group.items.map((q) => (
                <Card key={q.position} size="small" style={{ marginTop: 8 }} title={<Space>第 {q.position} 题<Tag>{questionTypeLabels[q.type]}</Tag>{q.title}<Tag color="blue">{scoreText(q.score)} 分</Tag></Space>}>
                  <MarkdownView source={q.stem} />
                </Card>
              ))}
            </div>
          ))}
        </>
      )}
    </Card>
  );
}
