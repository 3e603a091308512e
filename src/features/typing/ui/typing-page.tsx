import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { loadProgress, saveSettings, useProgress } from '../engine/progress-store';
import { lacksPhysicalKeyboard } from '../engine/physical-keyboard';
import { TypingStyles } from './typing-styles';

interface Props {
  title: string;
  subtitle?: string;
  /** Screens that need typing say so; the planet map works on a tablet too. */
  needsKeyboard?: boolean;
  children: ReactNode;
}

/**
 * The frame of every typing screen: loads the student's record, and stands in for the screen
 * when the campus has not opened the planet (打字星球 switch) or the device has no keyboard.
 */
export function TypingPage({ title, subtitle, needsKeyboard = true, children }: Props) {
  const { status, localOnly, progress } = useProgress();
  const [noKeyboard, setNoKeyboard] = useState(() => needsKeyboard && lacksPhysicalKeyboard());
  useEffect(() => {
    void loadProgress();
  }, []);
  const muted = progress.typingHistory.settings?.muted === true;

  let body: ReactNode;
  if (status === 'loading') body = <Spin size="large" style={{ display: 'block', margin: '80px auto' }} />;
  else if (status === 'off') body = <Result status="info" title="本校区未开通打字星球" subTitle="请联系老师开通后，再来星球探险吧！" data-testid="typing-off" />;
  else if (noKeyboard)
    body = (
      <Result
        status="warning"
        title="打字星球需要实体键盘"
        subTitle="平板和手机的屏幕键盘练不了指法哦。请连接一个实体键盘，或者换到电脑上来练习。"
        extra={<Button onClick={() => setNoKeyboard(false)}>我已经连接了键盘</Button>}
        data-testid="typing-no-keyboard"
      />
    );
  else body = children;

  return (
    <div className="tp-area" style={{ maxWidth: 1100, margin: '0 auto', padding: '8px 12px 32px' }}>
      <TypingStyles />
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <h1 className="tp-title" style={{ flex: 1 }}>{title}</h1>
        <Button shape="round" icon={muted ? <MutedOutlined /> : <SoundOutlined />} onClick={() => void saveSettings({ muted: !muted })} aria-pressed={muted} data-testid="typing-mute">
          {muted ? '声音已关' : '声音已开'}
        </Button>
      </div>
      {subtitle && <p className="tp-sub">{subtitle}</p>}
      {localOnly && status === 'ready' && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="老师体验模式：练习成绩只保存在这台电脑上。" />}
      {body}
    </div>
  );
}
