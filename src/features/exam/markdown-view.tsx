import { LazyMarkdown } from '../oj/lazy-markdown';

/** A question stem as students will read it: Markdown with tables and formulas; raw HTML is not rendered. */
export function MarkdownView({ source }: { source: string }) {
  return (
    <div className="markdown-view" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '4px 12px', minHeight: 96, overflowX: 'auto' }}>
      <LazyMarkdown text={source} />
    </div>
  );
}
