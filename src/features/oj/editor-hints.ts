import { useQuery } from '@tanstack/react-query';
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { editorHints } from '../../api/generated/editor';
import type { EditorHints, EditorHintsBodyLanguage } from '../../api/generated/api.schemas';
import { content, withFlags } from '../../api/request';

/** Monaco's language ids of the editors → the languages code prompts are kept for. */
const promptLanguages: Record<string, EditorHintsBodyLanguage> = { python: 'python', cpp: 'cpp', c: 'cpp' };

/**
 * Whether the school's editors show hints (编辑器提示, decided by the server) and the code
 * prompts of the language; undefined while loading, so the editor keeps Monaco's defaults.
 */
export function useEditorHints(monacoLanguage: string): EditorHints | undefined {
  const language = promptLanguages[monacoLanguage];
  const answer = useQuery({
    queryKey: ['editor-hints', language],
    enabled: language !== undefined,
    staleTime: 5 * 60_000,
    queryFn: () => content(editorHints({ language: language! }, withFlags({ silent: true }))),
  });
  return answer.data;
}

/** Monaco options that switch every kind of suggestion off, for schools without 编辑器提示. */
export const noHintOptions: Monaco.editor.IStandaloneEditorConstructionOptions = {
  quickSuggestions: false,
  suggestOnTriggerCharacters: false,
  wordBasedSuggestions: 'off',
  parameterHints: { enabled: false },
  snippetSuggestions: 'none',
};

/** Offers the prompts as snippet completions of the language; dispose when the editor goes. */
export function registerPromptCompletions(monaco: typeof Monaco, language: string, prompts: EditorHints['prompts']): Monaco.IDisposable {
  return monaco.languages.registerCompletionItemProvider(language, {
    provideCompletionItems(model, position) {
      const word = model.getWordUntilPosition(position);
      const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn };
      return {
        suggestions: prompts.map((p) => ({
          label: p.keyword,
          kind: monaco.languages.CompletionItemKind.Snippet,
          detail: p.description ?? undefined,
          insertText: p.snippet,
          insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet,
          range,
        })),
      };
    },
  });
}
