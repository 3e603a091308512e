import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { StudentActor } from '../../auth/session-actor';
import { schoolAuthorizations } from '../../auth/school-authorizations';
import type { Db } from '../../db/client';
import { campuses, classes, courseSubjects, curricula, curriculumGrants, curriculumLessons, schools, staff, students, studentStars } from '../../db/schema';
import { grantedTo } from '../school-content/school-content-handlers';
import { openedLessonIds } from '../classroom/class-lessons';
import { recentWorks } from './works-model';

/** Lessons listed per curriculum on the home; the course page shows them all. */
const lessonsShown = 50;

/** The student's class with its teacher, campus and size; a student without a class has none. */
async function myClasses(db: Db, me: StudentActor) {
  const rows = await db
    .select({ id: classes.id, name: classes.name, teacherName: staff.realName, campusName: campuses.name })
    .from(students)
    .innerJoin(classes, and(eq(classes.id, students.classId), isNull(classes.deletedAt)))
    .leftJoin(staff, eq(staff.id, classes.teacherId))
    .leftJoin(campuses, eq(campuses.id, classes.campusId))
    .where(eq(students.id, me.studentId));
  if (!rows.length) return [];
  const sizes = await db
    .select({ classId: students.classId, n: count() })
    .from(students)
    .where(and(inArray(students.classId, rows.map((r) => r.id)), isNull(students.deletedAt), eq(students.state, 1)))
    .groupBy(students.classId);
  return rows.map((r) => ({ ...r, classmates: Number(sizes.find((s) => s.classId === r.id)?.n ?? 0) }));
}

/** The curricula granted to the student's school and in force, each with its published lessons. */
async function myCurricula(db: Db, me: StudentActor) {
  const list = await db
    .select({ id: curricula.id, name: curricula.name, subjectName: courseSubjects.name, cover: curricula.cover })
    .from(curriculumGrants)
    .innerJoin(curricula, eq(curricula.id, curriculumGrants.curriculumId))
    .innerJoin(courseSubjects, eq(courseSubjects.id, curricula.subjectId))
    .where(grantedTo(me.schoolId))
    .orderBy(asc(curricula.sortOrder), asc(curricula.id));
  if (!list.length) return [];
  const lessons = await db
    .select({ id: curriculumLessons.id, curriculumId: curriculumLessons.curriculumId, title: curriculumLessons.title, chapter: curriculumLessons.chapter })
    .from(curriculumLessons)
    .where(and(inArray(curriculumLessons.curriculumId, list.map((c) => c.id)), eq(curriculumLessons.state, 1)))
    .orderBy(asc(curriculumLessons.sortOrder), asc(curriculumLessons.id));
  // A lesson is open once the class teacher has opened it in the teacher classroom.
  const opened = await openedLessonIds(db, me.studentId);
  return list.map((c) => ({
    ...c,
    lessons: lessons.filter((l) => l.curriculumId === c.id).slice(0, lessonsShown).map(({ id, title, chapter }) => ({ id, title, chapter, unlocked: opened.has(id) })),
  }));
}

/** Star coins are shown only where both the school (积分) and the student's campus (积分授权) allow them. */
export async function studentPointAuth(db: Db, me: StudentActor): Promise<boolean> {
  const [row] = await db
    .select({ school: schools, campusPoints: campuses.pointsAuth })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(campuses, eq(campuses.id, students.campusId))
    .where(eq(students.id, me.studentId))
    .limit(1);
  return Boolean(row && schoolAuthorizations(row.school).pointAuth && row.campusPoints);
}

export async function classroomHome(db: Db, me: StudentActor) {
  const [[student], classList, curriculumList, works, pointAuth, [stars]] = await Promise.all([
    db.select({ realName: students.realName }).from(students).where(eq(students.id, me.studentId)).limit(1),
    myClasses(db, me),
    myCurricula(db, me),
    recentWorks(db, me),
    studentPointAuth(db, me),
    db.select({ balance: studentStars.balance }).from(studentStars).where(eq(studentStars.studentId, me.studentId)).limit(1),
  ]);
  return { realName: student?.realName ?? '', classes: classList, curricula: curriculumList, recentWorks: works, coins: stars?.balance ?? 0, pointAuth };
}
