import { Tag, Typography } from 'antd';
import type { SchoolCalendarDay } from '../../api/generated/api.schemas';

/** How a calendar day is marked: 停课 in red (holidays, closures), 上课 in green (a weekend made a class day). */
export function DayMark({ day }: { day: SchoolCalendarDay | undefined }) {
  if (!day) return null;
  return (
    <div>
      <Tag color={day.kind === 'closed' ? 'red' : 'green'} style={{ marginInlineEnd: 0 }}>{day.kind === 'closed' ? '停课' : '上课'}</Tag>
      {day.remark && (
        <Typography.Text type="secondary" ellipsis={{ tooltip: day.remark }} style={{ display: 'block', fontSize: 12 }}>
          {day.remark}
        </Typography.Text>
      )}
    </div>
  );
}
