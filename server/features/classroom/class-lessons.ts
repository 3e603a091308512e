import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import { chinaToday } from '../../db/china-today';
import type { Db } from '../../db/client';
import { classes, classLessonUnlocks, courseSubjects, curricula, curriculumGrants, curriculumLessons, lessonPreparations, sessions, students, workReviews, works } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { schoolSwitch } from '../oj/school-switch';
import { grantedTo } from '../school-content/school-content-handlers';
import { lessonMaterialColumns, lessonOutlineColumns } from './curriculum-columns';
import { ownClassCurricula, ownClassLessons, setOwnLessonUnlock } from './own-lesson-unlocks';
import { activeStudent, classesOf, grantedLessons, teachingClass } from './teacher-classes';

export const lessonMissing = '课节不存在或学校未获授权';

const curriculumColumns = {
  id: curricula.id,
  name: curricula.name,
  subjectName: courseSubjects.name,
  cover: curricula.cover,
  lessonCount: sql<number>`(select count(*) from ${curriculumLessons} where ${curriculumLessons.curriculumId} = ${curricula.id} and ${curriculumLessons.state} = 1)`.mapWith(Number),
};

/** The curricula granted to the school, each with how many of its lessons are open to the class. */
async function classCurricula(db: Db, schoolId: number, classId: number, curriculumId?: number) {
  const rows = await db
    .select({
      ...curriculumColumns,
      openedCount: sql<number>`(select count(*) from ${classLessonUnlocks} inner join ${curriculumLessons} on ${curriculumLessons.id} = ${classLessonUnlocks.lessonId} where ${classLessonUnlocks.classId} = ${classId} and ${curriculumLessons.curriculumId} = ${curricula.id} and ${curriculumLessons.state} = 1)`.mapWith(Number),
    })
    .from(curriculumGrants)
    .innerJoin(curricula, eq(curricula.id, curriculumGrants.curriculumId))
    .innerJoin(courseSubjects, eq(courseSubjects.id, curricula.subjectId))
    .where(and(grantedTo(schoolId), curriculumId ? eq(curricula.id, curriculumId) : undefined))
    .orderBy(asc(curricula.sortOrder), asc(curricula.id));
  return rows.map((r) => ({ ...r, source: 'platform' as const, openAll: false }));
}

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
  const [studentList, platform, own] = await Promise.all([classStudents(db, classId), classCurricula(db, actor.schoolId, classId), ownClassCurricula(db, actor.schoolId, classId)]);
  return { class: cls, students: studentList, curricula: [...platform, ...own] };
}

export async function classLessons(db: Db, actor: StaffActor, classId: number, curriculumId: number, source: 'platform' | 'own' = 'platform') {
  const cls = await teachingClass(db, actor, classId);
  const [curriculum] = source === 'own' ? await ownClassCurricula(db, actor.schoolId, classId, curriculumId) : await classCurricula(db, actor.schoolId, classId, curriculumId);
  // Not granted to this school (or, for a self-made one, to this class) looks exactly like not existing.
  if (!curriculum) throw new ApiFailure(ErrorCodes.NotFound, '课程体系不存在');
  if (source === 'own') return { class: cls, curriculum, lessons: await ownClassLessons(db, classId, curriculumId) };
  const lessons = await db
    .select({
      ...lessonOutlineColumns,
      unlockedAt: classLessonUnlocks.unlockedAt,
    })
    .from(curriculumLessons)
    .leftJoin(classLessonUnlocks, and(eq(classLessonUnlocks.lessonId, curriculumLessons.id), eq(classLessonUnlocks.classId, classId)))
    .where(and(eq(curriculumLessons.curriculumId, curriculumId), eq(curriculumLessons.state, 1)))
    .orderBy(asc(curriculumLessons.sortOrder), asc(curriculumLessons.id));
  return { class: cls, curriculum, lessons };
}

/** A lesson of a curriculum granted to the school, with its material. */
async function grantedLesson(db: Db, schoolId: number, lessonId: number) {
  const [lesson] = await db
    .select({ ...lessonMaterialColumns, curriculumName: curricula.name, sortOrder: curriculumLessons.sortOrder })
    .from(curriculumLessons)
    .innerJoin(curricula, eq(curricula.id, curriculumLessons.curriculumId))
    .where(and(eq(curriculumLessons.id, lessonId), grantedLessons(schoolId)))
    .limit(1);
  if (!lesson) throw new ApiFailure(ErrorCodes.NotFound, lessonMissing);
  return lesson;
}

async function unlockOf(db: Db, classId: number, lessonId: number) {
  const [row] = await db
    .select({ unlockedAt: classLessonUnlocks.unlockedAt })
    .from(classLessonUnlocks)
    .where(and(eq(classLessonUnlocks.classId, classId), eq(classLessonUnlocks.lessonId, lessonId)))
    .limit(1);
  return row?.unlockedAt ?? null;
}

/** Opens a lesson to the class's students (once; opening again keeps the first time) or locks it again. */
export async function setLessonUnlock(db: Db, actor: StaffActor, input: { classId: number; lessonId: number; unlocked: boolean; source?: 'platform' | 'own' }) {
  await teachingClass(db, actor, input.classId);
  if (input.source === 'own') return setOwnLessonUnlock(db, actor, input);
  await grantedLesson(db, actor.schoolId, input.lessonId);
  if (input.unlocked) {
    await db.insert(classLessonUnlocks).values({ classId: input.classId, lessonId: input.lessonId, schoolId: actor.schoolId, staffId: actor.staffId }).onConflictDoNothing();
  } else {
    await db.delete(classLessonUnlocks).where(and(eq(classLessonUnlocks.classId, input.classId), eq(classLessonUnlocks.lessonId, input.lessonId)));
  }
  return { classId: input.classId, lessonId: input.lessonId, unlockedAt: await unlockOf(db, input.classId, input.lessonId) };
}

/** The lessons before and after in the curriculum's order, so the teaching view can step on. */
async function neighbours(db: Db, lesson: { id: number; curriculumId: number; sortOrder: number }) {
  const siblings = await db
    .select({ id: curriculumLessons.id })
    .from(curriculumLessons)
    .where(and(eq(curriculumLessons.curriculumId, lesson.curriculumId), eq(curriculumLessons.state, 1)))
    .orderBy(asc(curriculumLessons.sortOrder), asc(curriculumLessons.id));
  const at = siblings.findIndex((s) => s.id === lesson.id);
  return { previousLessonId: siblings[at - 1]?.id ?? null, nextLessonId: siblings[at + 1]?.id ?? null };
}

/** The teaching view: the material (teaching content only with 备课内容), whether it is open, the class, and my notes. */
export async function teachingLesson(db: Db, actor: StaffActor, classId: number, lessonId: number) {
  const cls = await teachingClass(db, actor, classId);
  const { sortOrder, ...lesson } = await grantedLesson(db, actor.schoolId, lessonId);
  const [unlockedAt, studentList, around, prepareContent, [prepared]] = await Promise.all([
    unlockOf(db, classId, lessonId),
    classStudents(db, classId),
    neighbours(db, { id: lesson.id, curriculumId: lesson.curriculumId, sortOrder }),
    schoolSwitch(db, actor.schoolId, 'prepareContent'),
    db.select({ notes: lessonPreparations.notes }).from(lessonPreparations).where(and(eq(lessonPreparations.staffId, actor.staffId), eq(lessonPreparations.lessonId, lessonId))),
  ]);
  return { class: cls, lesson: { ...lesson, content: prepareContent ? lesson.content : null }, unlockedAt, students: studentList, ...around, notes: prepared?.notes ?? '' };
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
  const { sortOrder: _order, ...lesson } = await grantedLesson(db, student.schoolId, lessonId);
  if (!(await openedLessonIds(db, student.studentId)).has(lessonId)) throw new ApiFailure(ErrorCodes.AuthFailure, lessonLocked);
  const prepareContent = await schoolSwitch(db, student.schoolId, 'prepareContent');
  return { ...lesson, content: prepareContent ? lesson.content : null };
}
