import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Receipt, ReceiptLine } from '../../api/generated/api.schemas';
import { ReceiptPrint } from './receipt-print';

const receipt = {
  id: 7, receiptNo: 'SF20261127-7', kind: 1, state: 1, studentName: '张小明', campusName: '城北校区', createdAt: '2026-11-27T02:00:00Z',
  amountDue: 85000, amount: 50000, owed: 35000, payAccountName: '现金', staffName: '王校长', rounding: null, remark: null,
} as unknown as Receipt;
const lines = [
  { id: 1, kind: 1, name: 'Scratch 创意编程', quantity: 10, givenHours: 2, unitPrice: 8000, discount: 0, amount: 80000 },
  { id: 2, kind: 2, name: '编程教具套装', quantity: 1, givenHours: 0, unitPrice: 5000, discount: 0, amount: 5000 },
] as unknown as ReceiptLine[];

describe('receipt print view', () => {
  it('prints school, student, lines, the amount in figures and capitals, account and operator on A5', () => {
    const { container } = render(<ReceiptPrint receipt={receipt} lines={lines} schoolName="示范编程学校" paper="A5" />);
    expect(screen.getByTestId('receipt-print-amount').textContent).toBe('实收：500.00 元（大写：伍佰元整）');
    const text = container.textContent ?? '';
    for (const part of ['示范编程学校', '收费收据', '张小明', 'Scratch 创意编程', '800.00', '编程教具套装', '欠费：350.00 元', '收款账户：现金', '经办人：王校长']) expect(text).toContain(part);
    expect(container.querySelector('style')!.textContent).toContain('size: A5 landscape');
    expect(text).not.toContain('已作废');
  });

  it('a refund prints what was paid back; an invalidated receipt says so; A4 on request', () => {
    const refund = { ...receipt, kind: 3, amount: -45000, amountDue: -45000, owed: 0, state: 0, rounding: '按分四舍五入' } as Receipt;
    const { container } = render(<ReceiptPrint receipt={refund} lines={[]} schoolName="示范编程学校" paper="A4" />);
    expect(screen.getByTestId('receipt-print-amount').textContent).toBe('实退：450.00 元（大写：肆佰伍拾元整）');
    expect(container.textContent).toContain('已作废');
    expect(container.textContent).toContain('计算说明：按分四舍五入');
    expect(container.querySelector('style')!.textContent).toContain('size: A4 portrait');
  });

  it('a charge paid partly from the stored-value account prints the account part and the rest', () => {
    render(<ReceiptPrint receipt={{ ...receipt, accountPaid: 30000 } as Receipt} lines={lines} schoolName="示范编程学校" paper="A5" />);
    expect(screen.getByTestId('receipt-print-account').textContent).toBe('其中储值账户支付：300.00 元，现金收取：200.00 元');
  });

  it('a refund of hours paid from the stored-value account prints the part returned to it and the rest', () => {
    render(<ReceiptPrint receipt={{ ...receipt, kind: 3, amount: -80000, amountDue: -80000, owed: 0, accountPaid: -60000 } as Receipt} lines={[]} schoolName="示范编程学校" paper="A5" />);
    expect(screen.getByTestId('receipt-print-account').textContent).toBe('其中退回储值账户：600.00 元，现金退还：200.00 元');
  });

  it('a transfer of hours paid from the stored-value account prints the part returned to it and the part carried into the new course', () => {
    const transferLines = [
      { id: 3, kind: 3, name: 'Scratch 创意编程', quantity: 10, givenHours: 0, unitPrice: 0, discount: 0, amount: -100000, accountPart: -100000 },
      { id: 4, kind: 1, name: 'Python 进阶', quantity: 5, givenHours: 0, unitPrice: 8000, discount: 0, amount: 40000, accountPart: 40000 },
    ] as unknown as ReceiptLine[];
    const transfer = { ...receipt, kind: 2, amount: -60000, amountDue: -60000, owed: 0, accountPaid: -60000 } as Receipt;
    const { container } = render(<ReceiptPrint receipt={transfer} lines={transferLines} schoolName="示范编程学校" paper="A5" />);
    expect(container.textContent).toContain('转课收据');
    expect(screen.getByTestId('receipt-print-account').textContent).toBe('其中退回储值账户：600.00 元，现金退还：0.00 元');
    expect(screen.getByTestId('receipt-print-carried').textContent).toBe('储值支付部分随课转入“Python 进阶”：400.00 元（退课时退回储值账户）');
  });
});
