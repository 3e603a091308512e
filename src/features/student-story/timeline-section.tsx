import { Button, DatePicker, Empty, Select, Space, Spin, Tag, Timeline } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { fenToYuan } from '../../../shared/finance/money-rules';
import { workKindNames } from '../../../shared/work-kind-names';
import type { StoryEvent, StoryEventKind } from '../../api/generated/api.schemas';
import { attendanceStates, chinaTime, eventKinds, examKinds, hourEntryKinds, receiptKinds, starSources } from './story-labels';
import { verdictLabels } from '../oj/oj-meta';
import { useStoryTimeline } from './use-student-story';

const kindOf = Object.fromEntries(eventKinds.map((k) => [k.kind, k]));

/** What one event says besides its title, in the words of its own screen. */
function eventFigure(e: StoryEvent): string {
  const n = e.figure ?? 0;
  switch (e.kind) {
    case 'lesson': return `${attendanceStates[Number(e.status)]?.label ?? ''}${n ? ` · ${n} 课时` : ''}${e.detail ? ` · ${e.detail}` : ''}`;
    case 'hour': return `${hourEntryKinds[Number(e.status)] ?? ''} ${n > 0 ? '+' : ''}${n} 课时${e.detail ? ` · ${e.detail}` : ''}`;
    case 'receipt': return `${receiptKinds[Number(e.status)] ?? ''} ${fenToYuan(n)} 元${e.detail ? ` · ${e.detail}` : ''}`;
    case 'exam': return `${examKinds[e.detail ?? ''] ?? ''} ${n} / ${e.status} 分`;
    case 'oj': return `${verdictLabels[e.status ?? '']?.text ?? e.status}（${e.status}）· ${e.detail ?? ''}`;
    case 'star': return `${n > 0 ? '+' : ''}${n} 枚 · ${starSources[e.detail ?? ''] ?? e.detail ?? ''}`;
    case 'comment': return `${e.status === 'work' ? `作品点评${e.figure !== null ? ` ${n} 分` : ''}` : `课堂评价${e.figure ? ` ${'★'.repeat(n)}` : ''}`}：${e.detail ?? ''}`;
    case 'work': return `新建${workKindNames[e.detail as keyof typeof workKindNames] ?? ''}作品`;
    case 'homework': return '提交作业';
  }
  return '';
}

/** 时间线: everything the student did and was given, newest first, filtered by kind and dates, loaded a page at a time. */
export function TimelineSection({ studentId }: { studentId: number }) {
  const [kinds, setKinds] = useState<StoryEventKind[]>([]);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const filter = { studentId, kinds: kinds.length ? kinds : undefined, from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') };
  const { data, isLoading, fetchNextPage, hasNextPage, isFetchingNextPage } = useStoryTimeline(filter);
  const events = data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <div>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<StoryEventKind[]>
          mode="multiple"
          allowClear
          placeholder="全部类型"
          style={{ minWidth: 280 }}
          value={kinds}
          onChange={setKinds}
          options={eventKinds.map((k) => ({ value: k.kind, label: k.label }))}
          aria-label="时间线类型"
        />
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v)} allowEmpty={[true, true]} aria-label="时间线日期" />
      </Space>
      {isLoading ? (
        <Spin />
      ) : events.length === 0 ? (
        <Empty description={kinds.length || range ? '所选类型和日期内没有记录' : '还没有任何记录'} />
      ) : (
        <>
          <Timeline
            items={events.map((e) => ({
              key: e.key,
              color: kindOf[e.kind]?.color,
              children: (
                <div data-testid="story-event">
                  <Space size={8} wrap>
                    <span style={{ color: '#64748b', fontVariantNumeric: 'tabular-nums' }}>{chinaTime(e.at)}</span>
                    <Tag color={kindOf[e.kind]?.color}>{kindOf[e.kind]?.label}</Tag>
                    <b>{e.title}</b>
                  </Space>
                  <div style={{ color: '#334155', marginTop: 2 }}>{eventFigure(e)}</div>
                </div>
              ),
            }))}
          />
          {hasNextPage ? <Button onClick={() => fetchNextPage()} loading={isFetchingNextPage}>加载更多</Button> : <div style={{ color: '#94a3b8' }}>已显示全部 {events.length} 条</div>}
        </>
      )}
    </div>
  );
}
