import { describe, expect, it } from 'vitest';
import { safeNoticeHtml } from './notice-html';

describe('notice html', () => {
  it('drops script, handlers and javascript links but keeps formatting', () => {
    expect(safeNoticeHtml('<p>周六<b>放假</b></p><script>alert(1)</script>')).toBe('<p>周六<b>放假</b></p>');
    expect(safeNoticeHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x">');
    expect(safeNoticeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(safeNoticeHtml('<iframe src="https://x"></iframe>ok')).toBe('ok');
  });

  it('keeps only the safe list of styles, notices stored before the rule included', () => {
    expect(safeNoticeHtml('<div style="position:fixed; z-index:99999; top:0; left:0; color:red">盖住页面</div>')).toBe('<div style="color:red">盖住页面</div>');
    expect(safeNoticeHtml('<p style="position:absolute">x</p>')).toBe('<p>x</p>');
  });
});
