import { Alert, Descriptions } from 'antd';
import { fenToYuan, transferFigures } from '../../../shared/finance/money-rules';
import type { RefundQuote } from '../../api/generated/api.schemas';

export interface TransferPreviewProps {
  /** 退费试算 of the hours leaving: their worth, what of it is unpaid, and the course's stored-value part. */
  quote: RefundQuote;
  /** The new course's price per lesson hour (fen). */
  unitPrice: number;
  toHours: number;
  discount: number;
}

const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

/**
 * 转课 before it is confirmed: what the hours leaving are worth, what the new hours cost, who pays
 * the difference, and how the part once paid from the stored-value account is split — back to the
 * account now, or carried into the new course. The split is the server's own rule
 * (`transferFigures`/`transferStoredValue` in shared/finance/money-rules.ts), so the preview and the
 * receipt cannot disagree.
 */
export function TransferPreview({ quote, unitPrice, toHours, discount }: TransferPreviewProps) {
  if (quote.owed > 0) return <Alert type="warning" showIcon message="转出课程存在欠费，请先补费" data-testid="transfer-preview" />;
  const f = transferFigures({ worth: quote.value, storedValue: quote.storedValue, unitPrice, toHours, discount });
  if (f.cost < 0) return <Alert type="warning" showIcon message="优惠金额不能大于课程金额" data-testid="transfer-preview" />;
  const settle =
    f.difference > 0
      ? { label: '学员补差', text: `${yuan(f.difference)}（从结算账户收取）` }
      : f.difference < 0
        ? { label: '退还差额', text: `${yuan(-f.difference)}（${[f.toAccount > 0 ? `退回储值账户 ${yuan(f.toAccount)}` : '', f.cashBack > 0 ? `结算账户退还 ${yuan(f.cashBack)}` : ''].filter(Boolean).join('，')}）` }
        : { label: '差额', text: '无需补差或退差' };
  return (
    <div data-testid="transfer-preview">
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'out', label: '转出课时价值', children: `${yuan(quote.value)}（${quote.hours} 课时 / 剩余 ${quote.remainingHours} 课时）` },
          { key: 'in', label: '转入课程金额', children: `${yuan(f.cost)}（${fenToYuan(unitPrice)} 元 × ${toHours} 课时${discount ? `，优惠 ${fenToYuan(discount)} 元` : ''}）` },
          { key: 'settle', label: settle.label, children: <strong data-testid="transfer-settle">{settle.text}</strong> },
          ...(f.leaving > 0
            ? [
                { key: 'leaving', label: '转出价值中的储值部分', children: yuan(f.leaving) },
                { key: 'toAccount', label: '退回储值账户', children: <span data-testid="transfer-to-account">{yuan(f.toAccount)}</span> },
                { key: 'carried', label: '随课时转入新课', children: <span data-testid="transfer-carried">{yuan(f.carried)}（以后退该课时退回储值账户）</span> },
              ]
            : []),
        ]}
      />
      <Alert type="info" showIcon style={{ marginTop: 8 }} message={quote.rounding} />
    </div>
  );
}
