import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../server/features/finance/reconcile';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { content, financeCall as call, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * A student's stored-value account (账户充值 / 账户退款, the 充值记录 ledger): each change is a
 * receipt, an account entry and a money entry through the payment account, in one transaction;
 * the account never goes below zero, not even under simultaneous refunds; another school sees
 * and touches none of it.
 */
describe.each(backends)('student stored-value accounts on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  const send = (path: string, body: unknown) => t.post(call(path), body, f.token);
  const stored = async () => (await f.post('studentAccount/queryList', { studentId: f.studentId })).list[0]?.balance ?? 0;
  const payBalance = async (id: number) => (await f.post('payAccount/detail', { id })).balance;
  const reconciled = async () => expect((await reconcile(t.database.db, f.schoolId)).mismatches).toEqual([]);

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await financeSetup(t);
  });
  afterAll(() => t.close());

  it('a recharge and a partial refund move the account, the payment account and both ledgers together', async () => {
    const recharge = await f.post('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.wechat.id, amount: 50000, remark: '寒假预存' });
    expect(recharge).toMatchObject({ kind: 5, amount: 50000, amountDue: 50000, state: 1, remark: '寒假预存' });
    expect(recharge.receiptNo).toMatch(/^CZ\d{8}-\d+$/);
    expect(await stored()).toBe(50000);
    expect(await payBalance(f.wechat.id)).toBe(50000);

    const refund = await f.post('receipt/createAccountRefund', { studentId: f.studentId, payAccountId: f.cash.id, amount: 12345 });
    expect(refund).toMatchObject({ kind: 6, amount: -12345 });
    expect(await stored()).toBe(37655);
    expect(await payBalance(f.cash.id)).toBe(-12345);

    const entries = (await f.post('accountEntry/queryList', { studentId: f.studentId })).list;
    expect(entries.map((e: any) => [e.kind, e.amount, e.balanceAfter, e.payAccountName, e.receiptNo])).toEqual([
      [2, -12345, 37655, '现金', refund.receiptNo],
      [1, 50000, 50000, '微信', recharge.receiptNo],
    ]);
    const money = (await f.post('moneyEntry/queryList', { payAccountId: f.wechat.id })).list;
    expect(money.map((e: any) => [e.kind, e.amount, e.receiptId])).toEqual([[1, 50000, recharge.id]]);
    await reconciled();
  });

  it('never below zero: a refund larger than the balance is refused with the balance, nothing written', async () => {
    const before = { stored: await stored(), cash: await payBalance(f.cash.id), receipts: (await f.post('receipt/queryList', {})).total };
    const answer = await send('receipt/createAccountRefund', { studentId: f.studentId, payAccountId: f.cash.id, amount: before.stored + 1 });
    expect(answer.message).toBe('账户余额不足，当前余额376.55元');
    for (const amount of [0, -100, 1.5, 100000001]) {
      expect((await send('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.cash.id, amount })).code).toBe('InvalidParameter');
    }
    expect({ stored: await stored(), cash: await payBalance(f.cash.id), receipts: (await f.post('receipt/queryList', {})).total }).toEqual(before);
  });

  it('simultaneous refunds and recharges never overdraw the account', async () => {
    const start = await stored();
    // Five refunds of 100 yuan against 376.55: three fit, two are refused.
    const answers = await Promise.all(Array.from({ length: 5 }, () => send('receipt/createAccountRefund', { studentId: f.studentId, payAccountId: f.cash.id, amount: 10000 })));
    expect(answers.filter((a) => a.success)).toHaveLength(3);
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual(['账户余额不足，当前余额76.55元', '账户余额不足，当前余额76.55元']);
    expect(await stored()).toBe(start - 30000);
    // Recharges and refunds interleaved: the result is their sum, never a lost update.
    const mixed = await Promise.all([
      send('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.cash.id, amount: 20000 }),
      send('receipt/createAccountRefund', { studentId: f.studentId, payAccountId: f.cash.id, amount: 5000 }),
      send('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.wechat.id, amount: 1 }),
      send('receipt/createAccountRefund', { studentId: f.studentId, payAccountId: f.cash.id, amount: 7655 }),
    ]);
    const moved = mixed.filter((a) => a.success).reduce((sum, a) => sum + a.content.amount, 0);
    expect(await stored()).toBe(start - 30000 + moved);
    expect(await stored()).toBeGreaterThanOrEqual(0);
    await reconciled();
  });

  it('invalidating a recharge takes it back only while the money is still in the account', async () => {
    const recharge = await f.post('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.cash.id, amount: 100000 });
    const balance = await stored();
    await f.post('receipt/createAccountRefund', { studentId: f.studentId, payAccountId: f.cash.id, amount: balance });
    expect((await send('receipt/invalidate', { id: recharge.id })).message).toBe('账户余额不足，当前余额0.00元，无法作废');
    const again = await f.post('receipt/createRecharge', { studentId: f.studentId, payAccountId: f.cash.id, amount: 3000 });
    const cash = await payBalance(f.cash.id);
    expect(await f.post('receipt/invalidate', { id: again.id })).toMatchObject({ state: 0 });
    expect(await stored()).toBe(0);
    expect(await payBalance(f.cash.id)).toBe(cash - 3000);
    const reversal = (await f.post('accountEntry/queryList', { receiptId: again.id })).list;
    expect(reversal.map((e: any) => [e.kind, e.amount]).sort()).toEqual([[1, 3000], [3, -3000]]);
    await reconciled();
  });

  it('the data board’s 收入概况 sums the money ledger: totals equal what the payment accounts hold', async () => {
    const today = new Date(Date.now() + 8 * 3600000).toISOString().slice(0, 10);
    const board = await content(t.post('/java-api/school/stu/board/incomeSoa', { from: today, to: today }, f.token));
    // Every payment account of the school (the demo's seeded receipts too) started empty today;
    // the school's own expenses left them too but are not income.
    const balances = (await f.post('payAccount/queryList', { pageSize: 1000 })).list.reduce((sum: number, a: any) => sum + a.balance, 0);
    const spent = (await f.post('expense/queryList', { state: 1, pageSize: 1000 })).list.reduce((sum: number, e: any) => sum + e.amount, 0);
    const held = balances + spent;
    expect(board.net).toBe(held);
    expect(board.inflow - board.outflow).toBe(board.net);
    expect(board.byKind.reduce((sum: number, k: any) => sum + k.amount, 0)).toBe(board.net);
    expect(board.byKind.map((k: any) => k.kind)).toEqual(expect.arrayContaining([5, 6]));
    expect(board.days).toEqual([{ day: today, inflow: board.inflow, outflow: board.outflow }]);
    const week = await content(t.post('/java-api/school/stu/board/incomeSoa', { from: '2020-01-01', to: '2020-01-07' }, f.token));
    expect(week).toMatchObject({ inflow: 0, outflow: 0, net: 0 });
    expect(week.days).toHaveLength(7);
    expect((await t.post('/java-api/school/stu/board/incomeSoa', { from: '2020-01-01', to: '2021-06-01' }, f.token)).message).toBe('统计时间范围不能超过一年');
    expect((await t.post('/java-api/school/stu/board/incomeSoa', { from: today, to: '2020-01-01' }, f.token)).message).toBe('结束日期不能早于开始日期');
  });

  it('another school sees no account, entry or recharge and cannot move this student’s money', async () => {
    await addOtherSchool(t.database.db);
    const other = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    const otherCash = await content(t.post(call('payAccount/create'), { name: '外校现金', kind: 1 }, other));
    expect((await t.post(call('studentAccount/queryList'), {}, other)).content.total).toBe(0);
    expect((await t.post(call('accountEntry/queryList'), {}, other)).content.total).toBe(0);
    expect((await t.post(call('receipt/createRecharge'), { studentId: f.studentId, payAccountId: otherCash.id, amount: 100 }, other)).message).toBe('学员不存在');
    expect((await t.post(call('receipt/createAccountRefund'), { studentId: f.studentId, payAccountId: f.cash.id, amount: 100 }, other)).message).toBe('收款账户不存在或已停用');
    expect((await content(t.post(call('payAccount/detail'), { id: otherCash.id }, other))).balance).toBe(0);
    const today = new Date(Date.now() + 8 * 3600000).toISOString().slice(0, 10);
    expect(await content(t.post('/java-api/school/stu/board/incomeSoa', { from: today, to: today }, other))).toMatchObject({ inflow: 0, outflow: 0, net: 0, byKind: [] });
  });
});
