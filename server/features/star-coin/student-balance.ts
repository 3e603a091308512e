import { eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { Db } from '../../db/client';
import { students, studentStars } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

/**
 * Adds delta (negative: takes away) to a student's star-coin balance, creating the balance row
 * on the first movement; campus and class follow the student so the ranking groups them where
 * they are now. The upsert locks the row, so concurrent movements add up; a balance that would
 * go below zero is refused and, the caller being in a transaction, nothing is written.
 */
export async function moveBalance(db: Db, schoolId: number, studentId: number, delta: number): Promise<number> {
  const [student] = await db
    .select({ campusId: students.campusId, classId: students.classId })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  if (!student) throw new ApiFailure(ErrorCodes.NotFound, '学员不存在');
  const [row] = await db
    .insert(studentStars)
    .values({ schoolId, studentId, campusId: student.campusId, classId: student.classId, balance: delta })
    .onConflictDoUpdate({
      target: studentStars.studentId,
      set: { balance: sql`${studentStars.balance} + ${delta}`, campusId: student.campusId, classId: student.classId },
    })
    .returning({ balance: studentStars.balance });
  if (row.balance < 0) throw new ApiFailure(ErrorCodes.StarGrantFailure, '星币余额不足');
  return row.balance;
}
