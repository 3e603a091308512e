import { Calendar, Col, Empty, Row, Space, Statistic, Table, Tag, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { StoryAttendanceCounts, StoryLesson } from '../../api/generated/api.schemas';
import { attendanceRate, attendanceStates } from './story-labels';

/** One day of the calendar: coloured by the day's attendance (the worst state when two lessons fall on it). */
function DayCell({ day, lessons, inMonth }: { day: Dayjs; lessons: StoryLesson[] | undefined; inMonth: boolean }) {
  const worst = lessons?.reduce((a, b) => (b.status === 4 || (b.status === 3 && a.status !== 4) || (b.status === 2 && a.status === 1) ? b : a));
  const state = worst ? attendanceStates[worst.status] : undefined;
  const cell = (
    <div
      data-testid={lessons ? `attendance-${day.format('YYYY-MM-DD')}` : undefined}
      style={{
        margin: '2px auto', width: 34, height: 34, lineHeight: '34px', borderRadius: 8, textAlign: 'center', fontWeight: state ? 600 : 400,
        background: state?.color ?? 'transparent', color: state ? '#fff' : inMonth ? undefined : '#bfbfbf',
      }}
    >
      {day.date()}
    </div>
  );
  if (!lessons) return cell;
  return <Tooltip title={lessons.map((l) => `${attendanceStates[l.status]?.label ?? ''} · ${l.className ?? ''} ${l.topic ?? ''}`).join('；')}>{cell}</Tooltip>;
}

/** 考勤: a month calendar coloured by state (出勤/迟到/请假/缺勤/补课), the counts and rate, and the lessons themselves. */
export function AttendanceSection({ lessons, counts }: { lessons: StoryLesson[]; counts: StoryAttendanceCounts }) {
  const byDay = useMemo(() => {
    const map = new Map<string, StoryLesson[]>();
    for (const l of lessons) map.set(l.lessonDate, [...(map.get(l.lessonDate) ?? []), l]);
    return map;
  }, [lessons]);
  const [month, setMonth] = useState<Dayjs>(() => (lessons[0] ? dayjs(lessons[0].lessonDate) : dayjs()));
  if (!lessons.length) return <Empty description="还没有上课签到记录" />;
  const { rate, total } = attendanceRate(counts);
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={10}>
        <Space size={24} wrap style={{ marginBottom: 8 }}>
          <Statistic title="出勤率" value={rate ?? 0} suffix={`%（共 ${total} 节）`} />
          {Object.entries(attendanceStates).map(([status, s]) => (
            <Statistic key={status} title={<span><span style={{ display: 'inline-block', width: 10, height: 10, borderRadius: 3, background: s.color, marginRight: 6 }} />{s.label}</span>} value={[0, counts.present, counts.late, counts.leave, counts.absent, counts.makeUp][Number(status)]} suffix="节" />
          ))}
        </Space>
        <Calendar
          fullscreen={false}
          value={month}
          onPanelChange={(d) => setMonth(d)}
          onSelect={(d) => setMonth(d)}
          fullCellRender={(d, info) => (info.type === 'date' ? <DayCell day={d} lessons={byDay.get(d.format('YYYY-MM-DD'))} inMonth={d.month() === month.month()} /> : info.originNode)}
        />
      </Col>
      <Col xs={24} lg={14}>
        <Table<StoryLesson>
          rowKey="id"
          size="small"
          dataSource={lessons}
          pagination={lessons.length > 12 ? { pageSize: 12, size: 'small' } : false}
          columns={[
            { title: '上课日期', dataIndex: 'lessonDate', width: 110 },
            { title: '班级 · 课题', render: (_, l) => `${l.className ?? ''}${l.topic ? ` · ${l.topic}` : ''}` },
            { title: '考勤', dataIndex: 'status', width: 80, render: (s: number) => <Tag color={attendanceStates[s]?.color}>{attendanceStates[s]?.label}</Tag> },
            { title: '课时', dataIndex: 'hours', width: 60, align: 'right' },
            { title: '老师', dataIndex: 'teacherName', width: 90, render: (n: string | null) => n ?? '—' },
          ]}
        />
      </Col>
    </Row>
  );
}
