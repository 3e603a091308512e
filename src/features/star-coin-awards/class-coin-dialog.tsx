import { StarFilled } from '@ant-design/icons';
import { App, Button, Checkbox, InputNumber, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import type { ClassStudent, CoinAward } from '../../api/generated/api.schemas';
import { classRoomGrant } from '../../api/generated/star-coin';

/** Why a student got nothing, as the teacher reads it beside the name. */
const outcomeNames: Record<CoinAward['outcome'], { text: string; color: string }> = {
  paid: { text: '已奖励', color: 'gold' },
  already: { text: '今天已奖励过', color: 'default' },
  ruleOff: { text: '未开启星币', color: 'default' },
  limit: { text: '已达每日上限', color: 'orange' },
};

/**
 * 课堂表现奖励 (classRoomGrant) from the class page: the whole class is ticked, the teacher may untick
 * someone, picks the coins and gives them at once. The server pays each student once per class and
 * day within the campus limit; each name then shows what it got.
 */
export function ClassCoinButton({ classId, students }: { classId: number; students: ClassStudent[] }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(2);
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Record<number, CoinAward>>({});
  const show = () => {
    setPicked(students.map((s) => s.id));
    setResults({});
    setOpen(true);
  };
  const grant = async () => {
    setBusy(true);
    try {
      const answer = await classRoomGrant({ classId, studentIds: picked, amount });
      setResults(Object.fromEntries((answer.content ?? []).map((a) => [a.studentId, a])));
      void message.success(answer.message || '已奖励');
    } catch {
      // Nobody could be paid (already today, rule off, daily limit): the request layer has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<StarFilled style={{ color: '#f59e0b' }} />} onClick={show} disabled={students.length === 0} shape="round">
        课堂表现奖励
      </Button>
      <Modal
        title="课堂表现奖励星币"
        open={open}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="close" onClick={() => setOpen(false)}>关闭</Button>,
          <Button key="ok" type="primary" loading={busy} disabled={picked.length === 0} onClick={() => void grant()}>
            奖励 {picked.length} 名学员
          </Button>,
        ]}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space>
            每人
            <InputNumber min={1} max={100} precision={0} value={amount} onChange={(v) => setAmount(v ?? 1)} aria-label="每人奖励星币数" addonAfter="星币" />
            <Checkbox checked={picked.length === students.length} indeterminate={picked.length > 0 && picked.length < students.length} onChange={(e) => setPicked(e.target.checked ? students.map((s) => s.id) : [])}>
              全班
            </Checkbox>
          </Space>
          <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])} style={{ width: '100%' }}>
            <Space direction="vertical" data-testid="class-coin-students">
              {students.map((s) => (
                <Checkbox key={s.id} value={s.id}>
                  {s.realName}
                  {results[s.id] ? (
                    <Tag color={outcomeNames[results[s.id].outcome].color} style={{ marginLeft: 8 }}>
                      {outcomeNames[results[s.id].outcome].text}
                      {results[s.id].outcome === 'paid' ? ` ${results[s.id].coins} 星币` : ''}
                    </Tag>
                  ) : null}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
          <div style={{ color: '#94a3b8' }}>每名学员每个班每天可获一次课堂表现奖励，受本校区星币规则的每日上限约束。</div>
        </Space>
      </Modal>
    </>
  );
}
