import { encodePasswordForTransport } from '../../shared/password-transport';
import { routeCatalog } from '../../shared/route-catalog';
import { isEmpty, type Db } from '../db/client';
import { routesForKind } from '../auth/allowed-routes';
import { adminUsers, campuses, classes, packageResources, packages, platformSettings, roleResources, roles, schools, staff, staffRoles, students } from '../db/schema';
import { hashPassword } from '../lib/password-hash';
import { seedDemoAccountSafety } from '../features/password/seed-account-safety';
import { seedDemoOj } from '../features/oj/seed-oj';
import { seedDemoFinance } from '../features/finance/seed-finance';
import { seedDemoStarCoins } from '../features/star-coin/seed-star-coins';
import { demoAccounts } from './demo-accounts';
import type { DemoScale } from './demo-term/demo-term-context';
import { seedDemoTerm } from './demo-term/seed-demo-term';

export { demoAccounts };

/** School screens a class teacher works with (teachplan1: taking the sign-in of their lessons); the rest of the school area is for principals and administrators. */
const teacherSchoolScreens = ['own-class-management', 'look-class-info', 'student-detail', 'attendance-report', 'tchDate', 'teachplan1'];

export function teacherRoleRoutes(): string[] {
  return routeCatalog
    .filter((r) => r.audience.includes('staff') && !r.redirect && (r.area !== 'school' || teacherSchoolScreens.includes(r.name)))
    .map((r) => r.name);
}

const stored = (password: string) => hashPassword(encodePasswordForTransport(password));

export interface DemoDataOptions {
  /** 'none': the small base school the tests count on; 'standard': half a term; 'large': a chain's school year. */
  scale: DemoScale;
  /** The day the demo term is laid out from (default: now); the same day gives the same rows. */
  today?: Date;
}

/**
 * Fills an empty database with the demo school — the base school, then at 'standard' or 'large'
 * the demo term around it — in one transaction; a database with any data is left alone.
 */
export async function seedDemoData(db: Db, options: DemoDataOptions): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await db.transaction(async (tx) => {
    await tx.insert(adminUsers).values({ userName: demoAccounts.admin.userName, passwordHash: await stored(demoAccounts.admin.password), realName: '平台管理员' });
    // A demo database offers its accounts on the home page until a real school turns demo mode off.
    await tx.insert(platformSettings).values({ id: 1, demoMode: true });
    // The demo school's package grants every staff screen, so its people see what they always did.
    const [fullPackage] = await tx.insert(packages).values({ name: '全功能套餐', remark: '全部教职工页面' }).returning();
    await tx.insert(packageResources).values([...routesForKind('staff')].map((routeName) => ({ packageId: fullPackage.id, routeName })));
    // Its students have the community (学生授权) and its teachers the lessons' preparation content (备课内容), as before those switches.
    const [school] = await tx.insert(schools).values({ name: '示范编程学校', domain: 'demo', pointAuth: true, studentAuth: true, zoneShare: true, prepareContent: true, showHint: true, rankTotal: true, packageId: fullPackage.id }).returning();
    const [north] = await tx
      .insert(campuses)
      .values([
        { schoolId: school.id, name: '城北校区', address: '示范市城北区学府路1号', pointsAuth: true, typingPlanet: true, studentZone: true },
        { schoolId: school.id, name: '城南校区', address: '示范市城南区科技路8号' },
      ])
      .returning();
    const [principal, teacher] = await tx
      .insert(staff)
      .values([
        { schoolId: school.id, campusId: north.id, userName: demoAccounts.principal.userName, passwordHash: await stored(demoAccounts.principal.password), realName: '王校长', code: 'T0001', isPrincipal: true },
        { schoolId: school.id, campusId: north.id, userName: demoAccounts.teacher.userName, passwordHash: await stored(demoAccounts.teacher.password), realName: '李老师', code: 'T0002' },
      ])
      .returning();
    const [principalRole, teacherRole] = await tx
      .insert(roles)
      .values([
        { schoolId: school.id, name: '校长' },
        { schoolId: school.id, name: '授课教师' },
      ])
      .returning();
    await tx.insert(staffRoles).values([
      { staffId: principal.id, roleId: principalRole.id },
      { staffId: teacher.id, roleId: teacherRole.id },
    ]);
    await tx.insert(roleResources).values(teacherRoleRoutes().map((routeName) => ({ roleId: teacherRole.id, routeName })));
    const [cls] = await tx.insert(classes).values({ schoolId: school.id, campusId: north.id, name: 'Python 启蒙一班', teacherId: teacher.id }).returning();
    await tx.insert(students).values([
      { schoolId: school.id, campusId: north.id, classId: cls.id, userName: demoAccounts.student.userName, passwordHash: await stored(demoAccounts.student.password), realName: '张小明', code: 'S0001' },
      { schoolId: school.id, campusId: north.id, classId: cls.id, userName: 'student2', passwordHash: await stored('Student2026'), realName: '刘小红', code: 'S0002' },
      { schoolId: school.id, campusId: north.id, classId: cls.id, userName: 'student3', passwordHash: await stored('Student2026'), realName: '陈小刚', code: 'S0003' },
    ]);
    // Passwords are known in clear only here: judge their strength once; demo staff get verified numbers.
    await seedDemoAccountSafety(tx as unknown as Db, [{ id: principal.id, password: demoAccounts.principal.password }, { id: teacher.id, password: demoAccounts.teacher.password }], demoAccounts.student.password);
    await seedDemoOj(tx as unknown as Db);
    await seedDemoStarCoins(tx as unknown as Db, school.id);
    await seedDemoFinance(tx as unknown as Db, school.id, principal.id);
    if (options.scale !== 'none') await seedDemoTerm(tx as unknown as Db, options.scale, options.today ?? new Date());
  });
  return true;
}
