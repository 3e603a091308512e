import { lazy, Suspense } from 'react';
import { loadChunk } from '../../app/chunk-load/chunk-load-error';

// The Markdown and KaTeX code (and its stylesheet) loads with the first text shown, not with the area.
const MarkdownRender = lazy(() => loadChunk(() => import('./markdown-render')).then((m) => ({ default: m.MarkdownRender })));

/** Renders Markdown once its code has loaded (see MarkdownRender). */
export function LazyMarkdown({ text }: { text: string }) {
  return (
    <Suspense fallback={null}>
      <MarkdownRender text={text} />
    </Suspense>
  );
}
