import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../../server/features/finance/reconcile';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { content, financeCall as call, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * School expenses (费用管理, 支出明细): written once, paid out of a payment account through the
 * money ledger in the same transaction; 作废 reverses once; bad input and other schools are refused.
 */
describe.each(backends)('school expenses on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  const send = (path: string, body: unknown) => t.post(call(path), body, f.token);
  const cash = async () => (await f.post('payAccount/detail', { id: f.cash.id })).balance;

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await financeSetup(t);
  });
  afterAll(() => t.close());

  it('an expense pays out of its account through the ledger, and invalidating it three times at once reverses once', async () => {
    const before = await cash();
    const rent = await f.post('expense/create', { category: 1, amount: 350000, payAccountId: f.cash.id, spentOn: '2026-03-01', remark: '三月房租' });
    expect(rent).toMatchObject({ category: 1, amount: 350000, state: 1, payAccountName: '现金', staffName: '王校长' });
    expect(await cash()).toBe(before - 350000);
    const entries = (await f.post('moneyEntry/queryList', { payAccountId: f.cash.id })).list;
    expect(entries[0]).toMatchObject({ kind: 2, amount: -350000, expenseId: rent.id, studentId: null, receiptId: null });

    const answers = await Promise.all([1, 2, 3].map(() => send('expense/invalidate', { id: rent.id })));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual(['该支出已作废', '该支出已作废']);
    expect(await cash()).toBe(before);
    expect((await f.post('expense/queryList', { state: 0 })).total).toBe(1);
    expect((await reconcile(t.database.db, f.schoolId)).mismatches).toEqual([]);
  });

  it('支出明细 totals the amount of every row the filters match, not just the page', async () => {
    const a = await f.post('expense/create', { category: 4, amount: 12345, payAccountId: f.cash.id, spentOn: '2026-04-02' });
    await f.post('expense/create', { category: 4, amount: 20000, payAccountId: f.wechat.id, spentOn: '2026-04-03' });
    await f.post('expense/create', { category: 5, amount: 999, payAccountId: f.cash.id, spentOn: '2026-04-04' });
    const page = await f.post('expense/queryList', { category: 4, pageSize: 1 });
    expect(page).toMatchObject({ total: 2, totals: { amount: 32345 } });
    expect(page.list).toHaveLength(1);
    const april = await f.post('expense/queryList', { spentOnFrom: '2026-04-01', spentOnTo: '2026-04-30', pageSize: 1 });
    expect(april.totals).toEqual({ amount: 33344 });
    expect((await f.post('expense/queryList', { spentOnFrom: '2026-04-01', payAccountId: f.cash.id })).totals).toEqual({ amount: 13344 });
    expect((await f.post('expense/queryList', { keyword: '没有这样的支出' })).totals).toEqual({ amount: 0 });
    await f.post('expense/invalidate', { id: a.id });
    expect((await f.post('expense/queryList', { category: 4, state: 1 })).totals).toEqual({ amount: 20000 });
  });

  it('bad input writes nothing, and another school neither sees nor pays from this school', async () => {
    const before = await cash();
    for (const amount of [0, -1, 100000001]) expect((await send('expense/create', { category: 1, amount, payAccountId: f.cash.id, spentOn: '2026-03-01' })).code).toBe('InvalidParameter');
    expect((await send('expense/create', { category: 9, amount: 100, payAccountId: f.cash.id, spentOn: '2026-03-01' })).code).toBe('InvalidParameter');
    await addOtherSchool(t.database.db);
    const other = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    expect((await t.post(call('expense/queryList'), {}, other)).content).toMatchObject({ total: 0, totals: { amount: 0 } });
    const foreign = await t.post(call('expense/create'), { category: 2, amount: 100, payAccountId: f.cash.id, spentOn: '2026-03-01' }, other);
    expect(foreign.success).toBe(false);
    const [mine] = (await f.post('expense/queryList', {})).list;
    expect((await t.post(call('expense/invalidate'), { id: mine.id }, other)).code).toBe('NotFound');
    expect(await cash()).toBe(before);
    await content(t.post(call('payAccount/queryList'), {}, other));
  });
});
