import { and, eq, isNull } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { messages } from '../../../shared/messages';
import { requirePermission, type SessionActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { classes, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/** Screens that show one student's record; holding one lets a teacher read the students of their own classes. */
const studentScreens = ['student-detail', 'students-management'];
/** Screens that show every student of the school: their holders read any student (within their campus). */
const schoolWideStudentScreens = ['students-management'];
/** Screens that show one class; class-management1 shows every class of the school. */
const classScreens = ['look-class-info', 'class-management1', 'own-class-management', 'classroomDetails', 'myClass'];
const schoolWideClassScreens = ['class-management1'];

export const storyMessages = {
  studentMissing: '学员不存在或不是你任教班级的学员',
  classMissing: '班级不存在或不是你任教的班级',
} as const;

/**
 * The one student whose story the caller may read. A student reads only themselves. Staff read the
 * students of their school (and campus, if bound to one); a teacher without the school-wide student
 * screens reads only the students of the classes they teach. Anyone else's student is simply not found.
 */
export async function readableStudent(db: Db, actor: SessionActor, studentId: number | undefined): Promise<{ schoolId: number; studentId: number }> {
  if (actor.kind === 'admin') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  if (actor.kind === 'student') {
    if (studentId !== undefined && studentId !== actor.studentId) throw new ApiFailure(ErrorCodes.NotFound, storyMessages.studentMissing);
    return { schoolId: actor.schoolId, studentId: actor.studentId };
  }
  requirePermission(actor, studentScreens);
  if (studentId === undefined) throw new ApiFailure(ErrorCodes.InvalidParameter, '请选择学员');
  const wide = actor.isPrincipal === true || schoolWideStudentScreens.some((s) => actor.allowed.has(s));
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .leftJoin(classes, eq(classes.id, students.classId))
    .where(
      and(
        eq(students.id, studentId),
        eq(students.schoolId, actor.schoolId),
        isNull(students.deletedAt),
        actor.campusId !== null && !actor.isPrincipal ? eq(students.campusId, actor.campusId) : undefined,
        wide ? undefined : and(eq(classes.teacherId, actor.staffId), isNull(classes.deletedAt)),
      ),
    )
    .limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, storyMessages.studentMissing);
  return { schoolId: actor.schoolId, studentId: row.id };
}

/** The one class whose figures the caller may read, on the same terms as students: own classes unless school-wide. */
export async function readableClass(db: Db, actor: SessionActor, classId: number): Promise<{ schoolId: number; classId: number }> {
  if (actor.kind !== 'staff') throw new ApiFailure(ErrorCodes.AuthFailure, messages.accessDenied);
  requirePermission(actor, classScreens);
  const wide = actor.isPrincipal === true || schoolWideClassScreens.some((s) => actor.allowed.has(s));
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.id, classId),
        eq(classes.schoolId, actor.schoolId),
        isNull(classes.deletedAt),
        actor.campusId !== null && !actor.isPrincipal ? eq(classes.campusId, actor.campusId) : undefined,
        wide ? undefined : eq(classes.teacherId, actor.staffId),
      ),
    )
    .limit(1);
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, storyMessages.classMissing);
  return { schoolId: actor.schoolId, classId: row.id };
}
