import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hourBalances, payAccounts } from '../../server/db/schema';
import { reconcile } from '../../server/features/finance/reconcile';
import { financeCall as call, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/** How many random operation sequences the property test runs on each database (printed). */
const propertyRuns = 20;

/**
 * The ledgers under load and under random use: simultaneous refunds of the same hours, double
 * invalidations and after-pays racing for the same arrears each happen once; after any
 * sequence of recharges, charges (part paid from the stored-value account), refunds, transfers,
 * after-pays and invalidations, every cached balance equals the sum of its ledger, the accounts
 * hold exactly what the valid receipts moved, and so does the stored-value account.
 */
describe.each(backends)('finance ledgers under concurrency on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  const send = (path: string, body: unknown) => t.post(call(path), body, f.token);
  const hours = async (courseId: number) => (await f.post('hourBalance/queryList', { studentId: f.studentId, courseId })).list[0]?.hours ?? 0;
  const cash = async () => (await f.post('payAccount/detail', { id: f.cash.id })).balance;

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await financeSetup(t);
  });
  afterAll(() => t.close());

  it('two refunds of the same hours at once: exactly one succeeds', async () => {
    await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 5 }, paid: 50000 });
    const before = await cash();
    const answers = await Promise.all([1, 2].map(() => send('receipt/createRefund', { studentId: f.studentId, courseId: f.scratch.id, hours: 5, payAccountId: f.cash.id })));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.find((a) => !a.success)!.message).toMatch(/^(该学员在此课程没有剩余课时|剩余课时不足)/);
    expect(await hours(f.scratch.id)).toBe(0);
    expect(await cash()).toBe(before - 50000);
  });

  it('a receipt invalidated three times at once is reversed once', async () => {
    const charge = await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.python.id, hours: 3 }, goods: [{ goodsId: f.kit.id, quantity: 1 }], paid: 29000 });
    const before = await cash();
    const answers = await Promise.all([1, 2, 3].map(() => send('receipt/invalidate', { id: charge.id })));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.filter((a) => !a.success).map((a) => a.message)).toEqual(['该收据已作废', '该收据已作废']);
    expect(await hours(f.python.id)).toBe(0);
    expect(await cash()).toBe(before - 29000);
    expect((await f.post('goods/detail', { id: f.kit.id })).stock).toBe(5);
  });

  it('two after-pays racing for the same arrears: together they never pay more than is owed', async () => {
    const charge = await f.post('receipt/createCharge', { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.python.id, hours: 2 }, paid: 10000 });
    const answers = await Promise.all([1, 2].map(() => send('receipt/createAfterPay', { originId: charge.id, payAccountId: f.cash.id, amount: 4000 })));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.find((a) => !a.success)!.message).toBe('补费金额不能大于欠费金额（剩余欠费20.00元）');
    expect((await reconcile(t.database.db, f.schoolId)).mismatches).toEqual([]);
  });

  it('after random sequences of operations every balance equals its ledger', async () => {
    const courses = () => [f.scratch.id, f.python.id];
    const course = fc.integer({ min: 0, max: 1 });
    const account = fc.constantFrom('cash', 'wechat') as fc.Arbitrary<'cash' | 'wechat'>;
    const op = fc.oneof(
      // accountShare: the part of the paid amount taken from the stored-value account (储值支付), in per cent.
      fc.record({ kind: fc.constant('charge' as const), course, hours: fc.integer({ min: 1, max: 12 }), given: fc.integer({ min: 0, max: 3 }), discount: fc.integer({ min: 0, max: 3000 }), paidShare: fc.integer({ min: 0, max: 100 }), accountShare: fc.constantFrom(0, 0, 50, 100), kits: fc.integer({ min: 0, max: 2 }), account }),
      fc.record({ kind: fc.constant('recharge' as const), amount: fc.integer({ min: 1, max: 150000 }), account }),
      fc.record({ kind: fc.constant('refund' as const), course, hours: fc.integer({ min: 1, max: 8 }), account }),
      fc.record({ kind: fc.constant('transfer' as const), course, hours: fc.integer({ min: 1, max: 6 }), toHours: fc.integer({ min: 1, max: 6 }), discount: fc.integer({ min: 0, max: 500 }), account }),
      fc.record({ kind: fc.constant('afterPay' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 30000 }), account }),
      fc.record({ kind: fc.constant('invalidate' as const), pick: fc.nat() }),
    );
    let runs = 0;
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        runs += 1;
        for (const o of ops) {
          const payAccountId = 'account' in o ? (o.account === 'cash' ? f.cash.id : f.wechat.id) : 0;
          const receipts = (await f.post('receipt/queryList', { state: 1, pageSize: 50 })).list as Array<{ id: number; kind: number; owed: number }>;
          let answer;
          if (o.kind === 'charge') {
            const gross = (o.course === 0 ? 10000 : 8000) * o.hours;
            const due = gross - o.discount + o.kits * 5000;
            const paid = o.kits * 5000 + Math.floor(((due - o.kits * 5000) * o.paidShare) / 100);
            const goods = o.kits ? [{ goodsId: f.kit.id, quantity: o.kits }] : undefined;
            const fromAccount = Math.floor((paid * o.accountShare) / 100);
            answer = await send('receipt/createCharge', { studentId: f.studentId, payAccountId, course: { courseId: courses()[o.course], hours: o.hours, givenHours: o.given, discount: o.discount }, goods, paid, fromAccount });
          } else if (o.kind === 'recharge') {
            answer = await send('receipt/createRecharge', { studentId: f.studentId, payAccountId, amount: o.amount });
          } else if (o.kind === 'refund') {
            answer = await send('receipt/createRefund', { studentId: f.studentId, courseId: courses()[o.course], hours: o.hours, payAccountId });
          } else if (o.kind === 'transfer') {
            answer = await send('receipt/createTransfer', { studentId: f.studentId, fromCourseId: courses()[o.course], toCourseId: courses()[1 - o.course], hours: o.hours, toHours: o.toHours, discount: o.discount, payAccountId });
          } else if (o.kind === 'afterPay') {
            const owing = receipts.filter((r) => r.kind === 1 && r.owed > 0);
            if (owing.length === 0) continue;
            answer = await send('receipt/createAfterPay', { originId: owing[o.pick % owing.length].id, payAccountId, amount: o.amount });
          } else {
            if (receipts.length === 0) continue;
            answer = await send('receipt/invalidate', { id: receipts[o.pick % receipts.length].id });
          }
          // A refusal is a business rule saying no (ActionFailure), never a crash or a bad request.
          if (answer.success) accepted += 1;
          else {
            expect(answer.code, answer.message).toBe('ActionFailure');
            refused += 1;
          }
        }
        const report = await reconcile(t.database.db, f.schoolId);
        expect(report.mismatches).toEqual([]);
        // Independently of the ledger: the accounts hold exactly what the valid receipts moved, less the valid expenses paid out.
        const valid = (await f.post('receipt/queryList', { state: 1, pageSize: 1000 })).list as Array<{ kind: number; studentId: number; amount: number; accountPaid: number }>;
        const spent = (await f.post('expense/queryList', { state: 1, pageSize: 1000 })).list as Array<{ amount: number }>;
        const accounts = (await f.post('payAccount/queryList', {})).list as Array<{ balance: number }>;
        // What went through the payment accounts is each receipt's amount less its stored-value part (储值支付).
        expect(accounts.reduce((s, a) => s + a.balance, 0)).toBe(valid.reduce((s, r) => s + r.amount - r.accountPaid, 0) - spent.reduce((s, e) => s + e.amount, 0));
        // The student's stored-value account holds their recharges less what charges took, plus what
        // refunds and transfers returned (transferStoredValue), never below zero.
        const storedNow = (await f.post('studentAccount/queryList', { studentId: f.studentId })).list[0]?.balance ?? 0;
        const sum = (kinds: number[], of: (r: { amount: number; accountPaid: number }) => number) => valid.filter((r) => r.studentId === f.studentId && kinds.includes(r.kind)).reduce((s, r) => s + of(r), 0);
        expect(storedNow).toBe(sum([5, 6], (r) => r.amount) - sum([1, 2, 3], (r) => r.accountPaid));
        expect(storedNow).toBeGreaterThanOrEqual(0);
        const balances = (await f.post('hourBalance/queryList', { studentId: f.studentId })).list as Array<{ hours: number; value: number; owed: number }>;
        for (const b of balances) expect(b.hours >= 0 && b.value >= 0 && b.owed >= 0 && b.owed <= b.value).toBe(true);
      }),
      { numRuns: propertyRuns },
    );
    console.log(`finance property test on ${backend}: ${runs} runs, ${accepted} operations accepted, ${refused} refused, reconcile clean after each run`);
    expect(runs).toBe(propertyRuns);
  });

  it('reconcile names an account whose cached balance no longer matches its ledger', async () => {
    await t.database.db.update(payAccounts).set({ balance: sql`${payAccounts.balance} + 1` }).where(eq(payAccounts.id, f.wechat.id));
    await t.database.db.update(hourBalances).set({ owed: sql`${hourBalances.owed} + 0`, hours: sql`${hourBalances.hours} - 1` }).where(eq(hourBalances.courseId, f.scratch.id));
    const report = await reconcile(t.database.db, f.schoolId);
    expect(report.mismatches).toHaveLength(2);
    expect(report.mismatches[0]).toMatch(new RegExp(`^收款账户${f.wechat.id}: `));
    expect(report.mismatches[1]).toMatch(/^课时账户\d+: /);
  });
});
