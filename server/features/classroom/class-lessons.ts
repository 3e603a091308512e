import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import { chinaToday } from '../../db/china-today';
import type { Db } from '../../db/client';
import type { CourseSource } from '../../../shared/classroom/student-course-messages';
import { classes, classLessonUnlocks, curricula, curriculumLessons, sessions, students, workReviews, works } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { schoolSwitch } from '../oj/school-switch';
import { classLesson, courseSources, lessonSources } from './lesson-sources';
import { grantedLesson, lessonMissing } from './platform-lessons';
import { activeStudent, classesOf, grantedLessons, teachingClass } from './teacher-classes';

/** The class's students with their works, reviews and whether they are signed in right now. */
export async function classStudents(db: Db, classId: number) {
  const list = await db
    .select({ id: students.id, realName: students.realName, userName: students.userName })
    .from(students)
    .where(and(eq(students.classId, classId), activeStudent))
    .orderBy(asc(students.id));
  if (!list.length) return [];
  const ids = list.map((s) => s.id);
  const [workCounts, live] = await Promise.all([
    db
      .select({ studentId: works.studentId, n: count(), reviewed: count(workReviews.workId) })
      .from(works)
      .leftJoin(workReviews, eq(workReviews.workId, works.id))
      .where(and(inArray(works.studentId, ids), isNull(works.deletedAt)))
      .groupBy(works.studentId),
    db
      .selectDistinct({ accountId: sessions.accountId })
      .from(sessions)
      .where(and(eq(sessions.kind, 'student'), inArray(sessions.accountId, ids), isNull(sessions.revokedAt), gte(sessions.expiresAt, sql`now()`))),
  ]);
  const online = new Set(live.map((r) => r.accountId));
  return list.map((s) => {
    const counts = workCounts.find((w) => w.studentId === s.id);
    return { ...s, works: Number(counts?.n ?? 0), reviewed: Number(counts?.reviewed ?? 0), online: online.has(s.id) };
  });
}

export async function classDetail(db: Db, actor: StaffActor, classId: number) {
  const cls = await teachingClass(db, actor, classId);
  const [studentList, ...bySource] = await Promise.all([classStudents(db, classId), ...courseSources.map((source) => lessonSources[source].curricula(db, actor.schoolId, classId))]);
  return { class: cls, students: studentList, curricula: bySource.flat() };
}

export async function classLessons(db: Db, actor: StaffActor, classId: number, curriculumId: number, source: CourseSource = 'platform') {
  const cls = await teachingClass(db, actor, classId);
  const [curriculum] = await lessonSources[source].curricula(db, actor.schoolId, classId, curriculumId);
  // Not granted to this school (or, for a self-made one, to this class) looks exactly like not existing.
  if (!curriculum) throw new ApiFailure(ErrorCodes.NotFound, '课程体系不存在');
  return { class: cls, curriculum, lessons: await lessonSources[source].lessons(db, classId, curriculumId) };
}

export const openAllRefused = '这门自建课程授权时设为全部课节直接开放，无需逐课开放';

/** Opens a lesson to the class's students (once; opening again keeps the first time) or locks it again. */
export async function setLessonUnlock(db: Db, actor: StaffActor, input: { classId: number; lessonId: number; unlocked: boolean; source?: CourseSource }) {
  const source = input.source ?? 'platform';
  await teachingClass(db, actor, input.classId);
  const lesson = await classLesson(db, actor.schoolId, input.classId, input.lessonId, source);
  // With 全部开放 there is nothing to open or lock one by one: said rather than silently ignored.
  if (lesson.openAll) throw new ApiFailure(ErrorCodes.ActionFailure, openAllRefused);
  const unlockedAt = await lessonSources[source].writeUnlock(db, actor, input);
  return { classId: input.classId, lessonId: input.lessonId, unlockedAt };
}

/**
 * The teaching view of a lesson, platform or self-made: the material, whether it is open, the
 * lessons before and after in the curriculum's order, the class and who is signed in, my notes.
 */
export async function teachingLesson(db: Db, actor: StaffActor, classId: number, lessonId: number, source: CourseSource = 'platform') {
  const cls = await teachingClass(db, actor, classId);
  const lesson = await classLesson(db, actor.schoolId, classId, lessonId, source);
  const [siblings, studentList, notes] = await Promise.all([
    lessonSources[source].lessons(db, classId, lesson.curriculumId),
    classStudents(db, classId),
    lessonSources[source].notes(db, actor, lessonId),
  ]);
  const at = siblings.findIndex((s) => s.id === lessonId);
  const { openAll, ...material } = lesson;
  return {
    class: cls,
    lesson: material,
    unlockedAt: siblings[at]?.unlockedAt ?? null,
    openAll,
    students: studentList,
    previousLessonId: siblings[at - 1]?.id ?? null,
    nextLessonId: siblings[at + 1]?.id ?? null,
    notes: notes?.notes ?? '',
  };
}

/** Lessons opened today to the actor's classes, newest first. */
export function openedToday(db: Db, actor: StaffActor) {
  return db
    .select({
      classId: classes.id,
      className: classes.name,
      lessonId: curriculumLessons.id,
      lessonTitle: curriculumLessons.title,
      curriculumId: curricula.id,
      curriculumName: curricula.name,
      unlockedAt: classLessonUnlocks.unlockedAt,
    })
    .from(classLessonUnlocks)
    .innerJoin(classes, eq(classes.id, classLessonUnlocks.classId))
    .innerJoin(curriculumLessons, eq(curriculumLessons.id, classLessonUnlocks.lessonId))
    .innerJoin(curricula, eq(curricula.id, curriculumLessons.curriculumId))
    .where(and(classesOf(actor), grantedLessons(actor.schoolId), sql`(${classLessonUnlocks.unlockedAt} at time zone 'Asia/Shanghai')::date = ${chinaToday}`))
    .orderBy(desc(classLessonUnlocks.unlockedAt))
    .limit(20);
}

/** The ids of lessons open to a student's class: what the student classroom shows as open. */
export async function openedLessonIds(db: Db, studentId: number): Promise<Set<number>> {
  const rows = await db
    .select({ lessonId: classLessonUnlocks.lessonId })
    .from(classLessonUnlocks)
    .innerJoin(students, eq(students.classId, classLessonUnlocks.classId))
    .innerJoin(classes, and(eq(classes.id, classLessonUnlocks.classId), isNull(classes.deletedAt)))
    .where(eq(students.id, studentId));
  return new Set(rows.map((r) => r.lessonId));
}

export const lessonLocked = '这节课老师还没有开放，请等老师开课后再来学习';

/**
 * A student reads a lesson only once their class teacher has opened it: its video, courseware and
 * content (the content under the same 备课内容 switch as for the teacher).
 */
export async function studentLesson(db: Db, student: { studentId: number; schoolId: number }, lessonId: number) {
  const lesson = await grantedLesson(db, student.schoolId, lessonId);
  if (!lesson) throw new ApiFailure(ErrorCodes.NotFound, lessonMissing);
  if (!(await openedLessonIds(db, student.studentId)).has(lessonId)) throw new ApiFailure(ErrorCodes.AuthFailure, lessonLocked);
  const prepareContent = await schoolSwitch(db, student.schoolId, 'prepareContent');
  return { ...lesson, content: prepareContent ? lesson.content : null };
}
