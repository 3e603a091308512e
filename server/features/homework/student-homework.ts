import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StudentActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { classes, homeworks, homeworkSubmissions, staff, students, works } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { saveWork, workMissing, type WorkKind } from '../works/works-model';
import { homeworkLessonColumns, withHomeworkLesson } from './homework-lesson';
import { handInClosed, homeworkMissing, homeworkState, wrongKind } from './homework-rules';

/** Homework given to the class the student is in now (a class left behind takes its homework with it). */
const ofMyClass = (me: StudentActor) =>
  and(eq(homeworks.schoolId, me.schoolId), sql`${homeworks.classId} = (select ${students.classId} from ${students} where ${students.id} = ${me.studentId})`)!;

function myHomeworkQuery(db: Db, me: StudentActor) {
  const query = db
    .select({
      id: homeworks.id,
      title: homeworks.title,
      description: homeworks.description,
      kind: homeworks.kind,
      dueAt: homeworks.dueAt,
      lateUntil: homeworks.lateUntil,
      className: classes.name,
      ...homeworkLessonColumns,
      teacherName: staff.realName,
      submittedAt: homeworkSubmissions.submittedAt,
      workId: works.id,
      workTitle: works.title,
      workKind: works.kind,
    })
    .from(homeworks)
    .innerJoin(classes, and(eq(classes.id, homeworks.classId), isNull(classes.deletedAt)))
    .leftJoin(staff, eq(staff.id, homeworks.staffId))
    .leftJoin(homeworkSubmissions, and(eq(homeworkSubmissions.homeworkId, homeworks.id), eq(homeworkSubmissions.studentId, me.studentId)))
    .leftJoin(works, eq(works.id, homeworkSubmissions.workId))
    .$dynamic();
  return withHomeworkLesson(query);
}

/**
 * My homework with my state on each, the soonest due first. `openOnly` keeps what may still be
 * handed in (its late window not closed), as the classroom home shows it.
 */
export async function myHomework(db: Db, me: StudentActor, openOnly: boolean, now = new Date()) {
  const rows = await myHomeworkQuery(db, me)
    .where(and(ofMyClass(me), openOnly ? gte(homeworks.lateUntil, now) : undefined))
    .orderBy(asc(homeworks.dueAt), asc(homeworks.id));
  return rows.map((r) => ({ ...r, state: homeworkState(r, r.submittedAt, now) }));
}

/**
 * Hands in one of my works (not in the recycle bin) for a homework of my class: after the due time
 * it counts as late, after the late window it is refused. Handing in again replaces the work.
 */
/** A homework of my class that still takes hand-ins at `now` (refused once its late window has closed). */
async function openHomework(db: Db, me: StudentActor, homeworkId: number, now: Date) {
  const [homework] = await db.select().from(homeworks).where(and(eq(homeworks.id, homeworkId), ofMyClass(me))).limit(1);
  if (!homework) throw new ApiFailure(ErrorCodes.NotFound, homeworkMissing);
  if (now.getTime() > homework.lateUntil.getTime()) throw new ApiFailure(ErrorCodes.ActionFailure, handInClosed(homework));
  return homework;
}

export async function handIn(db: Db, me: StudentActor, input: { homeworkId: number; workId: number }, now = new Date()) {
  const homework = await openHomework(db, me, input.homeworkId, now);
  const [work] = await db
    .select({ id: works.id, kind: works.kind })
    .from(works)
    .where(and(eq(works.id, input.workId), eq(works.studentId, me.studentId), eq(works.schoolId, me.schoolId), isNull(works.deletedAt)))
    .limit(1);
  if (!work) throw new ApiFailure(ErrorCodes.NotFound, workMissing);
  if (homework.kind && work.kind !== homework.kind) throw new ApiFailure(ErrorCodes.InvalidParameter, wrongKind(homework.kind));
  await db
    .insert(homeworkSubmissions)
    .values({ schoolId: me.schoolId, homeworkId: homework.id, studentId: me.studentId, workId: work.id, submittedAt: now })
    .onConflictDoUpdate({ target: [homeworkSubmissions.homeworkId, homeworkSubmissions.studentId], set: { workId: work.id, submittedAt: now } });
  const [row] = await myHomeworkQuery(db, me).where(and(ofMyClass(me), eq(homeworks.id, homework.id))).limit(1);
  return { ...row, state: homeworkState(row, row.submittedAt, now) };
}

/**
 * The editors' 保存并提交: saves the program as my work of `kind` and hands it in, in one step.
 * The homework is checked first and everything runs in one transaction, so a refused hand-in
 * (closed window, another kind expected) saves nothing: the editor keeps the text as a draft.
 */
export function saveAndHandIn(db: Db, me: StudentActor, kind: WorkKind, input: { homeworkId: number; id?: number; title: string; source: string }, now = new Date()) {
  return db.transaction(async (tx) => {
    const homework = await openHomework(tx, me, input.homeworkId, now);
    if (homework.kind && homework.kind !== kind) throw new ApiFailure(ErrorCodes.InvalidParameter, wrongKind(homework.kind));
    const work = await saveWork(tx, me, { ...input, kind });
    return { work, homework: await handIn(tx, me, { homeworkId: homework.id, workId: work.id }, now) };
  });
}
