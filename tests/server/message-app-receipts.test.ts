import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses, messageOutbox, students } from '../../server/db/schema';
import { wechatSignature } from '../../server/features/message-app/wechat-signature';
import { addOtherSchool, addStaffWithScreens, otherPrincipal, staffToken } from './crud-fixtures';
import { financeCall, financeSetup } from './finance-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

const msgApp = (call: string) => `/java-api/school/msgApp/${call}`;

/**
 * 缴费通知 for every receipt of money coming in (收费, 补费, 账户充值), queued in the receipt's own
 * transaction to the student's bound guardians, and one student's bindings (学员详情's 微信绑定)
 * read only within the staff member's school and campus.
 */
describe.each(backends)('receipt messages and one student\'s bindings on %s', (backend) => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof financeSetup>>;
  let callbackToken: string;
  let unboundId: number;
  const settings = { appId: 'wx1234567890abcdef', appSecret: 'a1b2c3d4e5f6a7b8c9d0a1b2c3d4e5f6', qrCode: null, enabled: true, notifySignIn: true, notifyReceipt: true, notifyExam: true };
  const receiptRows = (studentName?: string) =>
    t.database.db.select().from(messageOutbox).where(and(eq(messageOutbox.kind, 'receipt'), studentName ? eq(messageOutbox.personName, `${studentName}的家长`) : undefined)).orderBy(messageOutbox.id);
  const bindGuardian = async (studentId: number, openid: string) => {
    const qr = await t.post(msgApp('bindQr'), { personKind: 'guardian', studentId }, f.token);
    expect(qr.success, qr.message).toBe(true);
    const query = { timestamp: '1700000000', nonce: `n${openid}` };
    const signed = new URLSearchParams({ ...query, signature: wechatSignature(callbackToken, query.timestamp, query.nonce) }).toString();
    const xml = `<xml><FromUserName><![CDATA[${openid}]]></FromUserName><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[subscribe]]></Event><EventKey><![CDATA[qrscene_${qr.content.content.replace('wechat-bind:', '')}]]></EventKey></xml>`;
    const answer = await t.app.inject({ method: 'POST', url: `/api/wechat/callback/${f.schoolId}?${signed}`, headers: { 'content-type': 'text/xml' }, payload: xml });
    expect(answer.body).toBe('success');
  };
  const studentName = async (id: number) => (await t.database.db.select({ name: students.realName }).from(students).where(eq(students.id, id)))[0].name;

  beforeAll(async () => {
    t = await startTestApp(backend);
    f = await financeSetup(t);
    const saved = await t.post(msgApp('save'), settings, f.token);
    expect(saved.success, saved.message).toBe(true);
    callbackToken = saved.content.callbackToken;
    [{ id: unboundId }] = await t.database.db.select({ id: students.id }).from(students).where(and(eq(students.schoolId, f.schoolId), ne(students.id, f.studentId))).limit(1);
    await bindGuardian(f.studentId, 'o-mum-of-student');
  }, 120_000);
  afterAll(() => t?.close());

  it('lists one student\'s guardian bindings only within the school and the staff member\'s campus', async () => {
    await bindGuardian(unboundId, 'o-temporary');
    const mine = await t.post(msgApp('bindings'), { studentId: f.studentId }, f.token);
    expect(mine.success, mine.message).toBe(true);
    expect(mine.content).toEqual([expect.objectContaining({ personKind: 'guardian', personId: f.studentId, openid: 'o-mu…dent', personName: `${await studentName(f.studentId)}的家长` })]);
    // The other student's binding is not in this student's list; unbinding it leaves that student unbound again.
    const other = await t.post(msgApp('bindings'), { studentId: unboundId }, f.token);
    expect(other.content).toHaveLength(1);
    expect((await t.post(msgApp('unbind'), { id: other.content[0].id }, f.token)).success).toBe(true);
    expect((await t.post(msgApp('bindings'), { studentId: unboundId }, f.token)).content).toEqual([]);
    // Another school's principal, and a staff member of another campus, are told the student does not exist.
    await addOtherSchool(t.database.db);
    const intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    expect(await t.post(msgApp('bindings'), { studentId: f.studentId }, intruder)).toMatchObject({ success: false, message: '学员不存在' });
    const [elsewhere] = await t.database.db.insert(campuses).values({ schoolId: f.schoolId, name: '分校区' }).returning();
    await addStaffWithScreens(t.database.db, 'vx-elsewhere', ['vxservice'], elsewhere.id);
    const confined = await staffToken(t, 'vx-elsewhere', 'Teacher@2026');
    expect(await t.post(msgApp('bindings'), { studentId: f.studentId }, confined)).toMatchObject({ success: false, message: '学员不存在' });
    expect(await t.post(msgApp('bindQr'), { personKind: 'guardian', studentId: f.studentId }, confined)).toMatchObject({ success: false, message: '学员不存在' });
  });

  it('queues exactly one 缴费通知 for a bound guardian on an after-pay and on a recharge, and none without a binding', async () => {
    const name = await studentName(f.studentId);
    const charge = await t.post(financeCall('receipt/createCharge'), { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 2 }, paid: 5000 }, f.token);
    expect(charge.success, charge.message).toBe(true);
    const before = (await receiptRows(name)).length;

    const afterPay = await t.post(financeCall('receipt/createAfterPay'), { originId: charge.content.id, payAccountId: f.wechat.id, amount: 15000 }, f.token);
    expect(afterPay.success, afterPay.message).toBe(true);
    const afterPayRows = (await receiptRows(name)).slice(before);
    expect(afterPayRows.map((r) => [r.openid, r.state, r.fields.receiptNo, r.fields.amount, r.fields.items])).toEqual([['o-mum-of-student', 1, afterPay.content.receiptNo, '150.00', 'Scratch 启蒙（补费）']]);
    expect(afterPayRows[0].fields.time).toMatch(/^\d{4}\/\d{1,2}\/\d{1,2} \d{2}:\d{2}:\d{2}$/);

    const recharge = await t.post(financeCall('receipt/createRecharge'), { studentId: f.studentId, payAccountId: f.cash.id, amount: 30000 }, f.token);
    expect(recharge.success, recharge.message).toBe(true);
    const rechargeRows = (await receiptRows(name)).slice(before + 1);
    expect(rechargeRows.map((r) => [r.openid, r.fields.receiptNo, r.fields.amount, r.fields.items, r.fields.student])).toEqual([['o-mum-of-student', recharge.content.receiptNo, '300.00', '储值账户充值', name]]);
    expect(rechargeRows[0].title).toContain('300.00');

    // A student no guardian is bound to: the money moves, no message.
    const total = (await receiptRows()).length;
    const unboundCharge = await t.post(financeCall('receipt/createCharge'), { studentId: unboundId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 2 }, paid: 5000 }, f.token);
    expect(unboundCharge.success, unboundCharge.message).toBe(true);
    expect((await t.post(financeCall('receipt/createAfterPay'), { originId: unboundCharge.content.id, payAccountId: f.cash.id, amount: 1000 }, f.token)).success).toBe(true);
    expect((await t.post(financeCall('receipt/createRecharge'), { studentId: unboundId, payAccountId: f.cash.id, amount: 1000 }, f.token)).success).toBe(true);
    expect((await receiptRows()).length).toBe(total);
  });

  it('queues nothing for an after-pay or recharge while 缴费通知 is switched off, and nothing is left of a refused one', async () => {
    const total = (await receiptRows()).length;
    expect((await t.post(msgApp('save'), { ...settings, notifyReceipt: false }, f.token)).success).toBe(true);
    expect((await t.post(financeCall('receipt/createRecharge'), { studentId: f.studentId, payAccountId: f.cash.id, amount: 1000 }, f.token)).success).toBe(true);
    expect((await receiptRows()).length).toBe(total);
    expect((await t.post(msgApp('save'), { ...settings, notifyReceipt: true }, f.token)).success).toBe(true);
    // An after-pay refused (more than is owed) rolls back with its message.
    const charge = await t.post(financeCall('receipt/createCharge'), { studentId: f.studentId, payAccountId: f.cash.id, course: { courseId: f.scratch.id, hours: 1 }, paid: 5000 }, f.token);
    const queued = (await receiptRows()).length;
    expect((await t.post(financeCall('receipt/createAfterPay'), { originId: charge.content.id, payAccountId: f.cash.id, amount: 999999 }, f.token)).success).toBe(false);
    expect((await receiptRows()).length).toBe(queued);
  });
});
