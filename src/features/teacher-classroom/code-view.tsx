/** Program text shown read-only with line numbers, for reading a student's work. */
export function CodeView({ code }: { code: string }) {
  const lines = code.split('\n');
  return (
    <pre data-testid="code-view" style={{ margin: 0, background: '#0f172a', color: '#e2e8f0', borderRadius: 8, padding: 12, maxHeight: 480, overflow: 'auto', fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 14, lineHeight: 1.6 }}>
      {lines.map((line, i) => (
        <div key={i} style={{ display: 'flex' }}>
          <span aria-hidden style={{ width: 40, flex: 'none', color: '#475569', textAlign: 'right', paddingRight: 12, userSelect: 'none' }}>{i + 1}</span>
          <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{line}</span>
        </div>
      ))}
    </pre>
  );
}
