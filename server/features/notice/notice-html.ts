import sanitizeHtml from 'sanitize-html';

/** What notice HTML may contain: formatting, links and images; never script, handlers or frames. */
const options: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'span', 'u', 's', 'font']),
  allowedAttributes: { ...sanitizeHtml.defaults.allowedAttributes, '*': ['style'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

/** Script in any form: a script element, an inline handler or a javascript: URL. */
const scriptLike = /<\s*script\b|\bon[a-z]+\s*=|javascript\s*:/i;

export function containsScript(html: string): boolean {
  return scriptLike.test(html);
}

export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, options);
}
