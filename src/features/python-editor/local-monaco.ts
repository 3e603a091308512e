import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor/editor.api';
import 'monaco-editor/languages/definitions/python/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

// Monaco from the app's own bundle: @monaco-editor/react would otherwise fetch it from a CDN,
// and schools' networks (and this product's servers) may have no internet. Only the editor
// core and Python colouring are bundled; the basic worker covers them.
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
loader.config({ monaco });
