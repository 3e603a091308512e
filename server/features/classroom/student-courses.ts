import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { studentCourseMessages, type CourseSource } from '../../../shared/classroom/student-course-messages';
import type { StudentActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import {
  campuses,
  classes,
  classLessonUnlocks,
  courseSubjects,
  curricula,
  curriculumGrants,
  curriculumLessons,
  schoolCurricula,
  schoolCurriculumClasses,
  schoolCurriculumLessons,
  schoolCurriculumSystems,
  staff,
  students,
  works,
} from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { schoolSwitch } from '../oj/school-switch';
import { grantedTo } from '../school-content/school-content-handlers';
import { lessonLocked } from './class-lessons';
import { curriculumCardColumns, lessonMaterialColumns, lessonOutlineColumns, ownCurriculumCardColumns, ownLessonMaterialColumns } from './curriculum-columns';
import { ownClassLessons, ownLastOpened, ownOpenedCount, problemIdsOf } from './own-lesson-unlocks';
import { activeStudent, grantedLessons } from './teacher-classes';

/*
 * The student's courses (section 2, student classroom): the platform's curricula granted to the
 * school, whose lessons the class teacher opens one by one in the teacher classroom, and the
 * school's own curricula (自建课程) granted to the student's class, opened the same way lesson by
 * lesson — or all at once when the grant says 全部课节直接开放 (as every grant made before
 * lesson-by-lesson opening does). A student only ever reaches their own class of their own school.
 */

/** The student's class (not deleted, of the student's school), or null for a student without one. */
export async function myClass(db: Db, me: StudentActor) {
  const [row] = await db
    .select({ id: classes.id, name: classes.name, teacherName: staff.realName, campusName: campuses.name, startDate: classes.startDate })
    .from(students)
    .innerJoin(classes, and(eq(classes.id, students.classId), eq(classes.schoolId, me.schoolId), isNull(classes.deletedAt)))
    .leftJoin(staff, eq(staff.id, classes.teacherId))
    .leftJoin(campuses, eq(campuses.id, classes.campusId))
    .where(and(eq(students.id, me.studentId), eq(students.schoolId, me.schoolId)))
    .limit(1);
  return row ?? null;
}

/** Lessons of a platform curriculum opened to a class, counted in SQL. */
const openedInClass = (classId: number) =>
  sql<number>`(select count(*) from ${classLessonUnlocks} inner join ${curriculumLessons} on ${curriculumLessons.id} = ${classLessonUnlocks.lessonId} where ${classLessonUnlocks.classId} = ${classId} and ${curriculumLessons.curriculumId} = ${curricula.id} and ${curriculumLessons.state} = 1)`.mapWith(Number);
const lastOpenedInClass = (classId: number) =>
  sql<Date | null>`(select max(${classLessonUnlocks.unlockedAt}) from ${classLessonUnlocks} inner join ${curriculumLessons} on ${curriculumLessons.id} = ${classLessonUnlocks.lessonId} where ${classLessonUnlocks.classId} = ${classId} and ${curriculumLessons.curriculumId} = ${curricula.id} and ${curriculumLessons.state} = 1)`;

async function platformCourses(db: Db, me: StudentActor, classId: number | null, curriculumId?: number) {
  const rows = await db
    .select({
      ...curriculumCardColumns,
      openedCount: classId ? openedInClass(classId) : sql<number>`0`.mapWith(Number),
      lastOpenedAt: classId ? lastOpenedInClass(classId) : sql<Date | null>`null`,
    })
    .from(curriculumGrants)
    .innerJoin(curricula, eq(curricula.id, curriculumGrants.curriculumId))
    .innerJoin(courseSubjects, eq(courseSubjects.id, curricula.subjectId))
    .where(and(grantedTo(me.schoolId), curriculumId ? eq(curricula.id, curriculumId) : undefined))
    .orderBy(asc(curricula.sortOrder), asc(curricula.id));
  return rows.map((r) => ({ source: 'platform' as const, ...r, lastOpenedAt: r.lastOpenedAt ? new Date(r.lastOpenedAt) : null }));
}

async function ownCourses(db: Db, me: StudentActor, classId: number | null, curriculumId?: number) {
  if (!classId) return [];
  const rows = await db
    .select({
      ...ownCurriculumCardColumns,
      openedCount: ownOpenedCount(classId),
      lastOpenedAt: ownLastOpened(classId),
    })
    .from(schoolCurriculumClasses)
    .innerJoin(schoolCurricula, and(eq(schoolCurricula.id, schoolCurriculumClasses.curriculumId), eq(schoolCurricula.schoolId, me.schoolId)))
    .innerJoin(schoolCurriculumSystems, eq(schoolCurriculumSystems.id, schoolCurricula.systemId))
    .where(
      and(
        eq(schoolCurriculumClasses.classId, classId),
        eq(schoolCurriculumClasses.schoolId, me.schoolId),
        // 停用 (state 0) takes a curriculum out of the classroom without taking its grants away.
        eq(schoolCurricula.state, 1),
        curriculumId ? eq(schoolCurricula.id, curriculumId) : undefined,
      ),
    )
    .orderBy(asc(schoolCurricula.sortOrder), asc(schoolCurricula.id));
  return rows.map((r) => ({ source: 'own' as const, ...r, lastOpenedAt: r.lastOpenedAt ? new Date(r.lastOpenedAt) : null }));
}

export type StudentCourse = Awaited<ReturnType<typeof platformCourses>>[number] | Awaited<ReturnType<typeof ownCourses>>[number];

/** Courses being learnt (something opened) first, the most recently opened first; the rest in the school's order. */
function learningFirst(list: StudentCourse[]): StudentCourse[] {
  const at = (c: StudentCourse) => (c.openedCount > 0 && c.lastOpenedAt ? c.lastOpenedAt.getTime() : 0);
  return list.map((c, i) => ({ c, i })).sort((a, b) => at(b.c) - at(a.c) || a.i - b.i).map(({ c }) => c);
}

async function coursesOfClass(db: Db, me: StudentActor, classId: number | null) {
  const [platform, own] = await Promise.all([platformCourses(db, me, classId), ownCourses(db, me, classId)]);
  return learningFirst([...platform, ...own]);
}

/** 我的课程: every course the student may learn, platform and self-made side by side. */
export async function studentCourses(db: Db, me: StudentActor) {
  const cls = await myClass(db, me);
  return coursesOfClass(db, me, cls?.id ?? null);
}

/** Platform lessons opened to a class lately, newest first: what the class home calls 最新开放的课. */
function recentlyOpened(db: Db, me: StudentActor, classId: number) {
  return db
    .select({
      lessonId: curriculumLessons.id,
      lessonTitle: curriculumLessons.title,
      curriculumId: curricula.id,
      curriculumName: curricula.name,
      unlockedAt: classLessonUnlocks.unlockedAt,
    })
    .from(classLessonUnlocks)
    .innerJoin(curriculumLessons, eq(curriculumLessons.id, classLessonUnlocks.lessonId))
    .innerJoin(curricula, eq(curricula.id, curriculumLessons.curriculumId))
    .where(and(eq(classLessonUnlocks.classId, classId), grantedLessons(me.schoolId)))
    .orderBy(desc(classLessonUnlocks.unlockedAt), desc(curriculumLessons.id))
    .limit(6);
}

/** 班级主页: my class, its teacher and classmates, its courses, the lessons opened lately and how many works I have. */
export async function studentClassHome(db: Db, me: StudentActor, classId: number) {
  const cls = await myClass(db, me);
  if (!cls || cls.id !== classId) throw new ApiFailure(ErrorCodes.NotFound, studentCourseMessages.classMissing);
  const [classmates, courses, recent, [mine]] = await Promise.all([
    db.select({ id: students.id, realName: students.realName }).from(students).where(and(eq(students.classId, classId), activeStudent)).orderBy(asc(students.id)),
    coursesOfClass(db, me, classId),
    recentlyOpened(db, me, classId),
    db.select({ n: count() }).from(works).where(and(eq(works.studentId, me.studentId), eq(works.schoolId, me.schoolId), isNull(works.deletedAt))),
  ]);
  return {
    class: cls,
    classmates: classmates.map((s) => ({ ...s, me: s.id === me.studentId })),
    courses,
    recentLessons: recent.map((r) => ({ source: 'platform' as const, ...r })),
    myWorkCount: Number(mine?.n ?? 0),
  };
}

async function courseOf(db: Db, me: StudentActor, source: CourseSource, curriculumId: number) {
  const cls = await myClass(db, me);
  const [course] = source === 'platform' ? await platformCourses(db, me, cls?.id ?? null, curriculumId) : await ownCourses(db, me, cls?.id ?? null, curriculumId);
  if (!course) throw new ApiFailure(ErrorCodes.NotFound, studentCourseMessages.courseMissing);
  return { cls, course };
}

/** Every lesson of a course in order, each open or locked for the student's class. */
async function lessonsOf(db: Db, source: CourseSource, curriculumId: number, classId: number | null) {
  const rows =
    source === 'own'
      ? classId
        ? await ownClassLessons(db, classId, curriculumId)
        : []
      : await db
          .select({ ...lessonOutlineColumns, unlockedAt: classLessonUnlocks.unlockedAt })
          .from(curriculumLessons)
          .leftJoin(classLessonUnlocks, and(eq(classLessonUnlocks.lessonId, curriculumLessons.id), eq(classLessonUnlocks.classId, classId ?? 0)))
          .where(and(eq(curriculumLessons.curriculumId, curriculumId), eq(curriculumLessons.state, 1)))
          .orderBy(asc(curriculumLessons.sortOrder), asc(curriculumLessons.id));
  return rows.map(({ hasCourseware, ...r }) => ({ ...r, hasMaterial: hasCourseware, unlocked: r.unlockedAt !== null }));
}

/** 课程详情 / 班级课程详情: a course with its lessons, each open or locked. */
export async function studentCourseLessons(db: Db, me: StudentActor, source: CourseSource, curriculumId: number) {
  const { cls, course } = await courseOf(db, me, source, curriculumId);
  return { course, className: cls?.name ?? null, lessons: await lessonsOf(db, source, curriculumId, cls?.id ?? null) };
}

/** The nearest open lessons before and after, so the student steps on through what they may read. */
function openNeighbours(lessons: { id: number; unlocked: boolean }[], lessonId: number) {
  const at = lessons.findIndex((l) => l.id === lessonId);
  const previous = lessons.slice(0, at).reverse().find((l) => l.unlocked);
  const next = lessons.slice(at + 1).find((l) => l.unlocked);
  return { previousLessonId: previous?.id ?? null, nextLessonId: next?.id ?? null, position: at + 1, lessonCount: lessons.length };
}

async function platformLesson(db: Db, me: StudentActor, lessonId: number) {
  const [lesson] = await db
    .select(lessonMaterialColumns)
    .from(curriculumLessons)
    .where(and(eq(curriculumLessons.id, lessonId), eq(curriculumLessons.state, 1)))
    .limit(1);
  if (!lesson) throw new ApiFailure(ErrorCodes.NotFound, studentCourseMessages.lessonMissing);
  // Teaching content follows the same 备课内容 switch as the teacher's view.
  const prepareContent = await schoolSwitch(db, me.schoolId, 'prepareContent');
  return { ...lesson, courseware: lesson.courseware || null, coursewareName: null, content: prepareContent ? lesson.content : null, contentFormat: 'text' as const, ojProblemIds: [] as number[] };
}

async function ownLesson(db: Db, me: StudentActor, lessonId: number) {
  const [lesson] = await db
    .select(ownLessonMaterialColumns)
    .from(schoolCurriculumLessons)
    .where(and(eq(schoolCurriculumLessons.id, lessonId), eq(schoolCurriculumLessons.schoolId, me.schoolId)))
    .limit(1);
  if (!lesson) throw new ApiFailure(ErrorCodes.NotFound, studentCourseMessages.lessonMissing);
  return { ...lesson, chapter: null, courseware: lesson.courseware || null, coursewareName: lesson.coursewareName || null, contentFormat: 'html' as const, ojProblemIds: problemIdsOf(lesson.ojProblemIds) };
}

/**
 * 课节详情: an open lesson's video, material and content, with the open lessons around it. A
 * locked platform lesson is refused with the teacher classroom's words; a lesson of a course not
 * open to the student's class (or another school's) is simply not found.
 */
export async function studentCourseLesson(db: Db, me: StudentActor, source: CourseSource, lessonId: number) {
  const lesson = source === 'platform' ? await platformLesson(db, me, lessonId) : await ownLesson(db, me, lessonId);
  const { cls, course } = await courseOf(db, me, source, lesson.curriculumId).catch(() => {
    throw new ApiFailure(ErrorCodes.NotFound, studentCourseMessages.lessonMissing);
  });
  const lessons = await lessonsOf(db, source, course.id, cls?.id ?? null);
  const row = lessons.find((l) => l.id === lessonId);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, studentCourseMessages.lessonMissing);
  if (!row.unlocked) throw new ApiFailure(ErrorCodes.AuthFailure, lessonLocked);
  return { source, ...lesson, curriculumName: course.name, unlockedAt: row.unlockedAt, ...openNeighbours(lessons, lessonId) };
}

