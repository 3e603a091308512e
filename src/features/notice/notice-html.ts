import DOMPurify from 'dompurify';

/** Notice HTML is sanitized by the server on save and again here before display. */
export function safeNoticeHtml(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['script', 'style', 'iframe', 'form'], FORBID_ATTR: ['srcdoc'] });
}
