import { CalendarOutlined, CheckCircleFilled, ClockCircleOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { findRouteByName } from '../../../shared/route-catalog';
import { teacherLessonDay } from '../../api/generated/classroom';
import { content } from '../../api/request';
import { dayLabel, lessonTitle } from '../teaching/lesson-text';

const signPlanPath = findRouteByName('teachplan1')?.path;

/**
 * The top of the teacher's classroom home: the lessons of today of their classes — time, class,
 * lesson, campus and whether the sign-in is taken, with the way to take it; tomorrow's when today is free.
 */
export function LessonDayCard() {
  const navigate = useNavigate();
  const day = useQuery({ queryKey: ['teacher-classroom', 'lesson-day'], queryFn: () => content(teacherLessonDay({})) });
  const { data: canSign } = useCan({ resource: 'teachplan1', action: 'list' });
  const data = day.data;
  const title = !data || data.isToday ? '今日课程' : `今天没有课 · 明日课程（${dayLabel(data.date)}）`;
  const unsigned = data?.lessons.filter((l) => l.state !== 2).length ?? 0;
  return (
    <Card
      data-testid="lesson-day"
      title={<span><CalendarOutlined /> {title}</span>}
      extra={data?.lessons.length ? <span style={{ color: '#64748b' }}>{data.isToday ? dayLabel(data.date) + ' · ' : ''}共 {data.lessons.length} 节{data.isToday && unsigned ? `，${unsigned} 节待签到` : ''}</span> : null}
    >
      {day.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !data?.lessons.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`今天和明天都没有排课${data ? `（${dayLabel(data.date)}）` : ''}，好好备课吧`} />
      ) : (
        <List
          dataSource={data.lessons}
          renderItem={(lesson) => {
            const signed = lesson.state === 2;
            const open = signPlanPath && canSign?.can ? () => navigate(`${signPlanPath}?classId=${lesson.classId}`) : null;
            return (
              <List.Item
                data-lesson={lesson.id}
                actions={
                  open
                    ? [
                        <Button key="sign" type={signed || !data.isToday ? 'link' : 'primary'} onClick={open}>
                          {signed ? '查看签到' : data.isToday ? '去签到' : '查看安排'}
                        </Button>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  avatar={
                    <div style={{ width: 104, fontWeight: 600, fontSize: 16, color: '#1d4ed8' }}>
                      <ClockCircleOutlined /> {lesson.startTime}
                      <div style={{ fontWeight: 400, fontSize: 12, color: '#64748b', paddingLeft: 20 }}>至 {lesson.endTime}</div>
                    </div>
                  }
                  title={
                    <span>
                      {lesson.className} · {lessonTitle(lesson)} {lesson.kind === 2 ? <Tag color="purple">补课</Tag> : null}
                    </span>
                  }
                  description={
                    <span>
                      <EnvironmentOutlined /> {lesson.campusName ?? '—'}
                      {lesson.room ? ` · ${lesson.room}` : ''}
                      {lesson.courseName && lesson.topic ? ` · ${lesson.courseName}` : ''}
                      {lesson.teacherName ? ` · ${lesson.teacherName}` : ''}
                    </span>
                  }
                />
                {signed ? (
                  <Tag icon={<CheckCircleFilled />} color="success">
                    已签到
                  </Tag>
                ) : (
                  <Tag color={data.isToday ? 'warning' : 'default'}>未签到</Tag>
                )}
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
