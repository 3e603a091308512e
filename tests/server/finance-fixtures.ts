import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { reconcile } from '../../server/features/finance/reconcile';
import { schools, students } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { staffToken } from './crud-fixtures';
import type { TestApp } from './test-app';

export const financeCall = (path: string) => `/java-api/school/${path}`;

/** Answers' content, failing the test loudly when the call was refused. */
export async function content(answer: Promise<{ success: boolean; message: string; content: any }>) {
  const a = await answer;
  if (!a.success) throw new Error(a.message);
  return a.content;
}

/**
 * The demo school's principal with what a charge needs, made through the school's own calls:
 * a cash account and a WeChat account, a course at 100 yuan a lesson hour, a course at 80 and
 * a teaching kit at 50 yuan with 5 in stock; the demo student to sell them to.
 */
export async function financeSetup(t: TestApp) {
  const token = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
  const post = (path: string, body: unknown) => content(t.post(financeCall(path), body, token));
  const cash = await post('payAccount/create', { name: '现金', kind: 1 });
  const wechat = await post('payAccount/create', { name: '微信', kind: 2 });
  const scratch = await post('campusCourse/create', { name: 'Scratch 启蒙', hours: 10, unitPrice: 10000 });
  const python = await post('campusCourse/create', { name: 'Python 进阶', hours: 20, unitPrice: 8000 });
  const kit = await post('goods/create', { name: '编程教具套装', price: 5000, stock: 5, unit: '套' });
  const [student] = await t.database.db.select().from(students).where(eq(students.userName, demoAccounts.student.userName));
  const [school] = await t.database.db.select().from(schools).where(eq(schools.domain, 'demo'));
  return { token, post, cash, wechat, scratch, python, kit, studentId: student.id, schoolId: school.id };
}

/**
 * What the stored-value tests read after each call: the student's stored-value balance, a payment
 * account's balance, a receipt's account and money entries as [kind, amount], and reconcile clean.
 */
export function accountProbes(t: TestApp, f: Awaited<ReturnType<typeof financeSetup>>) {
  return {
    stored: async () => (await f.post('studentAccount/queryList', { studentId: f.studentId })).list[0]?.balance ?? 0,
    payBalance: async (id: number) => (await f.post('payAccount/detail', { id })).balance,
    entries: async (receiptId: number) => (await f.post('accountEntry/queryList', { receiptId })).list.map((e: any) => [e.kind, e.amount]),
    money: async (receiptId: number) => (await f.post('moneyEntry/queryList', { receiptId })).list.map((e: any) => [e.kind, e.amount]),
    reconciled: async () => expect((await reconcile(t.database.db, f.schoolId)).mismatches).toEqual([]),
  };
}
