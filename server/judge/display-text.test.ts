import { describe, expect, it } from 'vitest';
import { displayText, leadingChars, storableJson, storableText, withoutCutCharacter } from './display-text.js';

describe('what a program printed, shown and stored', () => {
  it('shows NUL as \\0 and bytes that are not UTF-8 as \\xNN, keeping valid text (Chinese, emoji) as it is', () => {
    expect(displayText(Buffer.from('3\0\n'))).toBe('3\\0\n');
    expect(displayText(Buffer.from([0x61, 0xff, 0x62, 0xc3]))).toBe('a\\xFFb\\xC3');
    // An encoded surrogate (ED A0 80) and an overlong slash (C0 AF) are not UTF-8 either.
    expect(displayText(Buffer.from([0xed, 0xa0, 0x80, 0xc0, 0xaf]))).toBe('\\xED\\xA0\\x80\\xC0\\xAF');
    expect(displayText(Buffer.from('你好 😀\n'))).toBe('你好 😀\n');
  });

  it('drops a character cut in half by a size limit instead of showing its bytes', () => {
    const text = Buffer.from('a你');
    expect(withoutCutCharacter(text.subarray(0, 3)).toString()).toBe('a');
    expect(withoutCutCharacter(text.subarray(0, 2)).toString()).toBe('a');
    expect(withoutCutCharacter(text).toString()).toBe('a你');
    expect(withoutCutCharacter(Buffer.from('ab')).toString()).toBe('ab');
    // A stray byte that no cut explains stays, to be shown escaped.
    expect(displayText(withoutCutCharacter(Buffer.from([0x61, 0xff])))).toBe('a\\xFF');
  });

  it('cuts a preview between characters, never inside an emoji', () => {
    expect(leadingChars('ab😀c', 3)).toBe('ab😀');
    expect(leadingChars('ab', 5)).toBe('ab');
  });

  it('makes any text storable in PostgreSQL text and jsonb: NUL escaped, lone surrogates replaced', () => {
    expect(storableText('a\u0000b')).toBe('a\\0b');
    expect(storableText('x\ud83dy\ude00')).toBe('x\ufffdy\ufffd');
    expect(storableText('ok 😀')).toBe('ok 😀');
    expect(storableJson([{ name: '1', verdict: 'WA', timeMs: 3, outputPreview: '3\u0000', message: 'x\ud800' }])).toEqual([
      { name: '1', verdict: 'WA', timeMs: 3, outputPreview: '3\\0', message: 'x\ufffd' },
    ]);
  });
});
