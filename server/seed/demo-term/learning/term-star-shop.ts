import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { communityWear, pointOrders, schoolProducts, studentStars } from '../../../db/schema';
import { demoAccounts } from '../../demo-accounts';
import { addToBalances } from './coin-ledger';
import { insertMany, insertManyIds } from './batch-insert';
import type { LearningTerm } from './learning-state';

const approved = 1;
const rejected = 2;

/**
 * The star-coin centre's shelf: things to hold and the community decorations (精灵 0, 称号 1, 头像图片 3),
 * each with its own picture (small SVGs in public/star-shop/, served with the web app like the favicon).
 */
const shelf = [
  { name: '编程主题笔记本', price: 30, stock: 80, decoration: -1, picture: 'notebook', description: '封面印着小海龟的方格笔记本' },
  { name: '像素风钥匙扣', price: 45, stock: 40, decoration: -1, picture: 'rocket-keychain', description: '8-bit 小火箭钥匙扣' },
  { name: '机器人精灵', price: 20, stock: 999, decoration: 0, picture: 'robot-sprite', description: '在社区头像旁边陪着你的小机器人' },
  { name: '称号：代码小达人', price: 15, stock: 999, decoration: 1, picture: 'title-ribbon', cueWord: '代码小达人', description: '社区里名字后面显示的称号' },
  { name: '宇航员头像', price: 25, stock: 999, decoration: 3, picture: 'astronaut-avatar', description: '社区头像换成宇航员' },
] as const;

/**
 * What students spend their term's coins on: orders in the star-coin centre, most approved (the
 * price taken from the balance and the stock, as the order approval does), a few waiting for the
 * teacher and one turned down; decorations bought are worn in the community. Spending never
 * exceeds what a student earned, so no balance goes below zero and every balance stays equal to
 * its ledger: grants minus approved orders.
 */
export async function seedStarShop(db: Db, term: LearningTerm): Promise<void> {
  const { ctx, calendar } = term;
  const random = ctx.random.fork('star-shop');
  const productIds = await insertManyIds(
    db,
    schoolProducts,
    shelf.map((p) => ({ schoolId: ctx.schoolId, name: p.name, pictureUrl: `/star-shop/${p.picture}.svg`, price: p.price, stock: p.stock, state: 1, decoration: p.decoration, cueWord: 'cueWord' in p ? p.cueWord : null, description: p.description, createdAt: ctx.termStart })),
  );
  const ids = ctx.students.map((s) => s.id);
  const balances = ids.length ? await db.select({ studentId: studentStars.studentId, balance: studentStars.balance }).from(studentStars).where(and(eq(studentStars.schoolId, ctx.schoolId), inArray(studentStars.studentId, ids))) : [];
  const campusOf = new Map(ctx.students.map((s) => [s.id, s.campusId]));
  const orders: (typeof pointOrders.$inferInsert)[] = [];
  const spent = new Map<number, number>();
  const stockUsed = new Map<number, number>();
  const wear: (typeof communityWear.$inferInsert)[] = [];
  let turnedDown = false;
  // The README's student wears their first decoration they can afford, so 头像装扮 shows what the star coins bought.
  const demoStudentId = ctx.students.find((s) => s.userName === demoAccounts.student.userName)?.id;
  for (const { studentId, balance } of [...balances].sort((a, b) => a.studentId - b.studentId)) {
    let left = balance;
    const worn = new Set<number>();
    for (const [index, product] of shelf.entries()) {
      const showcase = studentId === demoStudentId && product.decoration >= 0 && worn.size === 0;
      if (product.price > left || !(random.chance(0.35) || showcase)) continue;
      const createdAt = calendar.at(calendar.dayAtShare(0.6 + random.next() * 0.38), random.int(12, 19), random.int(0, 59));
      const state = showcase ? approved : random.chance(0.15) ? 0 : !turnedDown && random.chance(0.1) ? rejected : approved;
      if (state === rejected) turnedDown = true;
      orders.push({ schoolId: ctx.schoolId, campusId: campusOf.get(studentId) ?? null, studentId, productId: productIds[index], quantity: 1, coins: product.price, state, remark: state === rejected ? '这个月的兑换名额已满，下个月再来哦' : null, approvedAt: state === approved ? new Date(Math.min(createdAt.getTime() + 20 * 3600_000, ctx.today.getTime() - 60_000)) : null, createdAt });
      if (state !== approved) continue;
      left -= product.price;
      spent.set(studentId, (spent.get(studentId) ?? 0) - product.price);
      stockUsed.set(index, (stockUsed.get(index) ?? 0) + 1);
      if (product.decoration >= 0 && !worn.has(product.decoration) && (random.chance(0.8) || showcase)) {
        worn.add(product.decoration);
        wear.push({ studentId, category: product.decoration, productId: productIds[index], updatedAt: createdAt });
      }
    }
  }
  await insertMany(db, pointOrders, orders);
  await addToBalances(db, ctx.schoolId, spent);
  for (const [index, used] of stockUsed) await db.update(schoolProducts).set({ stock: shelf[index].stock - used }).where(eq(schoolProducts.id, productIds[index]));
  await insertMany(db, communityWear, wear);
}
