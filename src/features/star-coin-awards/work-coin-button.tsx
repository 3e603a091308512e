import { StarOutlined } from '@ant-design/icons';
import { App, Button, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { lectureWorkGrant } from '../../api/generated/star-coin';
import { content } from '../../api/request';

/**
 * 奖励星币 for one work (lectureWorkGrant): the teacher picks the coins; the server pays them once
 * per work within the campus daily limit, and says why when it pays nothing.
 */
export function WorkCoinButton({ workId }: { workId: number }) {
  const { message } = App.useApp();
  const [amount, setAmount] = useState(2);
  const [busy, setBusy] = useState(false);
  const grant = async () => {
    setBusy(true);
    try {
      const [award] = await content(lectureWorkGrant({ workId, amount }));
      message.success(`已奖励 ${award.realName} ${award.coins} 星币`);
    } catch {
      // Refused (already rewarded, rule off, daily limit): the request layer has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact block style={{ marginTop: 12 }}>
      <InputNumber min={1} max={100} precision={0} value={amount} onChange={(v) => setAmount(v ?? 1)} aria-label="奖励星币数" addonAfter="星币" />
      <Button icon={<StarOutlined />} loading={busy} onClick={() => void grant()}>奖励星币</Button>
    </Space.Compact>
  );
}
