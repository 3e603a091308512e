import { describe, expect, it } from 'vitest';
import { safeNoticeStyle } from './notice-style';

describe('safe notice styles', () => {
  it('keeps text formatting and spacing', () => {
    const kept = 'color:#c00;background-color:rgb(255, 240, 200);font-size:16px;font-weight:bold;font-style:italic;text-decoration:underline;text-align:center;line-height:1.5;margin:0 auto;padding-left:2em';
    expect(safeNoticeStyle(kept)).toBe(kept);
    expect(safeNoticeStyle(' Color : red ; ')).toBe('color:red');
  });

  it('drops anything that can move a block over the page', () => {
    expect(safeNoticeStyle('position:fixed; z-index:99999; top:0; left:0; width:100vw; height:100vh; background-color:white')).toBe('background-color:white');
    expect(safeNoticeStyle('transform:scale(50);inset:0;display:block;opacity:0')).toBe('');
    expect(safeNoticeStyle('margin-top:-9999px;margin:-10px 0')).toBe('');
  });

  it('drops values that smuggle more than a plain value', () => {
    expect(safeNoticeStyle('color:red !important')).toBe('');
    expect(safeNoticeStyle('background-color:url(https://x/a.png)')).toBe('');
    expect(safeNoticeStyle('font-family:expression(alert(1))')).toBe('');
    expect(safeNoticeStyle('color:red/**/;position/**/:fixed')).toBe('');
    expect(safeNoticeStyle('constructor:x;__proto__:y')).toBe('');
  });
});
