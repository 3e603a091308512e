import sanitizeHtml from 'sanitize-html';
import { safeNoticeStyle } from '../../../shared/account-safety/notice-style';

/** Every element's style reduced to the safe list; an attribute left empty is dropped. */
function keepSafeStyle(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { style, ...rest } = attribs;
  const safe = style === undefined ? '' : safeNoticeStyle(style);
  return { tagName, attribs: safe ? { ...rest, style: safe } : rest };
}

/**
 * What notice HTML may contain: formatting, links and images; never script, handlers or
 * frames, and only styles that format text (nothing that can cover the page).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'span', 'u', 's', 'font']),
  allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, '*': ['style'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { '*': keepSafeStyle },
};

/** Script in any form: a script element, an inline handler or a javascript: URL. */
const scriptLike = /<\s*script\b|\bon[a-z]+\s*=|javascript\s*:/i;

export function containsScript(html: string): boolean {
  return scriptLike.test(html);
}

export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, options);
}
