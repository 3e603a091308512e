import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Calendar, Card, Col, Row, Segmented, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { PageProps } from '../../resources/page-props';
import { dayKey, useCalendarDays } from './calendar-days';
import { DayMark } from './day-mark';

type Mode = 'month' | 'week';
const weekNames = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** Monday of the week holding `day` (the school week starts on Monday). */
const mondayOf = (day: Dayjs) => day.subtract((day.day() + 6) % 7, 'day').startOf('day');

/**
 * 教学日程: the school's teaching calendar by month or week, with the closing days (holidays,
 * closures) and extra class days of the school calendar marked — the days scheduling skips or adds.
 */
export function TeachingCalendarPage({ route }: PageProps) {
  const [mode, setMode] = useState<Mode>('month');
  const [anchor, setAnchor] = useState(() => dayjs().startOf('day'));
  const from = mode === 'month' ? mondayOf(anchor.startOf('month')) : mondayOf(anchor);
  const to = mode === 'month' ? mondayOf(anchor.endOf('month')).add(6, 'day') : from.add(6, 'day');
  const days = useCalendarDays(from, to);
  const step = (sign: 1 | -1) => setAnchor((a) => a.add(sign, mode));
  const title = mode === 'month' ? anchor.format('YYYY年M月') : `${from.format('YYYY年M月D日')} – ${to.format('M月D日')}`;
  const closedCount = [...days.values()].filter((d) => d.kind === 'closed' && (mode === 'week' || d.day.startsWith(anchor.format('YYYY-MM')))).length;

  return (
    <Card
      title={route.title}
      extra={
        <Space wrap>
          <Button icon={<LeftOutlined />} aria-label={mode === 'month' ? '上个月' : '上一周'} onClick={() => step(-1)} />
          <Typography.Text strong data-testid="calendar-title">{title}</Typography.Text>
          <Button icon={<RightOutlined />} aria-label={mode === 'month' ? '下个月' : '下一周'} onClick={() => step(1)} />
          <Button onClick={() => setAnchor(dayjs().startOf('day'))}>今天</Button>
          <Segmented<Mode> value={mode} onChange={setMode} options={[{ label: '月', value: 'month' }, { label: '周', value: 'week' }]} />
        </Space>
      }
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message={`本${mode === 'month' ? '月' : '周'}停课 ${closedCount} 天`}
        description="红色为停课日（节假日、停课），排课时跳过；绿色为调课上课日。停课日与上课日在「基础设置」的校历中维护。各班的教学计划在排课功能上线后也会显示在这里。"
      />
      {mode === 'month' ? (
        <Calendar
          value={anchor}
          headerRender={() => null}
          onSelect={(day, info) => {
            if (info.source === 'date') setAnchor(day);
          }}
          cellRender={(day, info) => (info.type === 'date' ? <DayMark day={days.get(dayKey(day))} /> : null)}
        />
      ) : (
        <Row gutter={8} wrap={false} style={{ overflowX: 'auto' }}>
          {weekNames.map((name, i) => {
            const day = from.add(i, 'day');
            const today = day.isSame(dayjs(), 'day');
            return (
              <Col key={name} flex="1 0 120px">
                <Card size="small" title={`${name} ${day.format('M/D')}`} styles={{ header: today ? { background: '#e6f4ff' } : undefined }} style={{ minHeight: 160 }}>
                  <DayMark day={days.get(dayKey(day))} />
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}
