// Unit tests of the built-in checkers and the special-judge score parser (no sandbox needed).
import { describe, expect, it } from 'vitest';
import { compareExact, compareFloat, compareTokens } from './compare.js';
import { parseScore } from './special-checker.js';

describe('built-in checkers', () => {
  it('tokens ignore all whitespace differences', () => {
    expect(compareTokens('1  2\n3\n\n', '1 2 3').verdict).toBe('AC');
    expect(compareTokens('', '').verdict).toBe('AC');
    expect(compareTokens('1 2', '1 2 3')).toEqual({ verdict: 'WA', message: 'token 3: expected "3", found EOF' });
    expect(compareTokens('1 2 3 4', '1 2 3').message).toBe('token 4: expected EOF, found "4"');
  });

  it('tokens handle a huge flood without building arrays', () => {
    const flood = '1\n'.repeat(8_000_000);
    expect(compareTokens(flood, '1').verdict).toBe('WA');
  });

  it('exact mode: AC on identical text (CRLF and final newlines tolerated), PE on whitespace, WA otherwise', () => {
    expect(compareExact('1 2\n3\n', '1 2\n3').verdict).toBe('AC');
    expect(compareExact('1 2\r\n3\r\n', '1 2\n3\n').verdict).toBe('AC');
    expect(compareExact('1  2\n3\n', '1 2\n3\n').verdict).toBe('PE');
    expect(compareExact('1 2 3\n', '1 2\n3\n').verdict).toBe('PE');
    expect(compareExact('1 2 4\n', '1 2\n3\n').verdict).toBe('WA');
  });

  it('float mode uses absolute or relative epsilon', () => {
    expect(compareFloat('1.000001', '1', 1e-6).verdict).toBe('AC');
    expect(compareFloat('1.00001', '1', 1e-6).verdict).toBe('WA');
    expect(compareFloat('1000000.5', '1000000', 1e-6).verdict).toBe('AC'); // relative
    expect(compareFloat('1.4142135e0 yes', '1.41421356 yes', 1e-6).verdict).toBe('AC');
    expect(compareFloat('1.41 yes', '1.41 no', 1e-6).verdict).toBe('WA');
    expect(compareFloat('nan', '1', 1e-6).verdict).toBe('WA');
    expect(compareFloat('1 2', '1', 1e-6).verdict).toBe('WA');
  });

  it('parses special-judge scores', () => {
    expect(parseScore('points 0.5\n')).toBe(0.5);
    expect(parseScore('0.25 partial')).toBe(0.25);
    expect(parseScore('points 3')).toBe(1);
    expect(parseScore('no number here')).toBeNull();
  });
});
