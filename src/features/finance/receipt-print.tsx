import { fenInCapitals, fenToYuan, storedValueItems } from '../../../shared/finance/money-rules';
import type { Receipt, ReceiptLine } from '../../api/generated/api.schemas';
import './receipt-print.css';

export type PaperSize = 'A5' | 'A4';

const kindTitles: Record<number, string> = { 1: '收费收据', 2: '转课收据', 3: '退费收据', 4: '补费收据', 5: '账户充值收据', 6: '账户退款收据' };
const lineKinds: Record<number, string> = { 1: '课程', 2: '商品', 3: '转出课程', 4: '退课' };

/**
 * A receipt as printed: school, student, lines, the amount in figures and in Chinese capitals,
 * payment account and operator. The page size rule is written with it so A5 and A4 both fit.
 */
export function ReceiptPrint({ receipt, lines, schoolName, paper }: { receipt: Receipt; lines: ReceiptLine[]; schoolName: string; paper: PaperSize }) {
  const amount = receipt.amount;
  const direction = amount < 0 ? '实退' : '实收';
  return (
    <div className="receipt-print" data-testid="receipt-print">
      <style>{`@media print { @page { size: ${paper === 'A5' ? 'A5 landscape' : 'A4 portrait'}; margin: 10mm; } }`}</style>
      <h2>{schoolName}</h2>
      <h3 style={{ textAlign: 'center', margin: 0 }}>{kindTitles[receipt.kind] ?? '收据'}</h3>
      {receipt.state === 0 ? <div className="receipt-print-void">已作废</div> : null}
      <div className="receipt-print-meta">
        <span>收据号：{receipt.receiptNo}</span>
        <span>学员：{receipt.studentName}</span>
        <span>校区：{receipt.campusName ?? '—'}</span>
        <span>日期：{new Date(receipt.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}</span>
      </div>
      <table>
        <thead>
          <tr>
            <th>类型</th>
            <th>项目</th>
            <th>数量/课时</th>
            <th>赠送课时</th>
            <th>单价（元）</th>
            <th>优惠（元）</th>
            <th>金额（元）</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>{lineKinds[line.kind]}</td>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
              <td>{line.givenHours || ''}</td>
              <td className="amount">{line.unitPrice ? fenToYuan(line.unitPrice) : ''}</td>
              <td className="amount">{line.discount ? fenToYuan(line.discount) : ''}</td>
              <td className="amount">{fenToYuan(line.amount)}</td>
            </tr>
          ))}
          {lines.length === 0 && storedValueItems[receipt.kind] ? (
            <tr>
              <td>储值账户</td>
              <td>{storedValueItems[receipt.kind]}</td>
              <td colSpan={4} />
              <td className="amount">{fenToYuan(receipt.amount)}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <div className="receipt-print-meta">
        <span>应收：{fenToYuan(receipt.amountDue)} 元</span>
        <span data-testid="receipt-print-amount">
          {direction}：{fenToYuan(Math.abs(amount))} 元（大写：{fenInCapitals(Math.abs(amount))}）
        </span>
        {receipt.accountPaid > 0 ? (
          <span data-testid="receipt-print-account">
            其中储值账户支付：{fenToYuan(receipt.accountPaid)} 元，{receipt.payAccountName ?? '收款账户'}收取：{fenToYuan(amount - receipt.accountPaid)} 元
          </span>
        ) : null}
        {receipt.accountPaid < 0 ? (
          <span data-testid="receipt-print-account">
            其中退回储值账户：{fenToYuan(-receipt.accountPaid)} 元，{receipt.payAccountName ?? '收款账户'}退还：{fenToYuan(receipt.accountPaid - amount)} 元
          </span>
        ) : null}
        {lines
          .filter((line) => line.kind === 1 && (line.accountPart ?? 0) > 0)
          .map((line) => (
            <span key={`carried-${line.id}`} data-testid="receipt-print-carried">
              储值支付部分随课转入“{line.name}”：{fenToYuan(line.accountPart!)} 元（退课时退回储值账户）
            </span>
          ))}
        {receipt.owed > 0 ? <span>欠费：{fenToYuan(receipt.owed)} 元</span> : null}
      </div>
      {receipt.rounding ? <div>计算说明：{receipt.rounding}</div> : null}
      <div className="receipt-print-meta">
        <span>收款账户：{receipt.payAccountName ?? '—'}</span>
        <span>经办人：{receipt.staffName ?? '—'}</span>
        {receipt.remark ? <span>备注：{receipt.remark}</span> : null}
      </div>
    </div>
  );
}
