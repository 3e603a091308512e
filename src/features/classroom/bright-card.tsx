import type { CSSProperties, ReactNode } from 'react';

/** The student classroom's friendly card: rounded, white, a coloured top edge and a big heading (its extra wraps below it on a phone). */
export function BrightCard({ title, icon, color = '#3b82f6', extra, children, style }: { title: ReactNode; icon?: ReactNode; color?: string; extra?: ReactNode; children: ReactNode; style?: CSSProperties }) {
  return (
    <section style={{ background: '#fff', borderRadius: 20, borderTop: `6px solid ${color}`, padding: 20, boxShadow: '0 6px 20px rgba(15,23,42,0.08)', ...style }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', marginBottom: 12, gap: 8 }}>
        <h2 style={{ margin: 0, fontSize: 20, color: '#1e293b' }}>
          {icon ? <span aria-hidden style={{ marginRight: 8, color }}>{icon}</span> : null}
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

export const pageBackground: CSSProperties = { background: 'linear-gradient(160deg, #e0f2fe 0%, #fef9c3 55%, #fce7f3 100%)', borderRadius: 24, padding: 20, minHeight: '80vh' };
