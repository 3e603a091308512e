/**
 * The inline styles a notice may keep: text formatting and spacing only. Anything that moves
 * a block out of the flow or over the page (position, z-index, top/left, transform, negative
 * margins, fixed sizes) is dropped, so a notice can never cover the screen it is shown on.
 * The server applies it when a notice is saved, the web app again when one is shown (notices
 * stored before the rule included).
 */
const length = String.raw`(?:0|\d{1,3}(?:\.\d{1,2})?(?:px|pt|em|rem|%))`;
const spacing = new RegExp(String.raw`^(?:${length}|auto)(?:\s+(?:${length}|auto)){0,3}$`, 'i');
const color = /^(?:#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(?:,\s*(?:0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;

export const noticeStyles: Readonly<Record<string, RegExp>> = {
  color,
  'background-color': color,
  'font-size': new RegExp(String.raw`^(?:${length}|xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)$`, 'i'),
  'font-weight': /^(?:normal|bold|bolder|lighter|[1-9]00)$/i,
  'font-style': /^(?:normal|italic|oblique)$/i,
  'font-family': /^[\w\s,"'\u4e00-\u9fa5-]{1,100}$/,
  'text-decoration': /^(?:none|underline|overline|line-through)(?:\s+(?:underline|overline|line-through))*$/i,
  'text-align': /^(?:left|right|center|justify|start|end)$/i,
  'text-indent': new RegExp(`^${length}$`, 'i'),
  'line-height': new RegExp(String.raw`^(?:normal|\d{1,2}(?:\.\d{1,2})?|${length})$`, 'i'),
  'letter-spacing': new RegExp(`^(?:normal|${length})$`, 'i'),
  'vertical-align': /^(?:baseline|sub|super|top|middle|bottom|text-top|text-bottom)$/i,
  ...Object.fromEntries(['margin', 'padding'].flatMap((box) => [box, ...['top', 'right', 'bottom', 'left'].map((side) => `${box}-${side}`)].map((name) => [name, spacing]))),
};

/**
 * A style attribute reduced to the declarations of the safe list whose values match it; ''
 * when none is left. Values the list accepts hold no ';', quotes-in-url or parentheses beyond
 * rgb(), so splitting on ';' and the first ':' reads them exactly.
 */
export function safeNoticeStyle(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return null;
      const name = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      const rule = Object.hasOwn(noticeStyles, name) ? noticeStyles[name] : undefined;
      return rule?.test(value) ? `${name}:${value}` : null;
    })
    .filter((kept): kept is string => kept !== null)
    .join(';');
}
