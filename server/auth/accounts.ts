import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { adminUsers, campuses, classes, roles, schools, staff, staffRoles, students } from '../db/schema';
import type { SessionKind } from './actors';
import { schoolAuthorizationColumns } from './school-authorizations';
import { staffActorFields, type StaffActorRow } from './staff-actor-row';

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

const colleague = alias(staff, 'colleague');

/**
 * What freshData shows of a staff member: their profile, school and switches, roles and the
 * school's teachers, in one statement (freshData is called on every page load). With `withActor` it also reads the actor columns (state, roles'
 * and package's route names), which a session lookup has already read for every other caller.
 */
function prepareStaffProfile(db: Db, withActor: boolean) {
  return db
    .select({
      staff: { id: staff.id, code: staff.code, userName: staff.userName, realName: staff.realName, phone: staff.phone, zoneAuth: staff.zoneAuth, isPrincipal: staff.isPrincipal },
      school: { id: schools.id, name: schools.name, domain: schools.domain, ...schoolAuthorizationColumns },
      roles: sql<{ id: number; name: string }[]>`coalesce((select json_agg(json_build_object('id', ${roles.id}, 'name', ${roles.name}) order by ${roles.id})
        from ${staffRoles} join ${roles} on ${roles.id} = ${staffRoles.roleId} where ${staffRoles.staffId} = ${staff.id}), '[]'::json)`,
      teachers: sql<{ id: number; realName: string; platformTch: boolean }[]>`coalesce((select json_agg(json_build_object('id', ${colleague.id}, 'realName', ${colleague.realName}, 'platformTch', ${colleague.platformTch}) order by ${colleague.id})
        from ${staff} as colleague where ${colleague.schoolId} = ${staff.schoolId}), '[]'::json)`,
      actor: withActor ? sql<StaffActorRow>`json_build_object(${sql.join(
        Object.entries(staffActorFields).map(([name, column]) => sql`${name}::text, ${column}`),
        sql`, `,
      )})` : sql<null>`null`,
    })
    .from(staff)
    .innerJoin(schools, eq(schools.id, staff.schoolId))
    .where(eq(staff.id, sql.placeholder('id')))
    .limit(1)
    .prepare(withActor ? 'staff_profile_actor' : 'staff_profile');
}

/** Prepared once per database: PostgreSQL then plans this wide statement once per pooled connection. */
const staffProfiles = new WeakMap<Db, { plain: ReturnType<typeof prepareStaffProfile>; withActor: ReturnType<typeof prepareStaffProfile> }>();

export async function loadStaff(db: Db, id: number, withActor: boolean) {
  let prepared = staffProfiles.get(db);
  if (!prepared) {
    prepared = { plain: prepareStaffProfile(db, false), withActor: prepareStaffProfile(db, true) };
    staffProfiles.set(db, prepared);
  }
  const rows = await (withActor ? prepared.withActor : prepared.plain).execute({ id });
  return rows[0] ?? null;
}

function prepareStudentProfile(db: Db) {
  return db
    .select({
      student: {
        id: students.id,
        code: students.code,
        userName: students.userName,
        realName: students.realName,
        phone: students.phone,
        zoneAuth: students.zoneAuth,
        classId: students.classId,
        campusId: students.campusId,
      },
      school: { id: schools.id, name: schools.name, domain: schools.domain, ...schoolAuthorizationColumns },
      className: classes.name,
      campusTypingPlanet: campuses.typingPlanet,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(classes, eq(classes.id, students.classId))
    .leftJoin(campuses, eq(campuses.id, students.campusId))
    .where(eq(students.id, sql.placeholder('id')))
    .limit(1)
    .prepare('student_profile');
}

const studentProfiles = new WeakMap<Db, ReturnType<typeof prepareStudentProfile>>();

/** What freshData shows of a student: their profile, class, school and its switches. */
export async function loadStudent(db: Db, id: number) {
  let prepared = studentProfiles.get(db);
  if (!prepared) {
    prepared = prepareStudentProfile(db);
    studentProfiles.set(db, prepared);
  }
  const rows = await prepared.execute({ id });
  return rows[0] ?? null;
}

export async function loadAdmin(db: Db, id: number) {
  const rows = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function listSchoolCampuses(db: Db, schoolId: number) {
  return db.select().from(campuses).where(eq(campuses.schoolId, schoolId)).orderBy(campuses.id);
}
