import { and, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StaffActor } from '../../auth/session-actor';
import { entityRuntimes } from '../../crud/entity-runtime';
import { tenantScope } from '../../crud/tenant-scope';
import type { Db } from '../../db/client';
import { payAccounts, receiptLines, receipts, saleCourses, students } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

const refuse = (message: string) => new ApiFailure(ErrorCodes.ActionFailure, message);
const runtime = (name: string) => entityRuntimes().get(name)!;

/** A live student of the caller's school (and campus, for staff confined to one). */
export async function studentInScope(db: Db, actor: StaffActor, studentId: number) {
  const [student] = await db
    .select({ id: students.id, campusId: students.campusId })
    .from(students)
    .where(and(eq(students.id, studentId), isNull(students.deletedAt), tenantScope(runtime('Student'), actor)));
  if (!student) throw new ApiFailure(ErrorCodes.NotFound, '学员不存在');
  return student;
}

/** An enabled payment account of the school. */
export async function payAccountInScope(db: Db, actor: StaffActor, payAccountId: number) {
  const [account] = await db
    .select({ id: payAccounts.id })
    .from(payAccounts)
    .where(and(eq(payAccounts.id, payAccountId), eq(payAccounts.schoolId, actor.schoolId), eq(payAccounts.state, 1)));
  if (!account) throw refuse('收款账户不存在或已停用');
  return account;
}

/** A course of the school that the student's campus sells (school-wide courses: every campus). */
export async function courseFor(db: Db, actor: StaffActor, courseId: number, campusId: number | null, onSaleOnly: boolean) {
  const [course] = await db
    .select({ id: saleCourses.id, name: saleCourses.name, unitPrice: saleCourses.unitPrice, state: saleCourses.state, campusId: saleCourses.campusId })
    .from(saleCourses)
    .where(and(eq(saleCourses.id, courseId), eq(saleCourses.schoolId, actor.schoolId)));
  if (!course) throw new ApiFailure(ErrorCodes.NotFound, '课程不存在');
  if (course.campusId !== null && course.campusId !== campusId) throw refuse('该课程不属于学员所在校区');
  if (onSaleOnly && course.state !== 1) throw refuse(`课程“${course.name}”已停售`);
  return course;
}

/** The caller's receipt, locked: of two invalidations or after-pays at once the second waits and sees the first. */
export async function lockReceipt(db: Db, actor: StaffActor, id: number) {
  const [receipt] = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.id, id), tenantScope(runtime('Receipt'), actor)))
    .for('update');
  if (!receipt) throw new ApiFailure(ErrorCodes.NotFound, '收据不存在');
  return receipt;
}

const prefixes: Record<number, string> = { 1: 'SF', 2: 'ZK', 3: 'TF', 4: 'BF', 5: 'CZ', 6: 'ZT' };

export interface NewReceipt {
  kind: number;
  studentId: number;
  campusId: number | null;
  payAccountId: number;
  amountDue: number;
  amount: number;
  owed?: number;
  /** The part of `amount` taken from the student's stored-value account (a charge); negative: returned to it (a refund, a transfer). */
  accountPaid?: number;
  originId?: number;
  rounding?: string;
  remark?: string;
}

export interface NewLine {
  kind: number;
  courseId?: number | null;
  goodsId?: number | null;
  name: string;
  quantity: number;
  givenHours?: number;
  unitPrice?: number;
  discount?: number;
  amount: number;
  /** A transfer's course lines: the stored-value part the line moves (transferStoredValue). */
  accountPart?: number;
}

/**
 * Writes a receipt and its lines once, numbered by kind, date (China) and id: SF20260301-42.
 * The id is drawn first so the number is written with the row, never edited afterwards.
 */
export async function writeReceipt(db: Db, actor: StaffActor, receipt: NewReceipt, lines: NewLine[]): Promise<number> {
  const drawn = await db.execute(sql`select nextval(pg_get_serial_sequence('receipts', 'id'))::int as id, to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') as day`);
  const { id, day } = (drawn as unknown as { rows: Array<{ id: number; day: string }> }).rows[0];
  await db.insert(receipts).values({
    id: Number(id),
    schoolId: actor.schoolId,
    staffId: actor.staffId,
    receiptNo: `${prefixes[receipt.kind]}${day}-${id}`,
    ...receipt,
    owed: receipt.owed ?? 0,
    originId: receipt.originId ?? null,
    rounding: receipt.rounding ?? null,
    remark: receipt.remark ?? null,
  });
  if (lines.length > 0) await db.insert(receiptLines).values(lines.map((line) => ({ schoolId: actor.schoolId, campusId: receipt.campusId, receiptId: Number(id), ...line })));
  return Number(id);
}


