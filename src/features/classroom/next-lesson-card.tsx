import { CalendarFilled, EnvironmentOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Tag } from 'antd';
import { studentNextLesson } from '../../api/generated/classroom';
import { content } from '../../api/request';
import { dayLabel, lessonTitle } from '../teaching/lesson-text';
import { BrightCard } from './bright-card';

/** The student home's first card: today's lesson of my class, or the next one, with when and where. */
export function NextLessonCard() {
  const next = useQuery({ queryKey: ['student-classroom', 'next-lesson'], queryFn: () => content(studentNextLesson({})) });
  const lesson = next.data?.lesson;
  const title = !lesson || next.data?.isToday ? '今天的课' : '下一节课';
  return (
    <BrightCard title={title} icon={<CalendarFilled />} color="#3b82f6" style={{ height: '100%' }}>
      <div data-testid="next-lesson">
        {next.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : !lesson ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="老师还没有排课，先去自由创作吧" />
        ) : (
          <div style={{ background: '#eff6ff', borderRadius: 16, padding: 16 }}>
            <div style={{ color: '#1d4ed8', fontWeight: 700, fontSize: 18 }}>
              {next.data?.isToday ? '今天' : dayLabel(lesson.lessonDate)} {lesson.startTime} – {lesson.endTime}
              {lesson.state === 2 ? <Tag color="success" style={{ marginLeft: 8 }}>已上课</Tag> : null}
            </div>
            <div style={{ fontSize: 22, fontWeight: 700, color: '#1e293b', margin: '6px 0' }}>{lessonTitle(lesson)}</div>
            <div style={{ color: '#475569', lineHeight: 1.9 }}>
              {lesson.className}
              {lesson.courseName && lesson.topic ? ` · ${lesson.courseName}` : ''}
              <br />
              <EnvironmentOutlined /> {lesson.campusName ?? '—'}
              {lesson.room ? ` · ${lesson.room}` : ''}
              {lesson.teacherName ? (
                <>
                  {'  '}
                  <UserOutlined /> {lesson.teacherName}
                </>
              ) : null}
            </div>
          </div>
        )}
      </div>
    </BrightCard>
  );
}
