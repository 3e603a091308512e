import { Button, Card, Checkbox, DatePicker, Form, Input, InputNumber, message, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { teachPlanBatchAdd } from '../../api/generated/teach-plan';
import { RelationSelect } from '../../resources/relation-select';
import { hhmm, planPickers } from './teaching-fields';

interface SeriesForm {
  courseId: number;
  teacherId?: number;
  room?: string;
  dates: [Dayjs, Dayjs];
  weekdays: number[];
  times: [Dayjs, Dayjs];
  hours: number;
  topic?: string;
}

const weekdayOptions = ['一', '二', '三', '四', '五', '六', '日'].map((d, i) => ({ value: i + 1, label: `周${d}` }));

/**
 * 按周排课: a class's lessons on chosen weekdays between two dates. The server leaves out the
 * school's closing days (said after saving) and refuses the whole series on any clash.
 */
export function PlanSeriesCard({ classId, onCreated }: { classId: number; onCreated: () => void }) {
  const [form] = Form.useForm<SeriesForm>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const answer = await teachPlanBatchAdd({
        classId,
        courseId: v.courseId,
        teacherId: v.teacherId ?? undefined,
        room: v.room?.trim() || undefined,
        startDate: v.dates[0].format('YYYY-MM-DD'),
        endDate: v.dates[1].format('YYYY-MM-DD'),
        weekdays: v.weekdays,
        startTime: hhmm(v.times[0]),
        endTime: hhmm(v.times[1]),
        hours: v.hours,
        topic: v.topic?.trim() || undefined,
      });
      const { created, skipped } = answer.content!;
      message.success(skipped.length ? `已排${created}节课，停课日未排：${skipped.join('、')}` : `已排${created}节课`);
      onCreated();
    } catch {
      // The request layer has shown the server's message (a clash names the date).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="按周排课" size="small">
      <Form form={form} layout="inline" initialValues={{ hours: 1, weekdays: [] }} style={{ rowGap: 12 }}>
        <Form.Item name="courseId" label="消耗课程" rules={[{ required: true, message: '请选择课程' }]}>
          <RelationSelect field={planPickers.course} />
        </Form.Item>
        <Form.Item name="teacherId" label="上课教师">
          <RelationSelect field={planPickers.teacher} />
        </Form.Item>
        <Form.Item name="room" label="教室">
          <Input maxLength={50} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="dates" label="日期范围" rules={[{ required: true, message: '请选择日期范围' }]}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="weekdays" label="每周" rules={[{ required: true, type: 'array', min: 1, message: '请选择上课日' }]}>
          <Checkbox.Group options={weekdayOptions} />
        </Form.Item>
        <Form.Item name="times" label="上课时间" rules={[{ required: true, message: '请选择上课时间' }]}>
          <TimePicker.RangePicker format="HH:mm" minuteStep={5} />
        </Form.Item>
        <Form.Item name="hours" label="每节消耗课时" rules={[{ required: true, message: '请输入课时' }]}>
          <InputNumber min={0} max={20} precision={0} />
        </Form.Item>
        <Form.Item name="topic" label="上课内容">
          <Input maxLength={100} />
        </Form.Item>
        <Button type="primary" loading={busy} onClick={submit}>
          生成课表
        </Button>
      </Form>
    </Card>
  );
}
