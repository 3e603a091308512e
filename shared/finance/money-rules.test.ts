import { describe, expect, it } from 'vitest';
import { fenInCapitals, fenToYuan, refundFigures, shareOf, transferFigures } from './money-rules';

describe('money rules', () => {
  it('shares round half up to the fen and a whole share is the whole amount', () => {
    expect(shareOf(1000, 1, 3)).toBe(333);
    expect(shareOf(1000, 2, 3)).toBe(667);
    expect(shareOf(5, 1, 2)).toBe(3);
    expect(shareOf(999_999_999, 7, 7)).toBe(999_999_999);
  });

  it('a refund pays back the paid part of the hours taken out and cancels the owed part', () => {
    expect(refundFigures({ hours: 12, value: 9000, owed: 0 }, 4)).toEqual({ hours: 4, remainingHours: 12, value: 3000, owed: 0, refund: 3000 });
    expect(refundFigures({ hours: 10, value: 9000, owed: 4000 }, 10)).toEqual({ hours: 10, remainingHours: 10, value: 9000, owed: 4000, refund: 5000 });
    expect(refundFigures({ hours: 3, value: 1000, owed: 1000 }, 1)).toMatchObject({ value: 333, owed: 333, refund: 0 });
  });

  it('amounts print in Chinese capitals', () => {
    expect(fenInCapitals(12345)).toBe('壹佰贰拾叁元肆角伍分');
    expect(fenInCapitals(100000)).toBe('壹仟元整');
    expect(fenInCapitals(100500)).toBe('壹仟零伍元整');
    expect(fenInCapitals(1000500)).toBe('壹万零伍元整');
    expect(fenInCapitals(10000000000)).toBe('壹亿元整');
    expect(fenInCapitals(105)).toBe('壹元零伍分');
    expect(fenInCapitals(50)).toBe('伍角');
    expect(fenInCapitals(5)).toBe('伍分');
    expect(fenInCapitals(0)).toBe('零元整');
    expect(fenInCapitals(-200)).toBe('负贰元整');
    expect(fenToYuan(-12345)).toBe('-123.45');
    expect(fenToYuan(7)).toBe('0.07');
  });

  it('a transfer: cost less worth is the difference; a payback returns stored value first, the rest of the part travels', () => {
    // 400 yuan of hours (300 from the account) → 3 hours at 80: 160 back, all to the account; 140 travels.
    expect(transferFigures({ worth: 40000, storedValue: 30000, unitPrice: 8000, toHours: 3, discount: 0 })).toEqual({ cost: 24000, difference: -16000, leaving: 30000, toAccount: 16000, carried: 14000, cashBack: 0 });
    // Only 100 from the account, 240 back: 100 to the account, 140 in cash.
    expect(transferFigures({ worth: 40000, storedValue: 10000, unitPrice: 8000, toHours: 2, discount: 0 })).toMatchObject({ difference: -24000, toAccount: 10000, carried: 0, cashBack: 14000 });
    // The family pays the difference: the whole part travels, nothing back.
    expect(transferFigures({ worth: 40000, storedValue: 30000, unitPrice: 8000, toHours: 6, discount: 1000 })).toMatchObject({ cost: 47000, difference: 7000, toAccount: 0, carried: 30000, cashBack: 0 });
  });
});
