import { CheckCircleFilled, ClockCircleFilled } from '@ant-design/icons';
import { Button, Empty, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StudentHomework } from '../../api/generated/api.schemas';
import { workKindNames } from '../../../shared/work-kind-names';
import { openWork } from '../classroom/work-links';
import { deadlineText, stateColors, stateNames } from './homework-states';
import { HandInDialog } from './hand-in-dialog';

/** Still open to a hand-in (or a new one replacing it) until the late window closes. */
const canHandIn = (h: StudentHomework) => new Date(h.lateUntil).getTime() >= Date.now();

/** My homework as friendly rows: what, when due, my state, and 交作业 / 看作品. */
export function StudentHomeworkList({ list, emptyText }: { list: StudentHomework[]; emptyText: string }) {
  const navigate = useNavigate();
  const [handing, setHanding] = useState<StudentHomework | null>(null);
  if (list.length === 0) return <Empty description={emptyText} />;
  return (
    <>
      <Space direction="vertical" style={{ width: '100%' }} data-testid="my-homework">
        {list.map((h) => (
          <div key={h.id} style={{ background: h.state === 'lateOpen' ? '#fffbeb' : '#f0fdf4', borderRadius: 14, padding: '10px 14px', display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
            {h.state === 'handedIn' || h.state === 'late' ? <CheckCircleFilled style={{ color: '#22c55e', fontSize: 22 }} /> : <ClockCircleFilled style={{ color: h.state === 'lateOpen' ? '#f59e0b' : '#3b82f6', fontSize: 22 }} />}
            <div style={{ flex: 1, minWidth: 180 }}>
              <div style={{ fontWeight: 700, fontSize: 16 }}>
                {h.title} <Tag color={stateColors[h.state]}>{stateNames[h.state]}</Tag>
                {h.kind ? <Tag>{workKindNames[h.kind]}</Tag> : null}
              </div>
              <div style={{ color: '#64748b' }}>{h.lessonTitle} · {deadlineText(h)}</div>
              {h.workTitle ? <div style={{ color: '#16a34a' }}>已交：{h.workTitle}</div> : null}
            </div>
            <Space>
              {h.workId && h.workKind ? <Button shape="round" onClick={() => openWork(navigate, h.workKind!, h.workId!, canHandIn(h) ? h.id : undefined)}>看作品</Button> : null}
              {canHandIn(h) ? <Button type="primary" shape="round" onClick={() => setHanding(h)}>{h.workId ? '重新提交' : '交作业'}</Button> : null}
            </Space>
          </div>
        ))}
      </Space>
      <HandInDialog homework={handing} onClose={() => setHanding(null)} />
    </>
  );
}
