import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { campuses, classes, roleResources, roles, schools, staff, staffRoles, students } from '../../server/db/schema';
import { hashPassword } from '../../server/lib/password-hash';
import { encodePasswordForTransport } from '../../shared/password-transport';
import type { TestApp } from './test-app';

export const otherPrincipal = { userName: 'principal2', password: 'Principal2@2026' };

/** A second school with its own principal, campus, class and student, to prove isolation. */
export async function addOtherSchool(db: Db) {
  const [school] = await db.insert(schools).values({ name: '另一所学校', domain: 'other' }).returning();
  const [campus] = await db.insert(campuses).values({ schoolId: school.id, name: '总校区' }).returning();
  const passwordHash = await hashPassword(encodePasswordForTransport(otherPrincipal.password));
  const [principal] = await db
    .insert(staff)
    .values({ schoolId: school.id, campusId: campus.id, userName: otherPrincipal.userName, passwordHash, realName: '赵校长', code: 'X0001', isPrincipal: true })
    .returning();
  const [cls] = await db.insert(classes).values({ schoolId: school.id, campusId: campus.id, name: '外校一班' }).returning();
  const [student] = await db
    .insert(students)
    .values({ schoolId: school.id, campusId: campus.id, classId: cls.id, userName: 'other-student', passwordHash, realName: '外校学生', code: 'XS1' })
    .returning();
  return { school, campus, principal, cls, student };
}

/** A staff member of the demo school whose only role grants exactly these screens. */
export async function addStaffWithScreens(db: Db, userName: string, screens: string[], campusId: number | null = null) {
  const [school] = await db.select().from(schools).where(eq(schools.domain, 'demo'));
  const passwordHash = await hashPassword(encodePasswordForTransport('Teacher@2026'));
  const [member] = await db.insert(staff).values({ schoolId: school.id, campusId, userName, passwordHash, realName: userName, code: userName }).returning();
  const [role] = await db.insert(roles).values({ schoolId: school.id, name: `${userName}-role` }).returning();
  await db.insert(staffRoles).values({ staffId: member.id, roleId: role.id });
  if (screens.length) await db.insert(roleResources).values(screens.map((routeName) => ({ roleId: role.id, routeName })));
  return member;
}

export async function staffToken(t: TestApp, userName: string, password: string): Promise<string> {
  const answer = await t.login('staff', userName, password);
  if (!answer.success) throw new Error(`login ${userName}: ${answer.message}`);
  return answer.content.token;
}
