import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundRounding } from '../../shared/finance/money-rules';
import { reconcile } from '../../server/features/finance/reconcile';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { content, financeCall as call, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * Receipts of the four kinds over the two ledgers (section 7 Finance, 'xm'): what each writes,
 * the refund and transfer arithmetic in fen, invalidation by reversing entries, the refusals
 * with their messages (nothing written), and the school and permission boundaries.
 */
describe.each(backends)('finance receipts on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  const balanceOf = async (courseId: number) =>
    (await f.post('hourBalance/queryList', { studentId: f.studentId, courseId })).list[0] ?? { hours: 0, value: 0, owed: 0 };
  const accountBalance = async (id: number) => (await f.post('payAccount/detail', { id })).balance;
  const stock = async () => (await f.post('goods/detail', { id: f.kit.id })).stock;
  const refused = async (path: string, body: unknown) => {
    const answer = await t.post(call(path), body, f.token);
    expect(answer.success).toBe(false);
    return answer.message as string;
  };
  const reconciled = async () => expect((await reconcile(t.database.db, f.schoolId)).mismatches).toEqual([]);

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await financeSetup(t);
  });
  afterAll(() => t.close());

  it('a charge sells hours with given hours, a discount and goods, partly paid, and an after-pay settles the rest', async () => {
    const receipt = await f.post('receipt/createCharge', {
      studentId: f.studentId,
      payAccountId: f.cash.id,
      course: { courseId: f.scratch.id, hours: 10, givenHours: 2, discount: 10000 },
      goods: [{ goodsId: f.kit.id, quantity: 2 }],
      paid: 60000,
      remark: '春季报名',
    });
    // 10 × 100 − 100 = 900 yuan of hours, 2 × 50 = 100 yuan of goods: 1000 due, 600 paid, 400 owing.
    expect(receipt).toMatchObject({ kind: 1, amountDue: 100000, amount: 60000, owed: 40000, state: 1, studentName: '张小明', payAccountName: '现金' });
    expect(receipt.receiptNo).toMatch(/^SF\d{8}-\d+$/);
    expect(receipt.staffName).toBeTruthy();
    const lines = (await f.post('receiptLine/queryList', { receiptId: receipt.id })).list;
    expect(lines.map((l: any) => [l.kind, l.name, l.quantity, l.givenHours, l.amount])).toEqual([
      [1, 'Scratch 启蒙', 10, 2, 90000],
      [2, '编程教具套装', 2, 0, 10000],
    ]);
    expect(await balanceOf(f.scratch.id)).toMatchObject({ hours: 12, value: 90000, owed: 40000 });
    expect(await accountBalance(f.cash.id)).toBe(60000);
    expect(await stock()).toBe(3);

    const over = await refused('receipt/createAfterPay', { originId: receipt.id, payAccountId: f.wechat.id, amount: 40001 });
    expect(over).toBe('补费金额不能大于欠费金额（剩余欠费400.00元）');
    const afterPay = await f.post('receipt/createAfterPay', { originId: receipt.id, payAccountId: f.wechat.id, amount: 15000 });
    expect(afterPay).toMatchObject({ kind: 4, amount: 15000, originId: receipt.id });
    expect(await balanceOf(f.scratch.id)).toMatchObject({ hours: 12, value: 90000, owed: 25000 });
    expect(await accountBalance(f.wechat.id)).toBe(15000);
    // A charge with after-pays is invalidated only after them.
    expect(await refused('receipt/invalidate', { id: receipt.id })).toBe('请先作废该收据的补费收据');
    await f.post('receipt/invalidate', { id: afterPay.id });
    expect(await balanceOf(f.scratch.id)).toMatchObject({ owed: 40000 });
    expect(await accountBalance(f.wechat.id)).toBe(0);

    // Invalidation: the receipt stays, marked; every entry has its opposite; the kits go back.
    const invalid = await f.post('receipt/invalidate', { id: receipt.id });
    expect(invalid).toMatchObject({ state: 0 });
    expect(invalid.invalidatedAt).toBeTruthy();
    expect(await balanceOf(f.scratch.id)).toMatchObject({ hours: 0, value: 0, owed: 0 });
    expect(await accountBalance(f.cash.id)).toBe(0);
    expect(await stock()).toBe(5);
    const entries = (await f.post('hourEntry/queryList', { receiptId: receipt.id })).list;
    expect(entries.map((e: any) => [e.kind, e.hours]).sort()).toEqual([[1, 10], [2, 2], [7, -10], [7, -2]]);
    expect(await refused('receipt/invalidate', { id: receipt.id })).toBe('该收据已作废');
    await reconciled();
  });

  it('a refund pays back remaining hours at the effective unit price, rounded once, cancelling what was never paid', async () => {
    // 3 hours at 100 yuan less 1 yuan off: 299 yuan for 3 hours, 99.6667 a lesson hour.
    const charge = await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 3, discount: 100 }, paid: 29900 });
    const quote = await f.post('receipt/quoteRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 1 });
    expect(quote).toEqual({ hours: 1, remainingHours: 3, value: 9967, owed: 0, refund: 9967, toAccount: 0, storedValue: 0, rounding: refundRounding });
    const refund = await f.post('receipt/createRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 1, payAccountId: f.cash.id });
    expect(refund).toMatchObject({ kind: 3, amount: -9967, amountDue: -9967, rounding: refundRounding });
    expect(refund.receiptNo).toMatch(/^TF/);
    expect(await balanceOf(f.scratch.id)).toMatchObject({ hours: 2, value: 19933, owed: 0 });
    // The rest: the whole remaining value, so nothing is lost to rounding.
    const rest = await f.post('receipt/createRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 2, payAccountId: f.cash.id });
    expect(rest.amount).toBe(-19933);
    expect(await balanceOf(f.scratch.id)).toMatchObject({ hours: 0, value: 0, owed: 0 });
    // Hours refunded cannot be charged back by invalidating the charge.
    expect(await refused('receipt/invalidate', { id: charge.id })).toBe('课时已被使用、转出或退费，无法作废');
    expect(await refused('receipt/createRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 1, payAccountId: f.cash.id })).toBe('该学员在此课程没有剩余课时');

    // Partly paid: the unpaid share is cancelled, only the paid share goes back.
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.python.id, hours: 4 }, paid: 20000 });
    const partial = await f.post('receipt/quoteRefund', { studentId: f.studentId, courseId: f.python.id, hours: 1 });
    expect(partial).toMatchObject({ value: 8000, owed: 3000, refund: 5000 });
    expect(await refused('receipt/createRefund', { studentId: f.studentId, courseId: f.python.id, hours: 5, payAccountId: f.cash.id })).toBe('剩余课时不足，最多可退4课时');
    await f.post('receipt/createRefund', { studentId: f.studentId, courseId: f.python.id, hours: 4, payAccountId: f.cash.id });
    expect(await balanceOf(f.python.id)).toMatchObject({ hours: 0, value: 0, owed: 0 });
    await reconciled();
  });

  it('a transfer moves the worth of hours into another course and settles the difference either way', async () => {
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 6 }, paid: 60000 });
    const cashBefore = await accountBalance(f.cash.id);
    // 4 Scratch hours (400 yuan) → 6 Python hours (480 yuan): the student pays 80.
    const up = await f.post('receipt/createTransfer', { studentId: f.studentId, fromCourseId: f.scratch.id, hours: 4, toCourseId: f.python.id, toHours: 6, payAccountId: f.cash.id });
    expect(up).toMatchObject({ kind: 2, amount: 8000 });
    expect(await balanceOf(f.scratch.id)).toMatchObject({ hours: 2, value: 20000 });
    expect(await balanceOf(f.python.id)).toMatchObject({ hours: 6, value: 48000 });
    // 2 Scratch hours (200 yuan) → 1 Python hour less 10 yuan (70 yuan): 130 goes back.
    const down = await f.post('receipt/createTransfer', { studentId: f.studentId, fromCourseId: f.scratch.id, hours: 2, toCourseId: f.python.id, toHours: 1, discount: 1000, payAccountId: f.cash.id });
    expect(down.amount).toBe(-13000);
    expect(await accountBalance(f.cash.id)).toBe(cashBefore + 8000 - 13000);
    const lines = (await f.post('receiptLine/queryList', { receiptId: down.id })).list;
    expect(lines.map((l: any) => [l.kind, l.name, l.quantity, l.amount])).toEqual([[3, 'Scratch 启蒙', 2, -20000], [1, 'Python 进阶', 1, 7000]]);
    expect(await refused('receipt/createTransfer', { studentId: f.studentId, fromCourseId: f.python.id, hours: 1, toCourseId: f.python.id, toHours: 1, payAccountId: f.cash.id })).toBe('转入课程不能与转出课程相同');
    // Invalidating the second transfer puts the hours back where they were.
    await f.post('receipt/invalidate', { id: down.id });
    expect(await balanceOf(f.scratch.id)).toMatchObject({ hours: 2, value: 20000 });
    expect(await balanceOf(f.python.id)).toMatchObject({ hours: 6, value: 48000 });
    await reconciled();
  });

  it('bad input is refused with its own message and writes nothing', async () => {
    const cash = await accountBalance(f.cash.id);
    const receipts = (await f.post('receipt/queryList', {})).total;
    const base = { studentId: f.studentId, payAccountId: f.cash.id };
    expect(await refused('receipt/createCharge', { ...base, paid: 0 })).toBe('请选择课程或商品');
    expect(await refused('receipt/createCharge', { ...base, course: { courseId: f.scratch.id, hours: 1 }, paid: 10001 })).toBe('实收金额不能大于应收金额');
    expect(await refused('receipt/createCharge', { ...base, course: { courseId: f.scratch.id, hours: 1, discount: 10001 }, paid: 0 })).toBe('优惠金额不能大于课程金额');
    expect(await refused('receipt/createCharge', { ...base, course: { courseId: f.scratch.id, hours: 1 }, goods: [{ goodsId: f.kit.id, quantity: 1 }], paid: 4999 })).toBe('实收金额不足以支付商品费用，商品不可欠费');
    expect(await refused('receipt/createCharge', { ...base, goods: [{ goodsId: f.kit.id, quantity: 6 }], paid: 30000 })).toBe('商品“编程教具套装”库存不足');
    expect(await refused('receipt/createCharge', { ...base, goods: [{ goodsId: f.kit.id, quantity: 1 }, { goodsId: f.kit.id, quantity: 1 }], paid: 10000 })).toBe('商品不能重复选择');
    const negative = await t.post(call('receipt/createCharge'), { ...base, course: { courseId: f.scratch.id, hours: 1 }, paid: -1 }, f.token);
    expect(negative.code).toBe('InvalidParameter');
    const zeroHours = await t.post(call('receipt/createRefund'), { studentId: f.studentId, courseId: f.scratch.id, hours: 0, payAccountId: f.cash.id }, f.token);
    expect(zeroHours.code).toBe('InvalidParameter');
    await f.post('payAccount/edit', { id: f.wechat.id, name: '微信', kind: 2, state: 0 });
    expect(await refused('receipt/createCharge', { ...base, payAccountId: f.wechat.id, course: { courseId: f.scratch.id, hours: 1 }, paid: 0 })).toBe('收款账户不存在或已停用');
    await f.post('payAccount/edit', { id: f.wechat.id, name: '微信', kind: 2, state: 1 });
    expect(await accountBalance(f.cash.id)).toBe(cash);
    expect((await f.post('receipt/queryList', {})).total).toBe(receipts);
    expect(await stock()).toBe(5);
    // Only the remark and the attachment can change; the amounts cannot be sent at all.
    const [latest] = (await f.post('receipt/queryList', {})).list;
    expect((await f.post('receipt/edit', { id: latest.id, remark: '家长要求开票' })).remark).toBe('家长要求开票');
    expect((await t.post(call('receipt/edit'), { id: latest.id, amount: 1 }, f.token)).code).toBe('InvalidParameter');
  });

  it('another school sees none of it, and staff without the screen are refused', async () => {
    const other = await addOtherSchool(t.database.db);
    const otherToken = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    const [receipt] = (await f.post('receipt/queryList', {})).list;
    expect((await t.post(call('receipt/queryList'), {}, otherToken)).content.total).toBe(0);
    expect((await t.post(call('receipt/invalidate'), { id: receipt.id }, otherToken)).code).toBe('NotFound');
    const foreign = await t.post(call('receipt/createCharge'), { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 1 }, paid: 0 }, otherToken);
    expect(foreign.message).toBe('学员不存在');
    const otherAccount = await content(t.post(call('payAccount/create'), { name: '外校现金', kind: 1 }, otherToken));
    const crossed = await t.post(call('receipt/createCharge'), { studentId: other.student.id, payAccountId: otherAccount.id, course: { courseId: f.scratch.id, hours: 1 }, paid: 0 }, otherToken);
    expect(crossed.message).toBe('课程不存在');

    await addStaffWithScreens(t.database.db, 'finance-viewer', ['ordermanagement']);
    const viewer = await staffToken(t, 'finance-viewer', 'Teacher@2026');
    expect((await t.post(call('receipt/queryList'), {}, viewer)).success).toBe(true);
    const denied = await t.post(call('receipt/createRefund'), { studentId: f.studentId, courseId: f.scratch.id, hours: 1, payAccountId: f.cash.id }, viewer);
    expect(denied.code).toBe('AuthFailure');
  });
});
