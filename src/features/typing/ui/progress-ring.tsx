/**
 * Today's goal as a ring: a plain SVG, so the planet map does not download antd's Progress
 * (and the tooltip machinery behind it) for one circle.
 */
export function ProgressRing({ percent, label, size = 150 }: { percent: number; label: string; size?: number }) {
  const stroke = 10;
  const radius = (size - stroke) / 2;
  const length = 2 * Math.PI * radius;
  const shown = Math.max(0, Math.min(100, percent));
  // At 0 % no arc at all: a zero-length stroke with round caps would still show a dot.
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} data-testid="daily-goal-ring">
      <defs>
        <linearGradient id="tp-ring" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#74c0fc" />
          <stop offset="100%" stopColor="#69db7c" />
        </linearGradient>
      </defs>
      <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="rgba(0,0,0,0.06)" strokeWidth={stroke} />
      {shown > 0 && (
        <circle
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          stroke="url(#tp-ring)"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${(length * shown) / 100} ${length}`}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      )}
      <text x="50%" y="50%" textAnchor="middle" dominantBaseline="central" fontSize={size / 7} fill="rgba(0,0,0,0.88)">
        {label}
      </text>
    </svg>
  );
}
