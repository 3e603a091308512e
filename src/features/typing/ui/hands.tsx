import { memo } from 'react';
import { fingerColors, fingerNames, keyFor, type Finger } from '../content/keyboard-layout';

const left: Finger[] = ['L5', 'L4', 'L3', 'L2'];
const right: Finger[] = ['R2', 'R3', 'R4', 'R5'];
const heights = [44, 56, 62, 56];

function Hand({ fingers, active, mirror }: { fingers: Finger[]; active?: Finger; mirror?: boolean }) {
  const ordered = mirror ? fingers : fingers;
  return (
    <svg width={150} height={130} viewBox="0 0 150 130" style={{ transform: mirror ? 'scaleX(-1)' : undefined }}>
      <rect x={14} y={70} width={110} height={56} rx={26} fill="#ffe3c4" stroke="#e8b88a" strokeWidth={2} />
      {ordered.map((finger, i) => {
        const h = heights[mirror ? 3 - i : i] ?? 56;
        const on = active === finger;
        return <rect key={finger} x={16 + i * 26} y={78 - h + (on ? -8 : 0)} width={22} height={h + 8} rx={11} fill={on ? fingerColors[finger] : '#ffe3c4'} stroke={on ? '#1c7ed6' : '#e8b88a'} strokeWidth={on ? 3 : 2} />;
      })}
      <rect x={118} y={66} width={24} height={44} rx={12} transform="rotate(35 130 88)" fill={active === 'thumb' ? fingerColors.thumb : '#ffe3c4'} stroke={active === 'thumb' ? '#1c7ed6' : '#e8b88a'} strokeWidth={2} />
    </svg>
  );
}

/** Two hands over the keyboard: the finger for the next key lights up and is named. */
export const Hands = memo(function Hands({ next }: { next?: string }) {
  const cap = next ? keyFor(next) : undefined;
  const finger = cap?.cap.finger;
  const shiftHint = cap?.shift ? `，另一只手的小指按住 Shift` : '';
  return (
    <div style={{ textAlign: 'center' }}>
      <div style={{ display: 'flex', justifyContent: 'center', gap: 60 }}>
        <Hand fingers={left} active={finger} />
        <Hand fingers={right} active={finger} mirror />
      </div>
      <div style={{ fontSize: 18, fontWeight: 700, minHeight: 28 }} data-testid="finger-hint">
        {finger ? `用${fingerNames[finger]}按 ${next === ' ' ? '空格' : next}${shiftHint}` : '\u00a0'}
      </div>
    </div>
  );
});
