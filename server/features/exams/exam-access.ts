import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import { requirePermission } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { examAssignments, exams, papers, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { examKeys, type ExamAction } from './exam-keys';

export const invalid = (message: string) => new ApiFailure(ErrorCodes.InvalidParameter, `参数错误：${message}`);
export const refused = (message: string) => new ApiFailure(ErrorCodes.ActionFailure, message);
export const examNotFound = () => new ApiFailure(ErrorCodes.NotFound, '考试不存在');

export type ExamRow = typeof exams.$inferSelect;

/**
 * An exam of the caller's school (another school's id answers 考试不存在, as if it did not exist),
 * once the caller holds a screen allowing the action on exams of its kind and scope.
 */
export async function schoolExam(db: Db, actor: StaffActor, id: number, action: ExamAction): Promise<ExamRow> {
  const [exam] = await db
    .select()
    .from(exams)
    .where(and(eq(exams.id, id), eq(exams.schoolId, actor.schoolId)))
    .limit(1);
  if (!exam) throw examNotFound();
  requirePermission(actor, examKeys(exam.kind, exam.scope, action));
  return exam;
}

/** Papers a school's exams may use: the platform's published papers and the school's own. */
export function usablePaper(schoolId: number): SQL {
  return or(and(isNull(papers.schoolId), eq(papers.postState, 1)), eq(papers.schoolId, schoolId))!;
}

/**
 * Condition on `students` naming those who sit an exam: assigned one by one, through their class
 * or through their campus; only live students of the exam's school.
 */
export function sitsExam(examId: number, schoolId: number): SQL {
  const assigned = assignedIds(examId);
  return and(
    eq(students.schoolId, schoolId),
    isNull(students.deletedAt),
    or(
      inArray(students.id, assigned.students),
      inArray(students.classId, assigned.classes),
      inArray(students.campusId, assigned.campuses),
    ),
  )!;
}

function assignedIds(examId: number) {
  const column = (c: typeof examAssignments.studentId | typeof examAssignments.classId | typeof examAssignments.campusId) =>
    sql`(select ${c} from ${examAssignments} where ${examAssignments.examId} = ${examId} and ${c} is not null)`;
  return { students: column(examAssignments.studentId), classes: column(examAssignments.classId), campuses: column(examAssignments.campusId) };
}
