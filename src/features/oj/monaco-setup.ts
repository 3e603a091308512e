import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/languages/definitions/cpp/register';
import 'monaco-editor/languages/definitions/python/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

/**
 * @monaco-editor/react fetches Monaco from a CDN by default; the machines running the platform
 * have no internet, so it is handed the bundled package instead, with only the core editor and
 * the C/C++ and Python highlighters (the judge's languages) and Vite-built workers.
 */
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
loader.config({ monaco });
