import type { CSSProperties, ReactNode } from 'react';

/** Bright, rounded frame shared by the classroom's editors: a coloured header with the page name and a white working area. */
export function EditorFrame({ title, icon, color, toolbar, children }: { title: string; icon: ReactNode; color: string; toolbar: ReactNode; children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #e0f2fe 0%, #fef9c3 60%, #fce7f3 100%)', padding: 16 }}>
      <div style={{ maxWidth: 1280, margin: '0 auto' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
          <span style={{ fontSize: 32, color }} aria-hidden>{icon}</span>
          <h1 style={{ margin: 0, fontSize: 24, color }}>{title}</h1>
        </div>
        <div style={panel}>{toolbar}</div>
        <div style={{ ...panel, marginTop: 12 }}>{children}</div>
      </div>
    </div>
  );
}

export const panel: CSSProperties = { background: '#fff', borderRadius: 16, padding: 16, boxShadow: '0 4px 16px rgba(59,130,246,0.12)' };

export function OutputConsole({ lines, children, testId = 'program-output' }: { lines: { text: string; kind: string }[]; children?: ReactNode; testId?: string }) {
  const colors: Record<string, string> = { stdout: '#e5e7eb', stderr: '#fca5a5', input: '#86efac', error: '#fda4af', info: '#93c5fd' };
  return (
    <div style={{ background: '#1e293b', borderRadius: 12, padding: 12, minHeight: 160, maxHeight: 320, overflow: 'auto', fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 14 }}>
      <pre data-testid={testId} style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {lines.length === 0 ? <span style={{ color: '#64748b' }}>点击「运行」，程序的输出会显示在这里</span> : null}
        {lines.map((line, i) => (
          <span key={i} style={{ color: colors[line.kind] ?? '#e5e7eb', display: line.kind === 'error' || line.kind === 'info' ? 'block' : 'inline' }}>
            {line.text}
          </span>
        ))}
      </pre>
      {children}
    </div>
  );
}
