import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { transferStoredValue } from '../../../shared/finance/money-rules';
import type { RefundQuote } from '../../api/generated/api.schemas';
import { TransferPreview } from './transfer-preview';

/** 4 of 10 hours worth 400 yuan leave the old course; 300 yuan of that course was paid from the stored-value account. */
const quote: RefundQuote = { hours: 4, remainingHours: 10, value: 40000, owed: 0, refund: 40000, toAccount: 30000, storedValue: 30000, rounding: '退费金额 = 剩余价值 × 退课课时 ÷ 剩余课时' };
const text = (id: string) => screen.getByTestId(id).textContent;

describe('转课 preview of the stored-value split', () => {
  it('follows the hours and the discount as they change, with the shared rule\'s figures', () => {
    // 3 hours at 80 yuan = 240: the school pays back 160, all of it into the stored-value account; 140 travels on.
    const view = render(<TransferPreview quote={quote} unitPrice={8000} toHours={3} discount={0} />);
    expect(text('transfer-settle')).toBe('¥160.00（退回储值账户 ¥160.00）');
    expect(text('transfer-to-account')).toBe('¥160.00');
    expect(text('transfer-carried')).toContain('¥140.00');
    expect(transferStoredValue(30000, 40000, 24000 - 40000)).toEqual({ leaving: 30000, toAccount: 16000, carried: 14000 });

    // 6 hours = 480: the family pays 80 through the account; the whole stored-value part moves with the hours.
    view.rerender(<TransferPreview quote={quote} unitPrice={8000} toHours={6} discount={0} />);
    expect(text('transfer-settle')).toBe('¥80.00（从结算账户收取）');
    expect(text('transfer-to-account')).toBe('¥0.00');
    expect(text('transfer-carried')).toContain('¥300.00');

    // 3 hours less 100 discount = 140: 260 back, all to the stored-value account; 40 travels on.
    view.rerender(<TransferPreview quote={quote} unitPrice={8000} toHours={3} discount={10000} />);
    expect(text('transfer-settle')).toBe('¥260.00（退回储值账户 ¥260.00）');
    expect(text('transfer-carried')).toContain('¥40.00');
    expect(screen.getByText('¥140.00（80.00 元 × 3 课时，优惠 100.00 元）')).toBeTruthy();
  });

  it('pays back in cash only beyond the stored-value part, and shows no split when nothing was paid from the account', () => {
    const view = render(<TransferPreview quote={{ ...quote, storedValue: 10000 }} unitPrice={8000} toHours={2} discount={0} />);
    expect(text('transfer-settle')).toBe('¥240.00（退回储值账户 ¥100.00，结算账户退还 ¥140.00）');
    expect(text('transfer-carried')).toContain('¥0.00');

    view.rerender(<TransferPreview quote={{ ...quote, storedValue: 0 }} unitPrice={10000} toHours={4} discount={0} />);
    expect(text('transfer-settle')).toBe('无需补差或退差');
    expect(screen.queryByTestId('transfer-to-account')).toBeNull();
  });

  it('asks for the arrears to be settled first, as the server refuses', () => {
    render(<TransferPreview quote={{ ...quote, owed: 5000 }} unitPrice={8000} toHours={3} discount={0} />);
    expect(screen.getByText('转出课程存在欠费，请先补费')).toBeTruthy();
  });
});
