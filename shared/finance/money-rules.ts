/**
 * The arithmetic of money and lesson hours, in integer fen, with no database: what a refund
 * pays back and how amounts read on a printed receipt. Rounding happens in exactly one place
 * (shareOf), half up to the fen, and the receipt states it (refundRounding).
 */

/** Stored-value receipts (账户充值 5, 账户退款 6) have no lines: the account itself is their one item. */
export const storedValueItems: Record<number, string> = { 5: '储值账户充值', 6: '储值账户退款' };

/** Stated on every refund and transfer receipt, so the school can explain the figure. */
export const refundRounding = '退费金额 = 剩余价值 × 退课课时 ÷ 剩余课时，按分四舍五入；退完全部课时时按剩余价值全额计算；未付的欠费部分不退，直接冲销。';

/** part/whole of amount, rounded half up to the fen; exact (BigInt) for any sizes the tables hold. */
export function shareOf(amount: number, part: number, whole: number): number {
  if (part === whole) return amount;
  const n = BigInt(amount) * BigInt(part) * 2n + BigInt(whole);
  return Number(n / (2n * BigInt(whole)));
}

export interface HourAccount {
  hours: number;
  value: number;
  owed: number;
}

export interface RefundFigures {
  hours: number;
  remainingHours: number;
  /** Worth of the hours taken out (after discount). */
  value: number;
  /** Part of that worth the student never paid: cancelled, not paid back. */
  owed: number;
  /** Paid back. */
  refund: number;
}

/**
 * Taking hours out of a course account: the value leaves at the effective unit price (value ÷
 * hours, given hours included), and the unpaid part leaves in the same proportion. Refusing
 * more hours than are left is the caller's job (it holds the row lock).
 */
export function refundFigures(account: HourAccount, hours: number): RefundFigures {
  const value = shareOf(account.value, hours, account.hours);
  const owed = Math.min(value, shareOf(account.owed, hours, account.hours));
  return { hours, remainingHours: account.hours, value, owed, refund: value - owed };
}

export interface TransferStoredValue {
  /** The stored-value part of the hours' worth leaving the old course. */
  leaving: number;
  /** Of it, what goes back to the student's stored-value account now (the receipt's negative 储值支付). */
  toAccount: number;
  /** The rest, carried into the new course: a later refund of it returns it to the account. */
  carried: number;
}

/**
 * 转课 of hours paid partly from the stored-value account (储值支付), the one statement of the rule:
 * money goes back the way it came, stored value first — the same order as a refund. Of the hours'
 * worth `worth`, the stored-value part is at most what of the old course was paid from the account
 * and has not gone back (`storedValue`). When the new course costs less (`difference` < 0, the
 * school pays back), the payback returns to the account first, up to that part; the rest of the
 * part (all of it when the student pays the difference) travels into the new course, where a
 * refund or a further transfer finds it. So the stored value the family put into courses is never
 * paid out as cash, and never returned twice.
 */
export function transferStoredValue(storedValue: number, worth: number, difference: number): TransferStoredValue {
  const leaving = Math.max(0, Math.min(storedValue, worth));
  const toAccount = difference < 0 ? Math.min(-difference, leaving) : 0;
  return { leaving, toAccount, carried: leaving - toAccount };
}

export interface TransferFigures extends TransferStoredValue {
  /** What the new course's hours cost: its unit price × hours, less the discount. */
  cost: number;
  /** cost − worth: paid by the family when positive, paid back when negative. */
  difference: number;
  /** Of a payback, what leaves through the payment account (0 when the family pays). */
  cashBack: number;
}

/**
 * A transfer's money in one place, for the server's receipt and the transfer screen's preview: the
 * worth of the hours leaving (`worth`, as a refund counts it) buys `toHours` of the new course at
 * `unitPrice` less `discount`; the stored-value part is split by `transferStoredValue`.
 */
export function transferFigures(input: { worth: number; storedValue: number; unitPrice: number; toHours: number; discount: number }): TransferFigures {
  const cost = input.unitPrice * input.toHours - input.discount;
  const difference = cost - input.worth;
  const stored = transferStoredValue(input.storedValue, input.worth, difference);
  return { cost, difference, ...stored, cashBack: difference < 0 ? -difference - stored.toAccount : 0 };
}

const digits = '零壹贰叁肆伍陆柒捌玖';
const smallUnits = ['', '拾', '佰', '仟'];
const bigUnits = ['', '万', '亿'];

/** A group of four digits in capitals, with zeros collapsed the way receipts write them. */
function groupInCapitals(group: number): string {
  let out = '';
  let zero = false;
  for (let i = 3; i >= 0; i -= 1) {
    const d = Math.floor(group / 10 ** i) % 10;
    if (d === 0) {
      zero = out !== '';
    } else {
      if (zero) out += '零';
      zero = false;
      out += digits[d] + smallUnits[i];
    }
  }
  return out;
}

/** An amount in fen in Chinese capitals, as printed on receipts: 12345 → 壹佰贰拾叁元肆角伍分. */
export function fenInCapitals(fen: number): string {
  if (fen < 0) return `负${fenInCapitals(-fen)}`;
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  let integer = '';
  if (yuan === 0) integer = '零';
  else {
    const groups: number[] = [];
    for (let rest = yuan; rest > 0; rest = Math.floor(rest / 10000)) groups.push(rest % 10000);
    let needZero = false;
    for (let i = groups.length - 1; i >= 0; i -= 1) {
      const g = groups[i];
      if (g === 0) {
        needZero = integer !== '';
        continue;
      }
      if (integer !== '' && (needZero || g < 1000)) integer += '零';
      needZero = false;
      integer += groupInCapitals(g) + bigUnits[i];
    }
  }
  if (jiao === 0 && cents === 0) return `${integer}元整`;
  const yuanPart = yuan === 0 ? '' : `${integer}元`;
  const jiaoPart = jiao !== 0 ? `${digits[jiao]}角` : yuan !== 0 ? '零' : '';
  return `${yuanPart}${jiaoPart}${cents !== 0 ? `${digits[cents]}分` : ''}`;
}

/** Fen as yuan with two decimals, for screens and prints: 12345 → "123.45". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
