import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminUsers, campuses, classes, roleResources, roles, schools, staff, staffRoles, students } from '../db/schema';
import type { SessionKind } from './actors';

/** What sign-in needs to know about any account, whatever its kind. */
export interface LoginAccount {
  id: number;
  passwordHash: string;
  active: boolean;
  schoolActive: boolean;
}

const byLowerName = (column: typeof staff.userName | typeof students.userName | typeof adminUsers.userName, name: string) =>
  sql`lower(${column}) = lower(${name})`;

export async function findLoginAccount(db: Db, kind: SessionKind, userName: string): Promise<LoginAccount | null> {
  if (kind === 'admin') {
    const rows = await db.select().from(adminUsers).where(byLowerName(adminUsers.userName, userName)).limit(1);
    const a = rows[0];
    return a ? { id: a.id, passwordHash: a.passwordHash, active: a.state === 1, schoolActive: true } : null;
  }
  const table = kind === 'staff' ? staff : students;
  // Only staff can be blocked (PlatformStaff updateBlockade); a blocked account reads as disabled.
  const blocked = kind === 'staff' ? staff.blocked : sql<boolean>`false`;
  const rows = await db
    .select({ id: table.id, passwordHash: table.passwordHash, state: table.state, blocked, schoolState: schools.state })
    .from(table)
    .innerJoin(schools, eq(schools.id, table.schoolId))
    .where(byLowerName(table.userName, userName))
    .limit(1);
  const a = rows[0];
  return a ? { id: a.id, passwordHash: a.passwordHash, active: a.state === 1 && !a.blocked, schoolActive: a.schoolState === 1 } : null;
}

export async function loadStaff(db: Db, id: number) {
  const rows = await db.select().from(staff).innerJoin(schools, eq(schools.id, staff.schoolId)).where(eq(staff.id, id)).limit(1);
  if (!rows[0]) return null;
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(staffRoles)
    .innerJoin(roles, eq(roles.id, staffRoles.roleId))
    .where(eq(staffRoles.staffId, id));
  const routeRows = await db
    .selectDistinct({ routeName: roleResources.routeName })
    .from(staffRoles)
    .innerJoin(roleResources, eq(roleResources.roleId, staffRoles.roleId))
    .where(eq(staffRoles.staffId, id));
  return { staff: rows[0].staff, school: rows[0].schools, roles: roleRows, roleRouteNames: routeRows.map((r) => r.routeName) };
}

export async function loadStudent(db: Db, id: number) {
  const rows = await db
    .select({ student: students, school: schools, className: classes.name })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(eq(students.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function loadAdmin(db: Db, id: number) {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function listSchoolTeachers(db: Db, schoolId: number) {
  return db
    .select({ id: staff.id, realName: staff.realName, platformTch: staff.platformTch })
    .from(staff)
    .where(eq(staff.schoolId, schoolId))
    .orderBy(staff.id);
}

export async function listSchoolCampuses(db: Db, schoolId: number) {
  return db.select().from(campuses).where(eq(campuses.schoolId, schoolId)).orderBy(campuses.id);
}
