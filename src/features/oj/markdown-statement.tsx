import 'katex/dist/katex.min.css';
import ReactMarkdown from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

/** Problem text in Markdown with $math$ and images; raw HTML is not rendered (react-markdown's default), so it cannot inject script. */
export function MarkdownStatement({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div className="oj-markdown" style={{ lineHeight: 1.8 }}>
      <ReactMarkdown remarkPlugins={[remarkGfm, remarkMath]} rehypePlugins={[rehypeKatex]}>
        {text}
      </ReactMarkdown>
    </div>
  );
}
