import { and, asc, eq } from 'drizzle-orm';
import { encodePasswordForTransport } from '../../../../shared/password-transport';
import { campuses, classes, roles, staff, staffRoles, students } from '../../../db/schema';
import { hashPassword } from '../../../lib/password-hash';
import { ageForSubject, birthdayFor } from '../child-ages';
import { nameMaker, type Gender } from '../chinese-names';
import type { DemoClass, DemoStudent, DemoSubject, DemoTermContext } from '../demo-term-context';
import type { DemoSizes } from '../demo-sizes';
import { demoPhone } from '../guardian-phones';
import { chinaDate } from '../term-calendar';

/** The campuses a chain adds to the base school's 城北 and 城南. */
const moreCampuses = ['城东校区', '城西校区', '高新校区', '滨江校区', '开发区校区', '大学城校区', '新城校区', '湖滨校区'];
const subjectNames: Record<DemoSubject, string> = { blocks: 'Scratch 创意', python: 'Python 启蒙', cpp: 'C++ 算法' };
const subjectCycle: DemoSubject[] = ['python', 'blocks', 'cpp'];
const numerals = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 1 → 一, 12 → 十二, 40 → 四十: the way classes are numbered on a timetable. */
export function chineseNumber(n: number): string {
  if (n < 10) return numerals[n];
  const tens = Math.floor(n / 10);
  return `${tens === 1 ? '' : numerals[tens]}十${numerals[n % 10]}`;
}

/** The demo passwords, as the README gives them: every demo teacher and student shares their role's one. */
const stored = (password: string) => hashPassword(encodePasswordForTransport(password));

/**
 * Campuses, teachers, classes and students (with their guardians) of the demo school, around the
 * base school's own: 李老师 keeps Python 启蒙一班 and its three students, who become one class of many.
 */
export async function seedSchoolPeople(ctx: DemoTermContext, sizes: DemoSizes): Promise<void> {
  const { db, schoolId } = ctx;
  const random = ctx.random.fork('people');
  const names = nameMaker(random);
  const today = chinaDate(ctx.today);

  const base = await db.select({ id: campuses.id }).from(campuses).where(eq(campuses.schoolId, schoolId)).orderBy(asc(campuses.id));
  const added = sizes.campuses > base.length
    ? await db
        .insert(campuses)
        .values(moreCampuses.slice(0, sizes.campuses - base.length).map((name, i) => ({ schoolId, name, address: `示范市${name.replace('校区', '')}区育才路${i + 10}号`, pointsAuth: true, typingPlanet: true, studentZone: true })))
        .returning({ id: campuses.id })
    : [];
  ctx.campusIds.push(...[...base, ...added].map((c) => c.id));

  // Teachers: 李老师 is the north campus's first; every campus has its share, each with the 授课教师 role.
  const [teacherRole] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.schoolId, schoolId), eq(roles.name, '授课教师')));
  const [baseTeacher] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.schoolId, schoolId), eq(staff.userName, 'teacher')));
  const teacherHash = await stored('Teacher@2026');
  const teachersOf = new Map<number, number[]>(ctx.campusIds.map((id, i) => [id, i === 0 ? [baseTeacher.id] : []]));
  const newTeachers: Array<typeof staff.$inferInsert> = [];
  let staffNo = 3;
  for (const campusId of ctx.campusIds) {
    for (let k = teachersOf.get(campusId)!.length; k < sizes.teachersPerCampus; k += 1) {
      newTeachers.push({ schoolId, campusId, userName: `teacher${staffNo - 1}`, passwordHash: teacherHash, realName: names.adult(), code: `T${String(staffNo).padStart(4, '0')}`, phone: demoPhone(9_000_000 + staffNo) });
      staffNo += 1;
    }
  }
  const teacherRows = await db.insert(staff).values(newTeachers).returning({ id: staff.id, campusId: staff.campusId });
  await db.insert(staffRoles).values(teacherRows.map((t) => ({ staffId: t.id, roleId: teacherRole.id })));
  for (const t of teacherRows) teachersOf.get(t.campusId!)!.push(t.id);
  ctx.teacherIds.push(baseTeacher.id, ...teacherRows.map((t) => t.id));

  // Classes: the subjects alternate so each campus teaches all three; the base class is the first.
  const [baseClass] = await db.select({ id: classes.id, name: classes.name }).from(classes).where(eq(classes.schoolId, schoolId));
  const counters: Record<DemoSubject, number> = { blocks: 0, python: 1, cpp: 0 };
  const planned: Array<Omit<DemoClass, 'id' | 'studentIds'>> = [];
  ctx.campusIds.forEach((campusId, c) => {
    const teachers = teachersOf.get(campusId)!;
    for (let i = 0; i < sizes.classesPerCampus; i += 1) {
      if (c === 0 && i === 0) continue;
      const subject = subjectCycle[(i + c) % subjectCycle.length];
      counters[subject] += 1;
      planned.push({ campusId, teacherId: teachers[i % teachers.length], subject, name: `${subjectNames[subject]}${chineseNumber(counters[subject])}班` });
    }
  });
  const termStart = chinaDate(ctx.termStart);
  const classRows = await db
    .insert(classes)
    .values(planned.map((p) => ({ schoolId, campusId: p.campusId, name: p.name, teacherId: p.teacherId, capacity: sizes.studentsPerClass + 4, startDate: termStart })))
    .returning({ id: classes.id });
  await db.update(classes).set({ capacity: sizes.studentsPerClass + 4, startDate: termStart }).where(eq(classes.id, baseClass.id));
  ctx.classes.push(
    { id: baseClass.id, campusId: ctx.campusIds[0], teacherId: baseTeacher.id, subject: 'python', name: baseClass.name, studentIds: [] },
    ...planned.map((p, i) => ({ ...p, id: classRows[i].id, studentIds: [] })),
  );

  // Students: the base three keep their names and passwords; the rest are new, each with a guardian.
  const baseStudents = await db.select({ id: students.id, realName: students.realName, userName: students.userName }).from(students).where(eq(students.schoolId, schoolId)).orderBy(asc(students.id));
  const studentHash = await stored('Student2026');
  let phoneNo = 0;
  const guardianOf = (realName: string) => {
    const guardian = names.guardian(realName);
    phoneNo += 1;
    return { guardianName: guardian.name, guardianPhone: demoPhone(phoneNo) };
  };
  const people: Array<Omit<DemoStudent, 'id'> & { code: string }> = [];
  const baseIds: number[] = [];
  let studentNo = baseStudents.length + 1;
  for (const cls of ctx.classes) {
    const size = sizes.studentsPerClass + random.int(-2, 2);
    const first = cls.id === baseClass.id ? baseStudents : [];
    for (const b of first) {
      const gender: Gender = b.realName === '刘小红' ? 2 : 1;
      people.push({ classId: cls.id, campusId: cls.campusId, realName: b.realName, userName: b.userName, gender, birthday: birthdayFor(random, today, ageForSubject(random, 'python')), ...guardianOf(b.realName), code: '' });
      baseIds.push(b.id);
    }
    for (let k = first.length; k < size; k += 1) {
      const gender: Gender = random.chance(0.58) ? 1 : 2;
      const realName = names.child(gender);
      const code = `S${String(studentNo).padStart(4, '0')}`;
      studentNo += 1;
      people.push({ classId: cls.id, campusId: cls.campusId, realName, userName: code.toLowerCase(), gender, birthday: birthdayFor(random, today, ageForSubject(random, cls.subject)), ...guardianOf(realName), code });
    }
  }
  const fresh = people.slice(baseIds.length);
  const ids: number[] = [...baseIds];
  for (let i = 0; i < fresh.length; i += 500) {
    const rows = await db
      .insert(students)
      .values(fresh.slice(i, i + 500).map((p) => ({ schoolId, campusId: p.campusId, classId: p.classId, userName: p.userName, passwordHash: studentHash, realName: p.realName, code: p.code, phone: p.guardianPhone })))
      .returning({ id: students.id });
    ids.push(...rows.map((r) => r.id));
  }
  for (const [i, id] of baseIds.entries()) await db.update(students).set({ phone: people[i].guardianPhone }).where(eq(students.id, id));
  people.forEach(({ code: _code, ...p }, i) => {
    ctx.students.push({ ...p, id: ids[i] });
    ctx.classes.find((c) => c.id === p.classId)!.studentIds.push(ids[i]);
  });
}
