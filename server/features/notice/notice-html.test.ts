import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from './notice-html';

describe('notice html on save', () => {
  it('keeps only the safe list of styles, and drops a style left empty', () => {
    expect(sanitizeNoticeHtml('<div style="position:fixed; z-index:99999; top:0; left:0; color:red">盖住页面</div>')).toBe('<div style="color:red">盖住页面</div>');
    expect(sanitizeNoticeHtml('<p style="position:absolute;transform:scale(40)">x</p>')).toBe('<p>x</p>');
    expect(sanitizeNoticeHtml('<span style="font-size:18px;font-weight:bold">放假</span>')).toBe('<span style="font-size:18px;font-weight:bold">放假</span>');
  });
});
