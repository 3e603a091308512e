import { memo } from 'react';

export interface LiveStats {
  wpm: number;
  accuracy: number;
  seconds: number;
  errors: number;
}

/** Live speed, accuracy, time and mistakes above the exercise. */
export const StatsBar = memo(function StatsBar({ wpm, accuracy, seconds, errors, extra }: LiveStats & { extra?: React.ReactNode }) {
  const item = (value: string | number, label: string, testId: string) => (
    <div className="tp-stat" data-testid={testId}>
      <b>{value}</b>
      <span>{label}</span>
    </div>
  );
  return (
    <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap', margin: '12px 0' }}>
      {item(Math.round(wpm), '词/分钟', 'stat-wpm')}
      {item(Math.round(wpm * 5), '字/分钟', 'stat-cpm')}
      {item(`${Math.round(accuracy)}%`, '正确率', 'stat-accuracy')}
      {item(`${Math.floor(seconds)}秒`, '用时', 'stat-time')}
      {item(errors, '错误', 'stat-errors')}
      {extra}
    </div>
  );
});
