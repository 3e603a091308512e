import { memo } from 'react';
import { fingerColors, keyFor, keyboardRows, rowOffsets } from '../content/keyboard-layout';

interface Props {
  /** The character to type next: its key is raised, and Shift when needed. */
  next?: string;
  /** Per-key weakness 0..1: the heat map colours keys from green to red. */
  heat?: Record<string, number>;
  /** Keys a lesson introduces or the student chose as focus. */
  marked?: string;
  onPick?: (key: string) => void;
  unit?: number;
}

const heatColor = (w: number) => `hsl(${Math.round(120 - 120 * w)}, 75%, ${72 - w * 12}%)`;

/** The standard US keyboard, each key in its finger's colour (or the heat map's). */
export const OnScreenKeyboard = memo(function OnScreenKeyboard({ next, heat, marked = '', onPick, unit = 46 }: Props) {
  const target = next ? keyFor(next) : undefined;
  const gap = 5;
  const width = unit * 14.5;
  return (
    <div style={{ position: 'relative', width, height: (unit + gap) * 5, margin: '0 auto' }} aria-label="屏幕键盘" data-testid="on-screen-keyboard">
      {keyboardRows.map((row, r) =>
        row.map((cap, c) => {
          const left = (rowOffsets[r] + c) * (unit + gap);
          const w = (cap.width ?? 1) * unit + ((cap.width ?? 1) - 1) * gap;
          const isNext = target?.cap === cap;
          const weak = heat?.[cap.key];
          const background = heat ? (weak === undefined ? '#f1f3f5' : heatColor(weak)) : fingerColors[cap.finger];
          return (
            <div
              key={cap.key}
              className={`tp-key${isNext ? ' next' : ''}${marked.includes(cap.key) && cap.key !== ' ' ? ' bump' : ''}`}
              style={{ left, top: r * (unit + gap), width: w, height: unit, background, cursor: onPick ? 'pointer' : undefined }}
              onClick={onPick && cap.key !== ' ' ? () => onPick(cap.key) : undefined}
              title={heat && weak !== undefined ? `薄弱程度 ${Math.round(weak * 100)}%` : undefined}
            >
              {cap.key === ' ' ? '空格' : cap.key.toUpperCase()}
            </div>
          );
        }),
      )}
      {target?.shift && <div style={{ position: 'absolute', right: 0, top: 3 * (unit + gap), padding: '12px 10px', borderRadius: 8, background: '#ffd43b', fontWeight: 700 }}>按住 Shift</div>}
    </div>
  );
});
