import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferStoredValue } from '../../shared/finance/money-rules';
import { accountProbes, financeCall as call, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * 转课 of hours bought partly from the stored-value account (储值支付), by `transferStoredValue`:
 * money goes back the way it came, stored value first. A payback returns to the account first
 * (退费转入, the receipt's negative 储值支付); the rest of the part travels into the new course on
 * the lines' `accountPart`, where a later refund returns it to the account; invalidating the
 * transfer undoes both. The family never gets stored value back as cash, nor twice.
 */
describe('transferStoredValue', () => {
  it('returns a payback to the account first and carries the rest of the part', () => {
    expect(transferStoredValue(60000, 50000, 30000)).toEqual({ leaving: 50000, toAccount: 0, carried: 50000 });
    expect(transferStoredValue(100000, 100000, -60000)).toEqual({ leaving: 100000, toAccount: 60000, carried: 40000 });
    expect(transferStoredValue(30000, 100000, -60000)).toEqual({ leaving: 30000, toAccount: 30000, carried: 0 });
    expect(transferStoredValue(0, 100000, -60000)).toEqual({ leaving: 0, toAccount: 0, carried: 0 });
  });
});

describe.each(backends)('transfers of hours paid from the stored-value account on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  const send = (path: string, body: unknown) => t.post(call(path), body, f.token);
  let p: ReturnType<typeof accountProbes>;
  const parts = async (receiptId: number) => (await f.post('receiptLine/queryList', { receiptId })).list.map((l: any) => [l.kind, l.amount, l.accountPart]);
  const refundAll = async (courseId: number) => {
    const left = (await f.post('hourBalance/queryList', { studentId: f.studentId, courseId })).list[0]?.hours ?? 0;
    return left > 0 ? f.post('receipt/createRefund', { studentId: f.studentId, courseId, hours: left, payAccountId: f.cash.id }) : null;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await financeSetup(t);
    p = accountProbes(t, f);
    await f.post('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.wechat.id, amount: 300000 });
  });
  afterAll(() => t.close());

  it('into a dearer course: the stored-value part travels with the hours and a refund there returns it to the account', async () => {
    // Scratch, 10 hours at 100 yuan: 1,000 yuan, 600 from the account.
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10 }, paid: 100000, fromAccount: 60000 });
    expect(await p.stored()).toBe(240000);
    const cash = await p.payBalance(f.cash.id);
    // 5 hours (500 yuan, all of it stored value) into 10 hours of Python at 80: the family pays 300 in cash.
    const transfer = await f.post('receipt/createTransfer', { studentId: f.studentId, fromCourseId: f.scratch.id, hours: 5, toCourseId: f.python.id, toHours: 10, payAccountId: f.cash.id });
    expect(transfer).toMatchObject({ kind: 2, amount: 30000, accountPaid: 0 });
    expect(await parts(transfer.id)).toEqual([[3, -50000, -50000], [1, 80000, 50000]]);
    expect(await p.entries(transfer.id)).toEqual([]);
    expect(await p.payBalance(f.cash.id)).toBe(cash + 30000);
    await p.reconciled();

    // Python refunded whole (800): the 500 carried in return to the account, 300 in cash.
    expect(await f.post('receipt/quoteRefund', { studentId: f.studentId, courseId: f.python.id, hours: 10 })).toMatchObject({ refund: 80000, toAccount: 50000, storedValue: 50000 });
    const python = await refundAll(f.python.id);
    expect(python).toMatchObject({ amount: -80000, accountPaid: -50000 });
    // Scratch's last 5 hours (500): only the 100 of stored value left in it return to the account.
    const scratch = await refundAll(f.scratch.id);
    expect(scratch).toMatchObject({ amount: -50000, accountPaid: -10000 });
    // All 600 paid from the account came back to it, once; the cash went back as cash.
    expect(await p.stored()).toBe(300000);
    expect(await p.payBalance(f.cash.id)).toBe(cash + 30000 - 30000 - 40000);
    await p.reconciled();
  });

  it('into a cheaper course: the payback returns to the account first, the rest is carried; invalidation undoes both', async () => {
    // Scratch, 10 hours paid wholly from the account: 1,000 yuan.
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10 }, paid: 100000, fromAccount: 100000 });
    expect(await p.stored()).toBe(200000);
    const cash = await p.payBalance(f.cash.id);
    // All 10 hours (1,000) into 5 hours of Python (400): 600 back, all of it to the account; 400 carried.
    const transfer = await f.post('receipt/createTransfer', { studentId: f.studentId, fromCourseId: f.scratch.id, hours: 10, toCourseId: f.python.id, toHours: 5, payAccountId: f.cash.id });
    expect(transfer).toMatchObject({ kind: 2, amount: -60000, accountPaid: -60000 });
    expect(await parts(transfer.id)).toEqual([[3, -100000, -100000], [1, 40000, 40000]]);
    expect(await p.entries(transfer.id)).toEqual([[5, 60000]]);
    expect(await p.money(transfer.id)).toEqual([]);
    expect(await p.stored()).toBe(260000);
    expect(await p.payBalance(f.cash.id)).toBe(cash);
    await p.reconciled();

    // Invalidated: the 600 leave the account again, the hours go back, Scratch holds its stored value again.
    expect(await f.post('receipt/invalidate', { id: transfer.id })).toMatchObject({ state: 0 });
    expect(await p.stored()).toBe(200000);
    expect(await f.post('receipt/quoteRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 10 })).toMatchObject({ refund: 100000, toAccount: 100000 });

    // Done again, then Python refunded: the 400 carried return to the account, no cash moves at all.
    await f.post('receipt/createTransfer', { studentId: f.studentId, fromCourseId: f.scratch.id, hours: 10, toCourseId: f.python.id, toHours: 5, payAccountId: f.cash.id });
    expect(await refundAll(f.python.id)).toMatchObject({ amount: -40000, accountPaid: -40000 });
    expect(await p.stored()).toBe(300000);
    expect(await p.payBalance(f.cash.id)).toBe(cash);
    await p.reconciled();
  });

  it('a payback beyond the stored-value part pays the rest out in cash; once spent, the account part cannot be taken back', async () => {
    // Scratch, 10 hours: 300 from the account, 700 in cash.
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10 }, paid: 100000, fromAccount: 30000 });
    const cash = await p.payBalance(f.cash.id);
    // Into 5 hours of Python (400): 600 back — 300 to the account, 300 in cash; nothing stored is carried.
    const transfer = await f.post('receipt/createTransfer', { studentId: f.studentId, fromCourseId: f.scratch.id, hours: 10, toCourseId: f.python.id, toHours: 5, payAccountId: f.cash.id });
    expect(transfer).toMatchObject({ amount: -60000, accountPaid: -30000 });
    expect(await parts(transfer.id)).toEqual([[3, -100000, -30000], [1, 40000, 0]]);
    expect(await p.money(transfer.id)).toEqual([[2, -30000]]);
    expect(await p.payBalance(f.cash.id)).toBe(cash - 30000);
    expect(await p.stored()).toBe(300000);
    // The returned 300 spent: invalidating the transfer is refused with nothing written.
    await f.post('receipt/createAccountRefund', { studentId: f.studentId, payAccountId: f.wechat.id, amount: 290000 });
    expect((await send('receipt/invalidate', { id: transfer.id })).message).toBe('账户余额不足，当前余额100.00元，无法作废');
    expect(await f.post('receipt/detail', { id: transfer.id })).toMatchObject({ state: 1 });
    expect(await refundAll(f.python.id)).toMatchObject({ amount: -40000, accountPaid: 0 });
    await p.reconciled();
  });
});
