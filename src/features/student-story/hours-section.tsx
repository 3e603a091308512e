import { Empty, Table, Tag } from 'antd';
import { fenToYuan } from '../../../shared/finance/money-rules';
import type { StoryCourseHours, StoryHourEntry } from '../../api/generated/api.schemas';
import { chinaTime, hourEntryKinds } from './story-labels';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** 课时: each course's balance; expanding a course shows the ledger lines behind it, newest first. */
export function HoursSection({ hours }: { hours: StoryCourseHours[] }) {
  if (!hours.length) return <Empty description="还没有购买课程，暂无课时" />;
  return (
    <Table<StoryCourseHours>
      rowKey="courseId"
      dataSource={hours}
      pagination={false}
      size="middle"
      expandable={{
        expandRowByClick: true,
        expandedRowRender: (course) => (
          <Table<StoryHourEntry>
            rowKey="id"
            size="small"
            dataSource={course.entries}
            pagination={course.entries.length > 10 ? { pageSize: 10, size: 'small' } : false}
            locale={{ emptyText: '暂无课时流水' }}
            columns={[
              { title: '时间', dataIndex: 'createdAt', width: 170, render: chinaTime },
              { title: '类型', dataIndex: 'kind', width: 100, render: (k: number) => <Tag>{hourEntryKinds[k] ?? k}</Tag> },
              { title: '课时', dataIndex: 'hours', width: 80, align: 'right', render: (h: number) => <span style={{ color: h < 0 ? '#cf1322' : '#389e0d' }}>{signed(h)}</span> },
              { title: '价值（元）', dataIndex: 'value', width: 110, align: 'right', render: (v: number) => fenToYuan(v) },
              { title: '收据', dataIndex: 'receiptNo', width: 170, render: (n: string | null) => n ?? '—' },
              { title: '说明', dataIndex: 'reason', render: (r: string | null) => r ?? '—' },
            ]}
          />
        ),
      }}
      columns={[
        { title: '课程', dataIndex: 'courseName' },
        { title: '剩余课时', dataIndex: 'hours', align: 'right', render: (h: number) => <b style={{ color: h <= 2 ? '#cf1322' : undefined }}>{h} 课时</b> },
        { title: '剩余价值（元）', dataIndex: 'value', align: 'right', render: (v: number) => fenToYuan(v) },
        { title: '欠费（元）', dataIndex: 'owed', align: 'right', render: (v: number) => (v ? <span style={{ color: '#cf1322' }}>{fenToYuan(v)}</span> : '0.00') },
        { title: '流水', render: (_, c) => `${c.entries.length} 条` },
      ]}
    />
  );
}
