import Editor from '@monaco-editor/react';
import './local-monaco';

/**
 * Monaco together with its local set-up, as one module a page can load lazily: the Python page
 * then starts Pyodide while Monaco (the bigger download) is still arriving.
 */
export const LocalMonacoEditor = Editor;
