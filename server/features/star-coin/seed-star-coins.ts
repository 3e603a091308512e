import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointOrders, schoolProducts, starGrants, starRules, students } from '../../db/schema';
import { moveBalance } from './student-balance';

/**
 * A fresh demo school's star-coin shop: the rules of its students' campus (the defaults), a sticker with its own picture (public/star-shop/), two
 * students with coins earned through the ledger (so balances match it) and one order waiting
 * for approval. The demo student 张小明 starts with none, as the tests expect.
 */
export async function seedDemoStarCoins(db: Db, schoolId: number): Promise<void> {
  const [badge] = await db
    .insert(schoolProducts)
    .values({ schoolId, name: '校徽贴纸', pictureUrl: '/star-shop/school-sticker.svg', price: 20, stock: 50, state: 1, description: '贴在笔记本上的校徽贴纸' })
    .returning();
  const rows = await db
    .select({ id: students.id, userName: students.userName, campusId: students.campusId })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), inArray(students.userName, ['student2', 'student3'])));
  const byName = new Map(rows.map((row) => [row.userName, row]));
  const grants = [
    { who: byName.get('student2')!, amount: 50, reason: '课堂表现优秀' },
    { who: byName.get('student3')!, amount: 30, reason: '按时完成作业' },
  ];
  for (const { who, amount, reason } of grants) {
    await db.insert(starGrants).values({ schoolId, campusId: who.campusId, studentId: who.id, amount, reason });
    await moveBalance(db, schoolId, who.id, amount);
  }
  const buyer = byName.get('student2')!;
  if (buyer.campusId !== null) await db.insert(starRules).values({ schoolId, campusId: buyer.campusId });
  await db.insert(pointOrders).values({ schoolId, campusId: buyer.campusId, studentId: buyer.id, productId: badge.id, quantity: 1, coins: badge.price });
}
