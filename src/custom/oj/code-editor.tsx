import Editor from '@monaco-editor/react';
import './monaco-setup';

/** The OJ code editor: Monaco with the language's highlighting, loaded from the app's own bundle. */
export function CodeEditor({ language, value, onChange, height = 420 }: { language: string; value: string; onChange(value: string): void; height?: number }) {
  return (
    <div data-testid="code-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      <Editor
        height={height}
        language={language}
        value={value}
        onChange={(v) => onChange(v ?? '')}
        options={{ minimap: { enabled: false }, fontSize: 14, tabSize: 4, scrollBeyondLastLine: false, automaticLayout: true }}
      />
    </div>
  );
}
