import 'katex/dist/katex.min.css';
import ReactMarkdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

/** A question stem as students will read it: Markdown with tables and formulas; raw HTML is not rendered. */
export function MarkdownView({ source }: { source: string }) {
  return (
    <div className="markdown-view" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: '4px 12px', minHeight: 96, overflowX: 'auto' }}>
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkMath]} rehypePlugins={[rehypeKatex]}>
        {source}
      </ReactMarkdown>
    </div>
  );
}
