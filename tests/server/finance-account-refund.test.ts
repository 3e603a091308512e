import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProbes, financeCall as call, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * 退费 of hours bought partly or wholly from the student's stored-value account (储值支付): the
 * stored-value part goes back to the account (a 退费转入 entry under the account's row lock, in the
 * refund's transaction), only the rest is paid out through the payment account the refund names,
 * and the receipt carries both parts. Invalidating such a refund takes the part back out of the
 * account, refused when it has since been spent.
 */
describe.each(backends)('refunds of hours paid from the stored-value account on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  const send = (path: string, body: unknown) => t.post(call(path), body, f.token);
  let p: ReturnType<typeof accountProbes>;

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await financeSetup(t);
    p = accountProbes(t, f);
    await f.post('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.wechat.id, amount: 100000 });
  });
  afterAll(() => t.close());

  it('returns the stored-value part to the account and pays only the rest out; invalidation takes it back', async () => {
    // 10 hours at 100 yuan: 1,000 yuan, 600 of it from the account, 400 in cash.
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10 }, paid: 100000, fromAccount: 60000 });
    expect(await p.stored()).toBe(40000);
    const cash = await p.payBalance(f.cash.id);

    // 8 hours back: 800 yuan, of which the 600 paid from the account return to it, 200 in cash.
    const quote = await f.post('receipt/quoteRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 8 });
    expect(quote).toMatchObject({ refund: 80000, toAccount: 60000 });
    const first = await f.post('receipt/createRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 8, payAccountId: f.cash.id });
    expect(first).toMatchObject({ kind: 3, amount: -80000, accountPaid: -60000 });
    expect(await p.stored()).toBe(100000);
    expect(await p.payBalance(f.cash.id)).toBe(cash - 20000);
    expect(await p.entries(first.id)).toEqual([[5, 60000]]);
    expect(await p.money(first.id)).toEqual([[2, -20000]]);
    await p.reconciled();

    // The last 2 hours: nothing paid from the account is left in them, all in cash.
    const second = await f.post('receipt/createRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 2, payAccountId: f.cash.id });
    expect(second).toMatchObject({ amount: -20000, accountPaid: 0 });
    expect(await p.stored()).toBe(100000);
    expect(await p.payBalance(f.cash.id)).toBe(cash - 40000);

    // Once the returned money is spent, the refund can no longer be invalidated.
    await f.post('receipt/createAccountRefund', { studentId: f.studentId, payAccountId: f.wechat.id, amount: 50000 });
    expect((await send('receipt/invalidate', { id: first.id })).message).toBe('账户余额不足，当前余额500.00元，无法作废');
    expect(await p.stored()).toBe(50000);
    await f.post('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.wechat.id, amount: 50000 });
    expect(await f.post('receipt/invalidate', { id: first.id })).toMatchObject({ state: 0, accountPaid: -60000 });
    expect(await p.stored()).toBe(40000);
    expect(await p.payBalance(f.cash.id)).toBe(cash - 20000);
    expect(await p.entries(first.id)).toEqual([[3, -60000], [5, 60000]]);
    await p.reconciled();

    // The hours are back, and with them the stored-value part: refunding them returns it again.
    const again = await f.post('receipt/createRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 8, payAccountId: f.cash.id });
    expect(again).toMatchObject({ amount: -80000, accountPaid: -60000 });
    expect(await p.stored()).toBe(100000);
    await p.reconciled();
  });

  it('a charge wholly from the account with goods: the course part returns to the account, no money moves', async () => {
    const before = { stored: await p.stored(), cash: await p.payBalance(f.cash.id) };
    // A 50-yuan kit and 1 hour at 80 yuan, all 130 yuan from the account: the goods are handed over, the course's 80 come back.
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.python.id, hours: 1 }, goods: [{ goodsId: f.kit.id, quantity: 1 }], paid: 13000, fromAccount: 13000 });
    const refund = await f.post('receipt/createRefund', { studentId: f.studentId, courseId: f.python.id, hours: 1, payAccountId: f.cash.id });
    expect(refund).toMatchObject({ amount: -8000, accountPaid: -8000 });
    expect(await p.money(refund.id)).toEqual([]);
    expect({ stored: await p.stored(), cash: await p.payBalance(f.cash.id) }).toEqual({ stored: before.stored - 5000, cash: before.cash });
    await p.reconciled();
  });

  it('two refunds at once share the stored-value part exactly once', async () => {
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 10 }, paid: 100000, fromAccount: 70000 });
    const before = { stored: await p.stored(), cash: await p.payBalance(f.cash.id) };
    const answers = await Promise.all([1, 2].map(() => send('receipt/createRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 5, payAccountId: f.cash.id })));
    expect(answers.every((a) => a.success)).toBe(true);
    expect(answers.map((a) => a.content.accountPaid).sort((a, b) => a - b)).toEqual([-50000, -20000]);
    expect({ stored: await p.stored(), cash: await p.payBalance(f.cash.id) }).toEqual({ stored: before.stored + 70000, cash: before.cash - 30000 });
    await p.reconciled();
  });
});
