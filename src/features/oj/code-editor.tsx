import Editor, { type Monaco } from '@monaco-editor/react';
import { useEffect, useState } from 'react';
import './monaco-setup';
import { noHintOptions, registerPromptCompletions, useEditorHints } from './editor-hints';

const baseOptions = { minimap: { enabled: false }, fontSize: 14, tabSize: 4, scrollBeyondLastLine: false, automaticLayout: true };

/**
 * The OJ code editor: Monaco with the language's highlighting, loaded from the app's own bundle.
 * Its suggestions and the platform's code prompts follow the school's 编辑器提示 authorization.
 */
export function CodeEditor({ language, value, onChange, height = 420 }: { language: string; value: string; onChange(value: string): void; height?: number }) {
  const hints = useEditorHints(language);
  const [monaco, setMonaco] = useState<Monaco | null>(null);
  useEffect(() => {
    if (!monaco || !hints?.prompts.length) return;
    const registration = registerPromptCompletions(monaco, language, hints.prompts);
    return () => registration.dispose();
  }, [monaco, hints, language]);
  return (
    <div data-testid="code-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }}>
      <Editor
        height={height}
        language={language}
        value={value}
        onChange={(v) => onChange(v ?? '')}
        onMount={(_, instance) => setMonaco(instance)}
        options={hints && !hints.showHint ? { ...baseOptions, ...noHintOptions } : baseOptions}
      />
    </div>
  );
}
