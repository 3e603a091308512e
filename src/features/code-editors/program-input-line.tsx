import { Button, Input, Space } from 'antd';
import { useState } from 'react';

/** The line where a child answers the program's input(): Enter or 发送 hands it to the running program. */
export function ProgramInputLine({ onSend }: { onSend: (text: string) => void }) {
  const [answer, setAnswer] = useState('');
  const send = () => {
    onSend(answer);
    setAnswer('');
  };
  return (
    <Space.Compact style={{ width: '100%', marginTop: 8 }}>
      <Input autoFocus aria-label="程序输入" placeholder="在这里输入，按回车发送" value={answer} onChange={(e) => setAnswer(e.target.value)} onPressEnter={send} />
      <Button type="primary" onClick={send}>发送</Button>
    </Space.Compact>
  );
}
