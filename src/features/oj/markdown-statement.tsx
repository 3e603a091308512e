import { LazyMarkdown } from './lazy-markdown';

/** Problem text in Markdown with $math$ and images. */
export function MarkdownStatement({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div className="oj-markdown" style={{ lineHeight: 1.8 }}>
      <LazyMarkdown text={text} />
    </div>
  );
}
