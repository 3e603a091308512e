import { and, eq, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { staffActor, type StaffActor } from '../../auth/session-actor';
import type { CustomContext, EntityOverrides } from '../../crud/entity-overrides';
import { readOne } from '../../crud/read-rows';
import { tenantScope } from '../../crud/tenant-scope';
import type { Db } from '../../db/client';
import { receiptLines, receipts, studentContracts, uploadGrants } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { objectKeyOf } from '../library/library-files';
import { localFilesPrefix } from '../upload/local-storage';
import { courseFor, studentInScope } from './finance-scope';

const refuse = (message: string) => new ApiFailure(ErrorCodes.ActionFailure, message);

/** Contract states (StudentContract.state). */
export const ContractState = { draft: 1, signed: 2, invalid: 0 } as const;

type Values = Record<string, unknown>;

/**
 * What a contract must agree with: its student's campus; the charge it is for (a valid 收费 of
 * the same student); its course sold on that campus; a period that ends after it starts.
 * Answers the campus the contract belongs to (the student's).
 */
async function checkContract(db: Db, actor: StaffActor, row: Values): Promise<number | null> {
  const student = await studentInScope(db, actor, row.studentId as number);
  if (row.receiptId) {
    const [receipt] = await db.select({ kind: receipts.kind, state: receipts.state, studentId: receipts.studentId }).from(receipts).where(and(eq(receipts.id, row.receiptId as number), eq(receipts.schoolId, actor.schoolId)));
    if (!receipt) throw new ApiFailure(ErrorCodes.NotFound, '收据不存在');
    if (receipt.kind !== 1) throw refuse('合同只能关联收费收据');
    if (receipt.state !== 1) throw refuse('该收据已作废，不能签订合同');
    if (receipt.studentId !== student.id) throw refuse('收据不属于该学员');
  }
  if (row.courseId) await courseFor(db, actor, row.courseId as number, student.campusId, false);
  if (row.startDate && row.endDate && String(row.endDate) < String(row.startDate)) throw refuse('结束日期不能早于开始日期');
  return student.campusId;
}

/** The course line of the charge: a contract for it takes its course, hours (given ones too) and amount due. */
async function receiptTerms(db: Db, receiptId: number) {
  const [receipt] = await db.select({ amountDue: receipts.amountDue }).from(receipts).where(eq(receipts.id, receiptId));
  const [line] = await db
    .select({ courseId: receiptLines.courseId, quantity: receiptLines.quantity, givenHours: receiptLines.givenHours })
    .from(receiptLines)
    .where(and(eq(receiptLines.receiptId, receiptId), eq(receiptLines.kind, 1)))
    .limit(1);
  return { amount: receipt?.amountDue ?? 0, courseId: line?.courseId ?? null, hours: line ? line.quantity + (line.givenHours ?? 0) : null };
}

/** The caller's contract, locked: of two signings or invalidations at once the second sees the first. */
async function lockContract(context: CustomContext, db: Db) {
  const [row] = await db.select().from(studentContracts).where(and(eq(studentContracts.id, context.body.id as number), tenantScope(context.entity, context.actor))).for('update');
  if (!row) throw new ApiFailure(ErrorCodes.NotFound, '合同不存在');
  if (row.state === ContractState.invalid) throw refuse('该合同已作废');
  return row;
}

/**
 * 签署: attaches the signed scan (an upload this school made through its upload grant) and the
 * signing date; the contract is then fixed. A signed contract may be signed again only to replace
 * its scan (a clearer copy), never once it is invalid.
 */
async function signContract(context: CustomContext) {
  const actor = staffActor(context.actor);
  const { file, signDate } = context.body as { file: string; signDate: string };
  const key = objectKeyOf(file);
  const [grant] = key ? await context.db.select({ storedBytes: uploadGrants.storedBytes }).from(uploadGrants).where(and(eq(uploadGrants.objectKey, key), eq(uploadGrants.schoolId, actor.schoolId))).limit(1) : [];
  if (!grant) throw new ApiFailure(ErrorCodes.InvalidParameter, '请上传本校的合同签署扫描件');
  // The local driver records the bytes when the upload lands; OSS uploads go straight to the bucket.
  if (grant.storedBytes === null && file.startsWith(localFilesPrefix)) throw new ApiFailure(ErrorCodes.InvalidParameter, '合同签署扫描件尚未上传完成');
  const id = await context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await lockContract(context, db);
    await db.update(studentContracts).set({ file, signDate, state: ContractState.signed }).where(eq(studentContracts.id, row.id));
    return row.id;
  });
  return readOne(context.db, context.entity, context.actor, id);
}

/** 作废: the contract stays, marked, with the time; once only. */
async function invalidateContract(context: CustomContext) {
  const id = await context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await lockContract(context, db);
    await db.update(studentContracts).set({ state: ContractState.invalid, invalidatedAt: new Date() }).where(eq(studentContracts.id, row.id));
    return row.id;
  });
  return readOne(context.db, context.entity, context.actor, id);
}

/**
 * 合同管理: a contract is written by the generic create (numbered HT<date>-<id> unless the
 * school types its own pre-printed number; course, hours and amount taken from the charge when
 * left empty), edited only while 待签署, then signed or invalidated by its own calls; never deleted.
 */
export const studentContractOverrides: EntityOverrides<'StudentContract'> = {
  async beforeWrite(values, { db, actor, mode }) {
    const staff = staffActor(actor);
    if (mode === 'update') return values;
    const filled: Values = { ...values, staffId: staff.staffId, state: ContractState.draft };
    if (values.receiptId) {
      const terms = await receiptTerms(db, values.receiptId as number);
      filled.courseId ??= terms.courseId;
      filled.hours ??= terms.hours;
      if (!values.amount) filled.amount = terms.amount;
    }
    filled.campusId = await checkContract(db, staff, filled);
    if (!String(values.contractNo ?? '').trim()) {
      const drawn = await db.execute(sql`select nextval(pg_get_serial_sequence('student_contracts', 'id'))::int as id, to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') as day`);
      const { id, day } = (drawn as unknown as { rows: Array<{ id: number; day: string }> }).rows[0];
      filled.id = Number(id);
      filled.contractNo = `HT${day}-${id}`;
    } else filled.contractNo = String(values.contractNo).trim();
    return filled;
  },
  async afterWrite({ db, actor, mode, ids, values, before }) {
    if (mode !== 'update') return;
    const staff = staffActor(actor);
    for (const id of ids) {
      const was = before.get(id)!;
      if (was.state !== ContractState.draft) throw refuse(was.state === ContractState.signed ? '合同已签署，不能修改' : '该合同已作废');
      if (values.contractNo !== undefined && !String(values.contractNo).trim()) throw new ApiFailure(ErrorCodes.InvalidParameter, '合同编号不能为空');
      const campusId = await checkContract(db, staff, { ...was, ...values });
      if (campusId !== was.campusId) await db.update(studentContracts).set({ campusId }).where(eq(studentContracts.id, id));
    }
  },
  custom: { sign: signContract, invalidate: invalidateContract },
};
