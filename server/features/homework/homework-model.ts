import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import type { CourseSource } from '../../../shared/classroom/student-course-messages';
import { classes, homeworks, homeworkSubmissions, students, workReviews, works } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { classLesson } from '../classroom/lesson-sources';
import { activeStudent, classesOf, teachingClass } from '../classroom/teacher-classes';
import type { WorkKind } from '../works/works-model';
import { homeworkLessonColumn, homeworkLessonColumns, withHomeworkLesson } from './homework-lesson';
import { dueInPast, homeworkMissing, homeworkState } from './homework-rules';

const dayMs = 24 * 60 * 60 * 1000;

export const homeworkColumns = {
  id: homeworks.id,
  classId: homeworks.classId,
  className: classes.name,
  ...homeworkLessonColumns,
  title: homeworks.title,
  description: homeworks.description,
  kind: homeworks.kind,
  dueAt: homeworks.dueAt,
  lateUntil: homeworks.lateUntil,
  createdAt: homeworks.createdAt,
};

/** Homework of the classes the actor works with (the teacher classroom's class rule), with its lesson. */
function teacherHomeworkQuery(db: Db, actor: StaffActor, where: SQL) {
  const query = db.select(homeworkColumns).from(homeworks).innerJoin(classes, eq(classes.id, homeworks.classId)).$dynamic();
  return withHomeworkLesson(query).where(and(eq(homeworks.schoolId, actor.schoolId), classesOf(actor), where));
}

export async function assignHomework(
  db: Db,
  actor: StaffActor,
  input: { classId: number; lessonId: number; source?: CourseSource; title?: string; description?: string; kind?: WorkKind; dueAt: string; lateDays: number },
  now = new Date(),
) {
  const source = input.source ?? 'platform';
  await teachingClass(db, actor, input.classId);
  // The lesson as the teaching view reaches it: platform ones granted to the school, self-made ones granted to this class.
  const lesson = await classLesson(db, actor.schoolId, input.classId, input.lessonId, source);
  const dueAt = new Date(input.dueAt);
  if (Number.isNaN(dueAt.getTime()) || dueAt.getTime() <= now.getTime()) throw new ApiFailure(ErrorCodes.InvalidParameter, dueInPast);
  const [row] = await db
    .insert(homeworks)
    .values({
      schoolId: actor.schoolId,
      classId: input.classId,
      [homeworkLessonColumn[source]]: input.lessonId,
      staffId: actor.staffId,
      // Without a title of its own, the homework is the lesson's: "第一课 作业".
      title: input.title?.trim() || `${lesson.title} 作业`,
      description: input.description?.trim() ?? '',
      kind: input.kind ?? null,
      dueAt,
      lateUntil: new Date(dueAt.getTime() + input.lateDays * dayMs),
    })
    .returning({ id: homeworks.id });
  const [created] = await teacherHomeworkQuery(db, actor, eq(homeworks.id, row.id));
  return created;
}

/** A class's homework, newest due first, each with how many handed in on time, late, and the class's size. */
export async function classHomework(db: Db, actor: StaffActor, classId: number) {
  const cls = await teachingClass(db, actor, classId);
  const list = await teacherHomeworkQuery(db, actor, eq(homeworks.classId, classId)).orderBy(desc(homeworks.dueAt), desc(homeworks.id));
  if (!list.length) return { class: cls, list: [] };
  const counts = await db
    .select({
      homeworkId: homeworkSubmissions.homeworkId,
      onTime: sql<number>`count(*) filter (where ${homeworkSubmissions.submittedAt} <= ${homeworks.dueAt})`.mapWith(Number),
      late: sql<number>`count(*) filter (where ${homeworkSubmissions.submittedAt} > ${homeworks.dueAt})`.mapWith(Number),
    })
    .from(homeworkSubmissions)
    .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
    // Only the class's current students count: one who left the class no longer owes its homework.
    .innerJoin(students, and(eq(students.id, homeworkSubmissions.studentId), eq(students.classId, classId), activeStudent))
    .where(inArray(homeworkSubmissions.homeworkId, list.map((h) => h.id)))
    .groupBy(homeworkSubmissions.homeworkId);
  return {
    class: cls,
    list: list.map((h) => {
      const c = counts.find((r) => r.homeworkId === h.id);
      return { ...h, handedIn: c?.onTime ?? 0, late: c?.late ?? 0, studentCount: cls.studentCount };
    }),
  };
}

async function ownHomework(db: Db, actor: StaffActor, id: number) {
  const [row] = await teacherHomeworkQuery(db, actor, eq(homeworks.id, id)).limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, homeworkMissing);
  return row;
}

/** One homework: each student of the class, handed in (on time or late) with the work, or not (yet). */
export async function homeworkDetail(db: Db, actor: StaffActor, id: number, now = new Date()) {
  const homework = await ownHomework(db, actor, id);
  const rows = await db
    .select({
      studentId: students.id,
      realName: students.realName,
      userName: students.userName,
      submittedAt: homeworkSubmissions.submittedAt,
      workId: works.id,
      workTitle: works.title,
      workKind: works.kind,
      score: workReviews.score,
    })
    .from(students)
    .leftJoin(homeworkSubmissions, and(eq(homeworkSubmissions.studentId, students.id), eq(homeworkSubmissions.homeworkId, id)))
    .leftJoin(works, eq(works.id, homeworkSubmissions.workId))
    .leftJoin(workReviews, eq(workReviews.workId, works.id))
    .where(and(eq(students.classId, homework.classId), activeStudent))
    .orderBy(asc(students.id));
  return { homework, students: rows.map((r) => ({ ...r, state: homeworkState(homework, r.submittedAt, now) })) };
}

/** Takes a homework back; its hand-ins go with it, the works stay the students'. */
export async function deleteHomework(db: Db, actor: StaffActor, id: number) {
  await ownHomework(db, actor, id);
  await db.delete(homeworks).where(and(eq(homeworks.id, id), eq(homeworks.schoolId, actor.schoolId)));
}
