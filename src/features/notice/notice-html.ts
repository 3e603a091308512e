import DOMPurify from 'dompurify';
import { safeNoticeStyle } from '../../../shared/account-safety/notice-style';

/** A purifier of its own, so the style rule below applies to notices only. */
const purifier = DOMPurify();
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style') return;
  data.attrValue = safeNoticeStyle(data.attrValue);
  if (!data.attrValue) data.keepAttr = false;
});

/**
 * Notice HTML is sanitized by the server on save and again here before display, styles
 * included: a notice stored before the safe list cannot cover the page either.
 */
export function safeNoticeHtml(html: string): string {
  return purifier.sanitize(html, { FORBID_TAGS: ['script', 'style', 'iframe', 'form'], FORBID_ATTR: ['srcdoc'] });
}
