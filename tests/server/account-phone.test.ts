import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneMessages, phoneStates } from '../../shared/account-safety/phone-rules';
import { ErrorCodes } from '../../shared/error-codes';
import { phoneCodes, smsOutbox, staff, verifiedPhones } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';
import { specText } from '../fixtures/spec-texts';

/** Phone verification (sections 4, 5 and 9): codes through the log provider's outbox. */
describe.each(backends)('phone verification on %s', (backend) => {
  let t: TestApp;
  let teacher: string;
  let principal: string;
  let admin: string;
  const send = (phone: string, token = teacher, ip?: string) => t.post('/java-api/school/tch/sendSms', { phone }, token, ip);
  const verify = (phone: string, code: string, token = teacher) => t.post('/java-api/school/tch/verifyCode', { phone, code }, token);
  const state = (token = teacher) => t.post('/java-api/school/tch/verifyPhoneState', undefined, token);
  /** The code in the newest outbox text for a number, as the back office shows it. */
  const codeFromOutbox = async (phone: string) => {
    const list = (await t.post('/java-api/auth/sms/outbox', undefined, admin)).content as { phone: string; content: string }[];
    return /\d{6}/.exec(list.find((m) => m.phone === phone)!.content)![0];
  };
  /** Lets a test move past the resend countdown without waiting a minute. */
  const ageCodes = (phone: string, seconds: number) =>
    t.database.db.update(phoneCodes).set({ createdAt: new Date(Date.now() - seconds * 1000) }).where(eq(phoneCodes.phone, phone));

  beforeAll(async () => {
    t = await startTestApp(backend);
    // Start from staff without numbers (the demo seed gives them verified ones).
    await t.database.db.delete(verifiedPhones);
    await t.database.db.update(staff).set({ phone: null });
    teacher = (await t.login('staff', 'teacher', demoAccounts.teacher.password)).content.token;
    principal = (await t.login('staff', 'principal', demoAccounts.principal.password)).content.token;
    admin = (await t.login('admin', 'admin', demoAccounts.admin.password)).content.token;
  });
  afterAll(() => t.close());

  it('validates the number with the exact messages', async () => {
    expect(await send('')).toMatchObject({ success: false, message: specText.phoneMessages.required });
    expect(await send('12345678901')).toMatchObject({ success: false, code: ErrorCodes.InvalidParameter, message: specText.phoneMessages.badFormat });
    expect((await state()).content).toEqual({ state: phoneStates.missing, phone: null });
  });

  it('sends a code to the outbox, refuses a resend within 60 s, accepts the right code once', async () => {
    const sent = await send('13800000001');
    expect(sent).toMatchObject({ success: true, message: specText.phoneMessages.codeSent, content: { resendAfterSeconds: 60, validMinutes: 5 } });
    expect(await send('13800000001')).toMatchObject({ success: false, code: ErrorCodes.PhoneRepeat, message: phoneMessages.resendTooSoon });
    const code = await codeFromOutbox('13800000001');
    const [row] = await t.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
    expect(row.content).toBe(phoneMessages.smsText(code));

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await verify('13800000001', wrong)).toMatchObject({ success: false, code: ErrorCodes.SmsVerifyFailure, message: phoneMessages.wrongCode });
    expect(await verify('13800000001', '')).toMatchObject({ success: false, message: specText.phoneMessages.codeRequired });
    expect(await verify('13800000001', code)).toMatchObject({ success: true, message: specText.phoneMessages.verified, content: { state: phoneStates.verified } });
    expect(await verify('13800000001', code)).toMatchObject({ success: false, code: ErrorCodes.SmsVerifyFailure });
    expect((await state()).content).toEqual({ state: phoneStates.verified, phone: '13800000001' });
    // The back office's phone change records (phoneChangeRecord) list the change.
    const records = (await t.post('/java-api/admin/userChange/selectList', { kind: 'phone', keyword: '13800000001' }, admin)).content.list;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ accountKind: 'staff', kind: 'phone', newValue: '13800000001', operator: '本人' });
  });

  it('refuses a number another account already uses', async () => {
    expect(await send('13800000001', principal)).toMatchObject({ success: false, code: ErrorCodes.PhoneNotUnique, message: phoneMessages.notUnique });
  });

  it('lets a code expire after 5 minutes', async () => {
    expect((await send('13800000002', principal)).success).toBe(true);
    const code = await codeFromOutbox('13800000002');
    const [row] = await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.phone, '13800000002'));
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 5 * 60_000)).toBeLessThan(1000);
    await t.database.db.update(phoneCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(phoneCodes.phone, '13800000002'));
    expect(await verify('13800000002', code, principal)).toMatchObject({ success: false, code: ErrorCodes.SmsVerifyFailure });
  });

  it('voids a code after five wrong guesses', async () => {
    await ageCodes('13800000002', 61);
    expect((await send('13800000002', principal)).success).toBe(true);
    const code = await codeFromOutbox('13800000002');
    for (let i = 0; i < 5; i++) await verify('13800000002', '000000' === code ? '111111' : '000000', principal);
    expect((await verify('13800000002', code, principal)).code).toBe(ErrorCodes.SmsVerifyFailure);
  });

  it('caps sends per number per day and per address per hour', async () => {
    for (let i = 0; i < 8; i++) {
      await ageCodes('13800000002', 61);
      expect((await send('13800000002', principal)).success).toBe(true);
    }
    await ageCodes('13800000002', 61);
    expect(await send('13800000002', principal)).toMatchObject({ code: ErrorCodes.PhoneRepeat, message: phoneMessages.dailyLimit });

    for (let i = 0; i < 20; i++) expect((await send(`1390000${String(i).padStart(4, '0')}`, teacher, '10.9.9.9')).success).toBe(true);
    expect(await send('13911112222', teacher, '10.9.9.9')).toMatchObject({ code: ErrorCodes.ActionFailure, message: phoneMessages.addressLimit });
  });

  it('reports a stored unverified number as 2 and a number verified elsewhere as 3', async () => {
    const principalId = (await t.get('/api/get/user', principal)).content.id;
    await t.database.db.update(staff).set({ phone: '13700000009' }).where(eq(staff.id, principalId));
    expect((await state(principal)).content).toEqual({ state: phoneStates.unverified, phone: '13700000009' });
    await t.database.db.update(staff).set({ phone: '13800000001' }).where(eq(staff.id, principalId));
    expect((await state(principal)).content).toEqual({ state: phoneStates.conflict, phone: '13800000001' });
  });

  it('keeps the outbox for administrators only', async () => {
    expect((await t.post('/java-api/auth/sms/outbox', undefined, teacher)).code).toBe(ErrorCodes.InvalidToken);
  });
});
