import { and, eq } from 'drizzle-orm';
import { storedValueItems } from '../../../shared/finance/money-rules';
import type { Db } from '../../db/client';
import { classes, receiptLines, receipts, teachPlans } from '../../db/schema';
import { enqueueGuardianMessages } from './message-outbox';

const signStatusLabel: Record<number, string> = { 1: '出勤', 2: '迟到', 3: '请假', 4: '缺勤', 5: '补课' };
const yuan = (fen: number) => (fen / 100).toFixed(2);
const chinaTime = (date: Date) => date.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/** 上课签到通知: one lesson's sign-ins, to the guardians bound to its students (in the sign-in's transaction). */
export function queueSignInMessages(db: Db, schoolId: number, planId: number, records: Array<{ studentId: number; status: number }>) {
  return enqueueGuardianMessages(db, schoolId, 'signIn', records.map((r) => r.studentId), async (names) => {
    const [plan] = await db.select({ lessonDate: teachPlans.lessonDate, className: classes.name, start: teachPlans.startTime }).from(teachPlans).innerJoin(classes, eq(classes.id, teachPlans.classId)).where(eq(teachPlans.id, planId));
    return records
      .filter((r) => names.has(r.studentId))
      .map((r) => ({ studentId: r.studentId, studentName: names.get(r.studentId)!, fields: { className: plan?.className ?? '', lessonDate: `${plan?.lessonDate ?? ''} ${plan?.start ?? ''}`.trim(), status: signStatusLabel[r.status] ?? '' } }));
  });
}

/**
 * 缴费通知: a receipt of money coming in — 收费, 补费 or 账户充值 — to the guardians bound to its
 * student, in the receipt's transaction. A recharge has no lines: its item is the stored-value account.
 */
export async function queueReceiptMessage(db: Db, schoolId: number, receiptId: number) {
  const [receipt] = await db.select().from(receipts).where(and(eq(receipts.id, receiptId), eq(receipts.schoolId, schoolId)));
  if (!receipt) return 0;
  return enqueueGuardianMessages(db, schoolId, 'receipt', [receipt.studentId], async (names) => {
    const lines = await db.select({ name: receiptLines.name }).from(receiptLines).where(eq(receiptLines.receiptId, receiptId));
    return [{ studentId: receipt.studentId, studentName: names.get(receipt.studentId) ?? '', fields: { receiptNo: receipt.receiptNo, amount: yuan(receipt.amount), items: lines.map((l) => l.name).join('、') || (storedValueItems[receipt.kind] ?? ''), time: chinaTime(receipt.createdAt) } }];
  });
}

/** 考试成绩通知: a published exam's counted scores, to the guardians bound to its students. */
export function queueExamResultMessages(db: Db, schoolId: number, exam: { title: string; fullScore: number }, scores: Array<{ studentId: number; score: number }>) {
  return enqueueGuardianMessages(db, schoolId, 'examResult', scores.map((s) => s.studentId), async (names) => {
    const fmt = (n: number) => String(Math.round(n * 10) / 10);
    return scores.filter((s) => names.has(s.studentId)).map((s) => ({ studentId: s.studentId, studentName: names.get(s.studentId)!, fields: { exam: exam.title, score: fmt(s.score), fullScore: fmt(exam.fullScore), time: chinaTime(new Date()) } }));
  });
}
