import { Card, Tag, Typography } from 'antd';
import type { TeachPlan } from '../../api/generated/api.schemas';

/** One lesson in the week: time, class, course, teacher, room and whether it is signed. */
export function LessonCard({ plan, onOpen }: { plan: TeachPlan; onOpen: (plan: TeachPlan) => void }) {
  const signed = plan.state === 2;
  return (
    <Card
      size="small"
      hoverable
      data-lesson-card
      title={`${plan.startTime}–${plan.endTime}`}
      extra={<Tag color={signed ? 'green' : 'default'}>{signed ? '已签到' : '未签到'}</Tag>}
      styles={{ header: { minHeight: 32, padding: '0 8px' }, body: { padding: 8 } }}
      style={{ marginBottom: 8, borderLeft: `3px solid ${signed ? '#52c41a' : '#1677ff'}` }}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(plan);
      }}
    >
      <Typography.Text strong>{plan.className ?? ''}</Typography.Text>
      <div>{plan.courseName ?? ''}</div>
      <Typography.Text type="secondary">
        {plan.teacherName ?? '未指定教师'} · {plan.room || '未指定教室'}
      </Typography.Text>
      {plan.kind === 2 && <Tag color="orange" style={{ marginLeft: 4 }}>补课</Tag>}
    </Card>
  );
}
