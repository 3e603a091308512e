import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookMessages } from '../../shared/school-look/look-rules';
import { operationLogs, schools } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * 个性化设置: saved only under the header-set authorization, worn by the school's own staff and
 * students, never by another school's, and each save is logged.
 */
describe.each(backends)('school look on %s', (backend) => {
  let t: TestApp;
  let principal: string;
  let intruder: string;
  let student: string;
  const look = { headerTitle: '星火少儿编程', themeColor: '#13A8A8', footerText: '咨询电话 400-000-0000' };

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
    student = (await t.login('student', demoAccounts.student.userName, demoAccounts.student.password)).content.token;
  });
  afterAll(() => t.close());

  it('refuses a save until the platform grants the header-set authorization, and writes nothing', async () => {
    await t.database.db.update(schools).set({ headerSet: false });
    expect(await t.post('/java-api/school/settings/savePersonal', look, principal)).toMatchObject({ success: false, message: lookMessages.notGranted });
    expect((await t.post('/java-api/school/settings/personal', {}, principal)).content).toEqual({ headerSet: false, look: { headerTitle: null, themeColor: null, footerText: null } });
  });

  it('is worn by the school’s staff and students, not by another school, and is logged', async () => {
    await t.database.db.update(schools).set({ headerSet: true });
    const saved = await t.post('/java-api/school/settings/savePersonal', look, principal);
    expect(saved.content).toEqual({ headerSet: true, look: { ...look, themeColor: '#13a8a8' } });
    expect((await t.post('/java-api/school/look', {}, student)).content).toEqual({ ...look, themeColor: '#13a8a8' });
    expect((await t.post('/java-api/school/look', {}, intruder)).content).toEqual({ headerTitle: null, themeColor: null, footerText: null });
    expect((await t.post('/java-api/school/settings/personal', {}, intruder)).content.look.headerTitle).toBeNull();
    expect((await t.post('/java-api/school/settings/savePersonal', { ...look, themeColor: 'red' }, principal)).code).toBe('InvalidParameter');
    const logged = await t.database.db.select().from(operationLogs).where(eq(operationLogs.operation, 'savePersonalSettings'));
    expect(logged).toHaveLength(1);
    // The authorization withdrawn: the look comes off at once, while the saved values stay for its return.
    await t.database.db.update(schools).set({ headerSet: false });
    expect((await t.post('/java-api/school/look', {}, student)).content.headerTitle).toBeNull();
    expect((await t.post('/java-api/school/settings/personal', {}, principal)).content.look.headerTitle).toBe(look.headerTitle);
  });
});
