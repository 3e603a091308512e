import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '../../shared/account-safety/password-rules';
import { ErrorCodes } from '../../shared/error-codes';
import { passwordStrength } from '../../server/db/schema';
import { encodePasswordForTransport as md5b64 } from '../../shared/password-transport';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';
import { specText } from '../fixtures/spec-texts';

const change = (oldPassword: string, newPassword: string) => ({ oldPassword: md5b64(oldPassword), newPassword: md5b64(newPassword), newPasswordText: newPassword });

/** Password change and strength checks (sections 4 and 5) against the real server. */
describe.each(backends)('password change on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t.close());

  it('judges the seeded passwords, and reports one it never saw in clear as weak', async () => {
    const token = (await t.login('staff', 'teacher', demoAccounts.teacher.password)).content.token;
    expect((await t.post('/java-api/school/tch/checkPwd', undefined, token)).content).toEqual({ strong: true, judged: true });
    const student = (await t.login('student', 'student3', 'Student2026')).content.token;
    expect((await t.post('/java-api/student/stu/checkPwd', undefined, student)).content).toEqual({ strong: true, judged: true });
    await t.database.db.delete(passwordStrength);
    expect((await t.post('/java-api/school/tch/checkPwd', undefined, token)).content).toEqual({ strong: false, judged: false });
  });

  it('refuses a weak new password with the identity rule, a wrong old one with UpdatePasswordError', async () => {
    const token = (await t.login('staff', 'teacher', demoAccounts.teacher.password)).content.token;
    const weak = await t.post('/java-api/school/tch/personalColumn/updatePassword', change(demoAccounts.teacher.password, 'abcd1234'), token);
    expect(weak).toMatchObject({ success: false, code: ErrorCodes.UpdatePasswordError, message: specText.passwordMessages.principalRule });
    const wrongOld = await t.post('/java-api/school/tch/personalColumn/updatePassword', change('Nope@1234', 'Better@2027'), token);
    expect(wrongOld).toMatchObject({ success: false, code: ErrorCodes.UpdatePasswordError, message: passwordMessages.wrongOld });
    const lying = await t.post('/java-api/school/tch/personalColumn/updatePassword', { ...change(demoAccounts.teacher.password, 'Better@2027'), newPasswordText: 'Other@2027' }, token);
    expect(lying).toMatchObject({ success: false, code: ErrorCodes.InvalidParameter, message: passwordMessages.digestMismatch });
    const same = await t.post('/java-api/school/tch/personalColumn/updatePassword', change(demoAccounts.teacher.password, demoAccounts.teacher.password), token);
    expect(same).toMatchObject({ success: false, code: ErrorCodes.UpdatePasswordError, message: passwordMessages.sameAsOld });
  });

  it('changes the password, ends the session and lets the user in with the new one', async () => {
    const token = (await t.login('staff', 'teacher', demoAccounts.teacher.password)).content.token;
    const done = await t.post('/java-api/school/tch/personalColumn/updatePassword', change(demoAccounts.teacher.password, 'Better@2027'), token);
    expect(done).toMatchObject({ success: true, message: specText.passwordMessages.changed });
    expect((await t.post('/java-api/school/tch/checkPwd', undefined, token)).code).toBe(ErrorCodes.InvalidToken);
    expect((await t.login('staff', 'teacher', demoAccounts.teacher.password)).success).toBe(false);
    const again = (await t.login('staff', 'teacher', 'Better@2027')).content.token;
    expect((await t.post('/java-api/school/tch/checkPwd', undefined, again)).content).toEqual({ strong: true, judged: true });
  });

  it('applies the student rule to students: letters and digits only', async () => {
    const token = (await t.login('student', 'student2', 'Student2026')).content.token;
    const symbol = await t.post('/java-api/student/stu/updatePassword', change('Student2026', 'Pupil@2027'), token);
    expect(symbol).toMatchObject({ success: false, message: specText.passwordMessages.otherRule });
    expect((await t.post('/java-api/student/stu/updatePassword', change('Student2026', 'Pupil2027'), token)).success).toBe(true);
  });

  it('requires the transport form for both passwords', async () => {
    const token = (await t.login('staff', 'principal', demoAccounts.principal.password)).content.token;
    const raw = await t.post('/java-api/school/tch/personalColumn/updatePassword', { oldPassword: 'plain', newPassword: 'plain', newPasswordText: 'x' }, token);
    expect(raw.code).toBe(ErrorCodes.InvalidParameter);
  });
});
