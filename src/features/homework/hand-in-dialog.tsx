import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Modal, Radio, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { StudentHomework, WorkSummary } from '../../api/generated/api.schemas';
import { studentHandInHomework } from '../../api/generated/homework';
import { workList } from '../../api/generated/works';
import { content } from '../../api/request';
import { workKindNames } from '../../../shared/work-kind-names';
import { kindColors, openWork } from '../classroom/work-links';
import { deadlineText } from './homework-states';
import { homeworkKey } from './use-homework';

/**
 * 交作业: pick one of my works (of the kind the homework asks for) and hand it in. Too late is
 * refused by the server with its message; the choice stays so nothing is lost.
 */
export function HandInDialog({ homework, onClose }: { homework: StudentHomework | null; onClose: () => void }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const kind = homework?.kind ?? undefined;
  const works = useQuery({
    queryKey: ['works', 'hand-in', kind ?? 'all'],
    enabled: homework !== null,
    queryFn: () => content(workList({ pageNum: 1, pageSize: 100, ...(kind ? { kind } : {}) })),
  });
  const picked = chosen ?? homework?.workId ?? null;
  const submit = async () => {
    if (!homework || picked === null) return;
    setSaving(true);
    try {
      const answer = await studentHandInHomework({ homeworkId: homework.id, workId: picked });
      void message.success(answer.message || '作业已提交');
      void client.invalidateQueries({ queryKey: [homeworkKey] });
      setChosen(null);
      onClose();
    } catch {
      // The request layer shows why (too late, wrong kind); the choice stays.
    } finally {
      setSaving(false);
    }
  };
  const list = works.data?.list ?? [];
  return (
    <Modal
      title={homework ? `交作业 · ${homework.title}` : '交作业'}
      open={homework !== null}
      onCancel={() => { setChosen(null); onClose(); }}
      footer={[
        <Button key="cancel" onClick={() => { setChosen(null); onClose(); }}>取消</Button>,
        <Button key="ok" type="primary" disabled={picked === null} loading={saving} onClick={() => void submit()}>{homework?.workId ? '重新提交' : '提交'}</Button>,
      ]}
    >
      {homework ? (
        <p style={{ color: '#64748b' }}>
          {deadlineText(homework)}
          {homework.kind ? `，要交${workKindNames[homework.kind]}作品` : ''}
          {homework.description ? <><br />{homework.description}</> : null}
        </p>
      ) : null}
      {!works.isLoading && list.length === 0 ? (
        <Empty description={kind ? `还没有${workKindNames[kind]}作品` : '还没有作品'}>
          {kind ? <Button type="primary" shape="round" onClick={() => openWork(navigate, kind, undefined, homework?.id)}>去创作{workKindNames[kind]}作品</Button> : null}
        </Empty>
      ) : (
        <Radio.Group value={picked} onChange={(e) => setChosen(e.target.value as number)} style={{ width: '100%' }}>
          <Space direction="vertical" style={{ width: '100%', maxHeight: 320, overflow: 'auto' }}>
            {list.map((w: WorkSummary) => (
              <Radio key={w.id} value={w.id}>
                <Tag color={kindColors[w.kind]}>{workKindNames[w.kind]}</Tag>
                {w.title}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      {list.length > 0 && (kind === 'python' || kind === 'cpp') ? (
        <Button type="link" style={{ paddingLeft: 0, marginTop: 8 }} onClick={() => openWork(navigate, kind, undefined, homework?.id)}>
          在{workKindNames[kind]}编辑器里写一个新的，写完直接交
        </Button>
      ) : null}
    </Modal>
  );
}
