import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Select, Space, Spin, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { TeachPlan } from '../../api/generated/api.schemas';
import { operationOf } from '../../resources/entity-resource';
import type { PageProps } from '../../resources/page-props';
import { RelationSelect } from '../../resources/relation-select';
import { useCanRun } from '../../resources/use-can-any';
import { useSelectedCampus } from '../campus/selected-campus';
import { dayKey, useCalendarDays } from '../teaching-calendar/calendar-days';
import { planEntity, planPickers } from '../teaching/teaching-fields';
import { LessonCard } from './lesson-card';
import { PlanCreateDialog, type PlanPreset } from './plan-create-dialog';
import { useWeekPlans } from './use-week-plans';
import { daysOf, thisMonday, weekdayNames } from './week-range';

const byTime = (a: TeachPlan, b: TeachPlan) => a.startTime.localeCompare(b.startTime) || a.endTime.localeCompare(b.endTime);

/**
 * 排课管理 (course-arranging): the campus's lessons of one week, Monday to Sunday, each day's
 * lessons by time, filtered by class, teacher and room; the school's closing days shaded with
 * their name. A lesson opens its class's 教学计划; a click on a day (or 新增排课) adds one there,
 * the server refusing clashes and closing days with its own message.
 */
export function CourseArrangingPage({ route }: PageProps) {
  const navigate = useNavigate();
  const [campusId] = useSelectedCampus();
  const [monday, setMonday] = useState<Dayjs>(thisMonday);
  const [classId, setClassId] = useState<number | null>(null);
  const [teacherId, setTeacherId] = useState<number | null>(null);
  const [room, setRoom] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [preset, setPreset] = useState<PlanPreset>(null);
  const canCreate = useCanRun(operationOf(planEntity, 'create'));
  const days = daysOf(monday);
  const calendar = useCalendarDays(days[0]!, days[6]!);
  const { plans, loading } = useWeekPlans(monday, { campusId, classId, teacherId }, version);
  // Rooms are free text on a lesson: the choices are those booked this week.
  const rooms = useMemo(() => [...new Set(plans.map((p) => p.room).filter((r): r is string => !!r))].sort(), [plans]);
  const shown = room ? plans.filter((p) => p.room === room) : plans;
  const today = dayKey(dayjs());

  const openCreate = (day?: Dayjs) => {
    if (!canCreate) return;
    setPreset({ ...(day ? { lessonDate: dayKey(day) } : {}), ...(classId ? { classId } : {}), ...(teacherId ? { teacherId } : {}), ...(room ? { room } : {}) });
  };
  const openLesson = (plan: TeachPlan) => navigate(`/school-home-page/teachplan1?classId=${plan.classId}`);

  return (
    <Card
      title={route.title}
      extra={
        <Space wrap>
          <Button icon={<LeftOutlined />} onClick={() => setMonday(monday.subtract(7, 'day'))}>上一周</Button>
          <Button onClick={() => setMonday(thisMonday())}>本周</Button>
          <Button icon={<RightOutlined />} iconPosition="end" onClick={() => setMonday(monday.add(7, 'day'))}>下一周</Button>
          {canCreate && <Button type="primary" icon={<PlusOutlined />} onClick={() => openCreate()}>新增排课</Button>}
        </Space>
      }
    >
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label="班级">
          <RelationSelect field={planPickers.class} value={classId} onChange={setClassId} />
        </Form.Item>
        <Form.Item label="教师">
          <RelationSelect field={planPickers.teacher} value={teacherId} onChange={setTeacherId} />
        </Form.Item>
        <Form.Item label="教室">
          <Select allowClear placeholder="全部教室" style={{ width: 140 }} value={room} onChange={(v) => setRoom(v ?? null)} options={rooms.map((r) => ({ value: r, label: r }))} />
        </Form.Item>
        <Form.Item>
          <Typography.Text type="secondary">
            {dayKey(days[0]!)} 至 {dayKey(days[6]!)}，共 {shown.length} 节课
          </Typography.Text>
        </Form.Item>
      </Form>
      <Spin spinning={loading}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(140px, 1fr))', gap: 8, overflowX: 'auto' }}>
          {days.map((day, i) => {
            const key = dayKey(day);
            const mark = calendar.get(key);
            const closed = mark?.kind === 'closed';
            const lessons = shown.filter((p) => p.lessonDate === key).sort(byTime);
            return (
              <div
                key={key}
                data-day={key}
                role="group"
                aria-label={`${weekdayNames[i]} ${key}`}
                onClick={() => openCreate(day)}
                style={{ minHeight: 320, padding: 8, borderRadius: 6, cursor: canCreate ? 'pointer' : 'default', background: closed ? '#f5f5f5' : key === today ? '#e6f4ff' : '#fafafa', border: '1px solid #f0f0f0' }}
              >
                <div style={{ marginBottom: 8 }}>
                  <Typography.Text strong>{weekdayNames[i]}</Typography.Text> <Typography.Text type="secondary">{day.format('MM-DD')}</Typography.Text>
                  {mark && (
                    <div>
                      <Tag color={closed ? 'red' : 'blue'}>{closed ? '停课' : '上课日'}{mark.remark ? `：${mark.remark}` : ''}</Tag>
                    </div>
                  )}
                </div>
                {lessons.map((plan) => <LessonCard key={plan.id} plan={plan} onOpen={openLesson} />)}
                {!lessons.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={closed ? '停课日' : '无课'} />}
              </div>
            );
          })}
        </div>
      </Spin>
      <PlanCreateDialog preset={preset} onClose={() => setPreset(null)} onCreated={() => setVersion((v) => v + 1)} />
    </Card>
  );
}
