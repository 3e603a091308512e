import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { campuses, classes, saleCourses, schools, signRecords, staff, students, teachPlans } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/demo-data';
import type { DemoClass, DemoScale, DemoSubject, DemoTermContext } from '../../server/seed/demo-term/demo-term-context';
import { demoRandom } from '../../server/seed/demo-term/demo-random';
import { demoPhone } from '../../server/seed/demo-term/guardian-phones';

/**
 * A demo term's context for the learning part alone, until the people part builds the real one:
 * the base school (seedDemoData: one Python class of three students) plus classes of each subject
 * with students inserted here — about 60 students for 'standard', about 2,000 over a school year
 * for 'large'. The people, plans and money of the real demo term are not here.
 */

const dayMs = 24 * 3600 * 1000;
const surnames = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗';
const givenNames = ['子涵', '浩宇', '欣怡', '梓萱', '宇轩', '一诺', '思远', '雨桐', '俊熙', '诗琪', '博文', '可馨', '皓然', '语嫣', '天佑', '梦瑶'];

/** China midnight of the day `at` falls on. */
export function chinaMidnight(at: Date): Date {
  const china = new Date(at.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth(), china.getUTCDate()) - 8 * 3600_000);
}

export async function learningContext(db: Db, options: { scale: Exclude<DemoScale, 'none'>; today: Date; seed?: string }): Promise<DemoTermContext> {
  await seedDemoData(db, { scale: 'none' });
  const [school] = await db.select().from(schools).where(eq(schools.domain, 'demo'));
  const campusRows = await db.select().from(campuses).where(eq(campuses.schoolId, school.id)).orderBy(campuses.id);
  const [principal] = await db.select().from(staff).where(and(eq(staff.schoolId, school.id), eq(staff.isPrincipal, true)));
  const [teacher] = await db.select().from(staff).where(and(eq(staff.schoolId, school.id), eq(staff.userName, 'teacher')));
  const [baseClass] = await db.select().from(classes).where(eq(classes.schoolId, school.id));
  const base = await db.select().from(students).where(eq(students.schoolId, school.id)).orderBy(students.id);
  const large = options.scale === 'large';
  const classCount = large ? 66 : 5;
  const perClass = large ? 30 : 11;
  const subjects: DemoSubject[] = ['blocks', 'python', 'cpp'];
  const demoClasses: DemoClass[] = [{ id: baseClass.id, campusId: baseClass.campusId, teacherId: teacher.id, subject: 'python', name: baseClass.name, studentIds: base.map((s) => s.id) }];
  let code = 100;
  for (let c = 0; c < classCount; c += 1) {
    const subject = subjects[c % 3];
    const campus = campusRows[c % campusRows.length];
    const name = `${subject === 'blocks' ? '图形化' : subject === 'python' ? 'Python' : 'C++'} ${c + 2}班`;
    const [cls] = await db.insert(classes).values({ schoolId: school.id, campusId: campus.id, name, teacherId: teacher.id }).returning();
    const rows = Array.from({ length: perClass }, (_, i) => {
      code += 1;
      return { schoolId: school.id, campusId: campus.id, classId: cls.id, userName: `demo${code}`, passwordHash: base[0].passwordHash, realName: `${surnames[(c * 7 + i) % surnames.length]}${givenNames[(c + i * 3) % givenNames.length]}`, code: `S${code}` };
    });
    const inserted = await db.insert(students).values(rows).returning({ id: students.id });
    demoClasses.push({ id: cls.id, campusId: campus.id, teacherId: teacher.id, subject, name, studentIds: inserted.map((s) => s.id) });
  }
  const all = await db.select({ id: students.id, classId: students.classId, campusId: students.campusId, realName: students.realName, userName: students.userName }).from(students).where(eq(students.schoolId, school.id)).orderBy(students.id);
  const today = options.today;
  const termStart = chinaMidnight(new Date(today.getTime() - (large ? 300 : 56) * dayMs));
  const baseCourseId = await addSignIns(db, school.id, baseClass, teacher.id, base.map((s) => s.id), termStart);
  return {
    db,
    scale: options.scale,
    random: demoRandom(options.seed ?? 'demo-term'),
    schoolId: school.id,
    principalId: principal.id,
    campusIds: campusRows.map((c) => c.id),
    teacherIds: [teacher.id],
    classes: demoClasses,
    // The learning part reads only ids, classes and names; the rest is filled as the people part would.
    students: all.map((s, i) => ({ id: s.id, classId: s.classId!, campusId: s.campusId!, realName: s.realName, userName: s.userName, gender: ((i % 2) + 1) as 1 | 2, birthday: '2016-09-01', guardianName: `${s.realName.slice(0, 1)}家长`, guardianPhone: demoPhone(i) })),
    courses: { blocks: baseCourseId, python: baseCourseId, cpp: baseCourseId },
    planIds: [],
    termStart,
    today,
  };
}

/**
 * Three weekly lessons of the base class with their sign-ins (present, late, absent in turn), as
 * the people part leaves them, so the learning part's sign-in coins have something to pay.
 */
async function addSignIns(db: Db, schoolId: number, cls: typeof classes.$inferSelect, teacherId: number, studentIds: number[], termStart: Date): Promise<number> {
  const [course] = await db.insert(saleCourses).values({ schoolId, name: 'Python 启蒙课', hours: 48, unitPrice: 15000 }).returning({ id: saleCourses.id });
  for (let week = 0; week < 3; week += 1) {
    const day = new Date(termStart.getTime() + (week * 7 + 2) * dayMs);
    const lessonDate = new Date(day.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const [plan] = await db.insert(teachPlans).values({ schoolId, campusId: cls.campusId, classId: cls.id, courseId: course.id, teacherId, lessonDate, startTime: '18:00', endTime: '19:30' }).returning({ id: teachPlans.id });
    await db.insert(signRecords).values(
      studentIds.map((studentId, i) => ({ schoolId, campusId: cls.campusId, planId: plan.id, classId: cls.id, studentId, courseId: course.id, teacherId, lessonDate, status: [1, 2, 4][(i + week) % 3], hours: 1, createdAt: new Date(day.getTime() + 19.5 * 3600_000) })),
    );
  }
  return course.id;
}
