import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { packageResources, staff, staffRoles } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * Each server process keeps the permission trees it has built. A change of a role's screens or
 * of a package, made through one process, must show in the very next freshData answered by
 * another process on the same database, even one that has just answered that user.
 */
describe.each(backends)('permission changes seen by every process on %s', (backend) => {
  let t: TestApp;
  let other: FastifyInstance;
  let teacher: string;
  let principal: string;
  let admin: string;
  let teacherRoleId: number;
  let packageId: number;
  let fullPackage: string[];

  /** The screens of a staff session, as the second process answers freshData. */
  const screensOnOther = async (token: string) => {
    const res = await other.inject({ method: 'POST', url: '/java-api/school/tch/freshData', headers: { authorization: token } });
    const answer = res.json();
    expect(answer.success).toBe(true);
    return (answer.content.permisionList as { name: string }[]).map((p) => p.name);
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
    other = await buildApp({ db: t.database.db, config: { ...readConfig({}), webDist: '/nonexistent' }, logger: false, judgeWorkers: false });
    teacher = (await t.login('staff', demoAccounts.teacher.userName, demoAccounts.teacher.password)).content.token;
    principal = (await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password)).content.token;
    admin = (await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password)).content.token;
    const [row] = await t.database.db
      .select({ roleId: staffRoles.roleId })
      .from(staff)
      .innerJoin(staffRoles, eq(staffRoles.staffId, staff.id))
      .where(eq(staff.userName, demoAccounts.teacher.userName));
    teacherRoleId = row.roleId;
    const [pkg] = await t.database.db.select({ packageId: packageResources.packageId }).from(packageResources).limit(1);
    packageId = pkg.packageId;
    fullPackage = (await t.database.db.select({ routeName: packageResources.routeName }).from(packageResources).where(eq(packageResources.packageId, packageId))).map((r) => r.routeName);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  it('a role’s new screens show at the teacher’s next freshData in the other process', async () => {
    const before = await screensOnOther(teacher);
    expect(before).toContain('look-class-info');
    expect(before).not.toContain('students-management');

    const resources = [...before.filter((name) => name !== 'look-class-info'), 'students-management'];
    expect((await t.post('/java-api/school/eduRole/saveResources', { id: teacherRoleId, resources }, principal)).success).toBe(true);

    const after = await screensOnOther(teacher);
    expect(after).toContain('students-management');
    expect(after).not.toContain('look-class-info');
  });

  it('a package losing a screen takes it from the school’s staff at their next freshData in the other process', async () => {
    expect(await screensOnOther(principal)).toContain('students-management');
    expect(await screensOnOther(teacher)).toContain('students-management');

    const narrower = fullPackage.filter((name) => name !== 'students-management');
    expect((await t.post('/java-api/admin/meal/saveResources', { id: packageId, resources: narrower }, admin)).success).toBe(true);
    expect(await screensOnOther(principal)).not.toContain('students-management');
    expect(await screensOnOther(teacher)).not.toContain('students-management');

    expect((await t.post('/java-api/admin/meal/saveResources', { id: packageId, resources: fullPackage }, admin)).success).toBe(true);
    expect(await screensOnOther(principal)).toContain('students-management');
  });
});
