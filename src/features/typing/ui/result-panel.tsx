import { Button, Space } from 'antd';
import type { RunSummary } from '../model/keystroke-run';

const cheers = ['差一点点就过关啦，再试一次吧！', '过关啦！继续加油！', '太棒了！又快又准！', '完美！你是打字小明星！'];

interface Props {
  summary: RunSummary;
  /** Undefined for free practice, which has no level to pass. */
  stars?: number;
  target?: { wpm: number; accuracy: number };
  coins: number;
  unsaved: boolean;
  note?: string;
  onAgain(): void;
  next?: { label: string; go(): void };
}

/** After an exercise: stars, the figures, a cheer, and what to do next. */
export function ResultPanel({ summary, stars, target, coins, unsaved, note, onAgain, next }: Props) {
  const cheer = stars === undefined ? (summary.accuracy >= 95 ? '好准确！真了不起！' : '完成练习！多练几次会更快哦！') : cheers[stars];
  return (
    <div className="tp-card" style={{ textAlign: 'center', maxWidth: 640, margin: '16px auto' }} data-testid="typing-result" data-stars={stars ?? ''}>
      {stars !== undefined && (
        <div style={{ fontSize: 48, letterSpacing: 8 }} aria-label={`${stars} 颗星`}>
          {[1, 2, 3].map((n) => (
            <span key={n} style={{ color: n <= stars ? '#fab005' : '#dee2e6' }}>★</span>
          ))}
        </div>
      )}
      <div style={{ fontSize: 26, fontWeight: 800, margin: '6px 0' }}>{cheer}</div>
      <div style={{ fontSize: 18 }}>
        速度 <b>{summary.wpm}</b> 词/分钟（{summary.cpm} 字/分钟）· 正确率 <b>{summary.accuracy}%</b> · 用时 {Math.round(summary.durationMs / 1000)} 秒
      </div>
      {target && stars === 0 && <div style={{ color: '#e8590c', marginTop: 6 }}>过关要求：速度 {target.wpm} 词/分钟，正确率 {target.accuracy}%</div>}
      {coins > 0 && <div style={{ color: '#f08c00', fontSize: 18, marginTop: 6 }}>获得 {coins} 颗星币！</div>}
      {unsaved && <div style={{ color: '#868e96', marginTop: 6 }}>网络断开了，成绩已保存在本机，联网后会自动上传。</div>}
      {note && <div style={{ marginTop: 6 }}>{note}</div>}
      <Space style={{ marginTop: 16 }} size="large">
        <Button size="large" onClick={onAgain}>再来一次</Button>
        {next && (
          <Button size="large" type="primary" onClick={next.go} data-testid="typing-next">
            {next.label}
          </Button>
        )}
      </Space>
    </div>
  );
}
