import { and, asc, count, eq, inArray, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { campuses, classes, classLessonUnlocks, curricula, curriculumGrants, curriculumLessons, schoolCurricula, schoolCurriculumClasses, staff, students, workReviews, works } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { grantedTo } from '../school-content/school-content-handlers';
import { ownOpenedCount } from './own-lesson-unlocks';

export const classMissing = '班级不存在或不是你任教的班级';

/**
 * A teacher works with the classes they teach; the school's principal with every class of the
 * school (as the works rule before: other staff, even school-wide ones, do not read pupils' works).
 * Never another school's.
 */
export function seesEveryClass(actor: StaffActor): boolean {
  return actor.isPrincipal === true;
}

export function classesOf(actor: StaffActor): SQL {
  return and(eq(classes.schoolId, actor.schoolId), isNull(classes.deletedAt), seesEveryClass(actor) ? undefined : eq(classes.teacherId, actor.staffId))!;
}

/** Students who count as the class: not deleted and not quit (state 1). */
export const activeStudent = and(isNull(students.deletedAt), eq(students.state, 1))!;

/** Lessons of curricula granted to the school and in force, enabled. */
export function grantedLessons(schoolId: number): SQL {
  return and(eq(curriculumLessons.state, 1), sql`${curriculumLessons.curriculumId} in (select ${curricula.id} from ${curriculumGrants} inner join ${curricula} on ${curricula.id} = ${curriculumGrants.curriculumId} where ${grantedTo(schoolId)})`)!;
}

/** The classes the actor works with (or just those asked for), with their sizes, open lessons and works waiting for a review. */
export async function teacherClasses(db: Db, actor: StaffActor, only?: number[]) {
  const rows = await db
    .select({ id: classes.id, name: classes.name, campusName: campuses.name, teacherName: staff.realName })
    .from(classes)
    .leftJoin(campuses, eq(campuses.id, classes.campusId))
    .leftJoin(staff, eq(staff.id, classes.teacherId))
    .where(and(classesOf(actor), only ? inArray(classes.id, only) : undefined))
    .orderBy(asc(classes.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [sizes, opened, ownOpened, waiting] = await Promise.all([
    db.select({ classId: students.classId, n: count() }).from(students).where(and(inArray(students.classId, ids), activeStudent)).groupBy(students.classId),
    db
      .select({ classId: classLessonUnlocks.classId, n: count() })
      .from(classLessonUnlocks)
      .innerJoin(curriculumLessons, eq(curriculumLessons.id, classLessonUnlocks.lessonId))
      .where(and(inArray(classLessonUnlocks.classId, ids), grantedLessons(actor.schoolId)))
      .groupBy(classLessonUnlocks.classId),
    // The school's own curricula granted to the class count their open lessons too (全部开放: all of them).
    db
      .select({ classId: schoolCurriculumClasses.classId, n: sql<number>`sum(${ownOpenedCount(schoolCurriculumClasses.classId)})`.mapWith(Number) })
      .from(schoolCurriculumClasses)
      .innerJoin(schoolCurricula, and(eq(schoolCurricula.id, schoolCurriculumClasses.curriculumId), eq(schoolCurricula.schoolId, actor.schoolId), eq(schoolCurricula.state, 1)))
      .where(and(inArray(schoolCurriculumClasses.classId, ids), eq(schoolCurriculumClasses.schoolId, actor.schoolId)))
      .groupBy(schoolCurriculumClasses.classId),
    db
      .select({ classId: students.classId, n: count() })
      .from(works)
      .innerJoin(students, eq(students.id, works.studentId))
      .where(and(inArray(students.classId, ids), activeStudent, isNull(works.deletedAt), notExists(db.select({ one: sql`1` }).from(workReviews).where(eq(workReviews.workId, works.id)))))
      .groupBy(students.classId),
  ]);
  const countOf = (list: { classId: number | null; n: number }[], id: number) => Number(list.find((r) => r.classId === id)?.n ?? 0);
  return rows.map((r) => ({ ...r, studentCount: countOf(sizes, r.id), openedLessons: countOf(opened, r.id) + countOf(ownOpened, r.id), worksToReview: countOf(waiting, r.id) }));
}

/** One class the actor works with; another teacher's or another school's class is simply not found. */
export async function teachingClass(db: Db, actor: StaffActor, classId: number) {
  const [row] = await teacherClasses(db, actor, [classId]);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, classMissing);
  return row;
}
