import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { expenses, goods, payAccounts, saleCourses, students } from '../../db/schema';
import { writeRecharge } from './account';
import { payExpense } from './expense-overrides';
import { writeCharge } from './charge';

/**
 * A fresh demo school's money: cash and WeChat accounts, two courses on sale, a teaching kit,
 * one paid enrolment of 刘小红 written through the charge itself (so the ledgers and
 * balances agree from the start), 200 yuan in her stored-value account and a month's rent paid. The demo student 张小明 has none, as the tests expect.
 */
export async function seedDemoFinance(db: Db, schoolId: number, principalId: number): Promise<void> {
  const [cash] = await db.insert(payAccounts).values([{ schoolId, name: '现金', kind: 1 }, { schoolId, name: '微信', kind: 2 }]).returning();
  const [course] = await db
    .insert(saleCourses)
    .values([
      { schoolId, name: 'Scratch 创意编程', hours: 20, unitPrice: 8000, validDays: 365 },
      { schoolId, name: 'C++ 算法竞赛', hours: 40, unitPrice: 12000, validDays: 365 },
    ])
    .returning();
  const [kit] = await db.insert(goods).values({ schoolId, name: '编程教具套装', price: 5000, stock: 30, unit: '套' }).returning();
  const [buyer] = await db.select({ id: students.id }).from(students).where(and(eq(students.schoolId, schoolId), eq(students.userName, 'student2')));
  const actor = { kind: 'staff' as const, staffId: principalId, schoolId, campusId: null, allowed: new Set<string>() };
  await writeCharge(db, actor, {
    studentId: buyer.id,
    payAccountId: cash.id,
    course: { courseId: course.id, hours: 20, givenHours: 2, discount: 10000 },
    goods: [{ goodsId: kit.id, quantity: 1 }],
    paid: 155000,
    remark: '秋季报名',
  });
  await writeRecharge(db, actor, { studentId: buyer.id, payAccountId: cash.id, amount: 20000, remark: '预存学费' });
  const [rent] = await db.insert(expenses).values({ schoolId, category: 1, amount: 300000, payAccountId: cash.id, spentOn: '2026-03-01', staffId: principalId, remark: '三月房租' }).returning();
  await payExpense(db, rent);
}
