import { LazyMarkdown } from '../oj/lazy-markdown';

/** A question stem as students will read it: Markdown with tables and formulas; raw HTML is not rendered. */
export function MarkdownView({ source }: { source: string }) {
  return (
    <div className="markdown-view" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '4px 12px', minHeight: 96, overflowX: 'auto' }}>
      <LazyMarkdown text={source} />
    </div>
  );
}

/**
 * A stem as a student answers it: the same Markdown the teacher's preview shows (code, tables,
 * formulas), without the preview's frame, so `print()` is code and not backticks.
 */
export function StemView({ source }: { source: string }) {
  return (
    <div className="markdown-view" data-testid="question-stem" style={{ marginBottom: 12, overflowX: 'auto' }}>
      <LazyMarkdown text={source} />
    </div>
  );
}
