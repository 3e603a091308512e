import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../server/features/finance/reconcile';
import { financeCall as call, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * 收费 paid partly or wholly from the student's stored-value account (储值支付): in the charge's
 * one transaction the account part leaves the account (消费 entry) and only the rest goes through
 * the payment account; the account never goes below zero, not even under simultaneous charges;
 * the receipt carries the account part; invalidating it puts the part back by a reversing entry.
 */
describe.each(backends)('charges paid from the stored-value account on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  const send = (path: string, body: unknown) => t.post(call(path), body, f.token);
  const stored = async () => (await f.post('studentAccount/queryList', { studentId: f.studentId })).list[0]?.balance ?? 0;
  const payBalance = async (id: number) => (await f.post('payAccount/detail', { id })).balance;
  const receipts = async () => (await f.post('receipt/queryList', {})).total;
  const reconciled = async () => expect((await reconcile(t.database.db, f.schoolId)).mismatches).toEqual([]);

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await financeSetup(t);
    await f.post('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.wechat.id, amount: 150000 });
  });
  afterAll(() => t.close());

  it('a charge takes part from the account and the rest through the payment account; invalidation returns the part', async () => {
    const cash = await payBalance(f.cash.id);
    // 10 hours at 100 yuan and a 50-yuan kit: 1,050 yuan due, 1,000 paid of which 600 from the account.
    const charge = await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10 }, goods: [{ goodsId: f.kit.id, quantity: 1 }], paid: 100000, fromAccount: 60000 });
    expect(charge).toMatchObject({ kind: 1, amountDue: 105000, amount: 100000, accountPaid: 60000, owed: 5000 });
    expect(await stored()).toBe(90000);
    expect(await payBalance(f.cash.id)).toBe(cash + 40000);
    const spent = (await f.post('accountEntry/queryList', { receiptId: charge.id })).list;
    expect(spent.map((e: any) => [e.kind, e.amount, e.balanceAfter])).toEqual([[4, -60000, 90000]]);
    const money = (await f.post('moneyEntry/queryList', { receiptId: charge.id })).list;
    expect(money.map((e: any) => [e.kind, e.amount, e.payAccountId])).toEqual([[1, 40000, f.cash.id]]);
    await reconciled();

    expect(await f.post('receipt/invalidate', { id: charge.id })).toMatchObject({ state: 0, accountPaid: 60000 });
    expect(await stored()).toBe(150000);
    expect(await payBalance(f.cash.id)).toBe(cash);
    const after = (await f.post('accountEntry/queryList', { receiptId: charge.id })).list;
    expect(after.map((e: any) => [e.kind, e.amount, e.balanceAfter])).toEqual([[3, 60000, 150000], [4, -60000, 90000]]);
    // Invalidated twice at once: reversed once.
    expect((await send('receipt/invalidate', { id: charge.id })).message).toBe('该收据已作废');
    expect(await stored()).toBe(150000);
    await reconciled();
  });

  it('a charge paid wholly from the account moves no money through the payment account', async () => {
    const cash = await payBalance(f.cash.id);
    const charge = await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.python.id, hours: 5 }, paid: 40000, fromAccount: 40000 });
    expect(charge).toMatchObject({ amount: 40000, accountPaid: 40000, owed: 0 });
    expect(await stored()).toBe(110000);
    expect(await payBalance(f.cash.id)).toBe(cash);
    expect((await f.post('moneyEntry/queryList', { receiptId: charge.id })).total).toBe(0);
    await reconciled();
  });

  it('more than the balance, or more than is paid, is refused with nothing written', async () => {
    const before = { stored: await stored(), cash: await payBalance(f.cash.id), receipts: await receipts() };
    const over = await send('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 20 }, paid: 200000, fromAccount: 110001 });
    expect(over.message).toBe('账户余额不足，当前余额1100.00元');
    const beyondPaid = await send('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 1 }, paid: 5000, fromAccount: 6000 });
    expect(beyondPaid.message).toBe('储值账户支付金额不能大于实收金额');
    expect((await send('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 1 }, paid: 5000, fromAccount: -1 })).code).toBe('InvalidParameter');
    expect({ stored: await stored(), cash: await payBalance(f.cash.id), receipts: await receipts() }).toEqual(before);
  });

  it('simultaneous charges from the account never overdraw it: those that fit succeed, the rest are refused', async () => {
    const start = await stored(); // 1,100 yuan
    // Five charges of 300 yuan each from the account: three fit, two are refused.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 3 }, paid: 30000, fromAccount: 30000 })),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(3);
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual(['账户余额不足，当前余额200.00元', '账户余额不足，当前余额200.00元']);
    expect(await stored()).toBe(start - 90000);
    // A refund of the account and a charge from it at once: never below zero, never a lost update.
    const mixed = await Promise.all([
      send('receipt/createAccountRefund', { studentId: f.studentId, payAccountId: f.cash.id, amount: 15000 }),
      send('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 1 }, paid: 10000, fromAccount: 10000 }),
    ]);
    const taken = mixed.filter((a) => a.success).reduce((sum, a) => sum + (a.content.kind === 6 ? -a.content.amount : a.content.accountPaid), 0);
    expect(mixed.filter((a) => a.success).length).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(start - 90000 - taken);
    expect(await stored()).toBeGreaterThanOrEqual(0);
    await reconciled();
  });
});
