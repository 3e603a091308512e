import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import type { StudentActor } from '../../auth/session-actor';
import type { Db } from '../../db/client';
import { pointOrders, schoolProducts, starGrants, students, studentStars } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';
import { requireSchoolPointAuth, requireStudentCampusPoints } from './point-auth-guard';

/** A ranking shows this many students; the student's own place is always given by personalSoa. */
const rankSize = 50;

/** The student's side of the star-coin centre, behind the same switches as exchanging. */
export async function requireStudentPoints(db: Db, me: StudentActor): Promise<void> {
  await requireSchoolPointAuth(db, me.schoolId);
  await requireStudentCampusPoints(db, me.studentId);
}

export function redeemableProducts(db: Db, me: StudentActor) {
  return db
    .select({ id: schoolProducts.id, name: schoolProducts.name, pictureUrl: schoolProducts.pictureUrl, price: schoolProducts.price, stock: schoolProducts.stock, description: schoolProducts.description })
    .from(schoolProducts)
    .where(and(eq(schoolProducts.schoolId, me.schoolId), eq(schoolProducts.state, 1)))
    .orderBy(schoolProducts.price, schoolProducts.id);
}

export function myOrders(db: Db, me: StudentActor) {
  return db
    .select({ id: pointOrders.id, productName: schoolProducts.name, pictureUrl: schoolProducts.pictureUrl, quantity: pointOrders.quantity, coins: pointOrders.coins, state: pointOrders.state, createdAt: pointOrders.createdAt })
    .from(pointOrders)
    .innerJoin(schoolProducts, eq(schoolProducts.id, pointOrders.productId))
    .where(and(eq(pointOrders.studentId, me.studentId), eq(pointOrders.schoolId, me.schoolId)))
    .orderBy(desc(pointOrders.id));
}

export function myStarRecords(db: Db, me: StudentActor) {
  return db
    .select({ id: starGrants.id, amount: starGrants.amount, reason: starGrants.reason, createdAt: starGrants.createdAt })
    .from(starGrants)
    .where(and(eq(starGrants.studentId, me.studentId), eq(starGrants.schoolId, me.schoolId)))
    .orderBy(desc(starGrants.id))
    .limit(200);
}

type Group = 'class' | 'campus';

/** Students of the caller's class (or campus) by balance, ties by the earlier student; those without coins count as 0. */
async function ranking(db: Db, me: StudentActor, group: Group) {
  const [mine] = await db.select({ classId: students.classId, campusId: students.campusId }).from(students).where(eq(students.id, me.studentId)).limit(1);
  const groupId = group === 'class' ? mine?.classId : mine?.campusId;
  if (!groupId) return [];
  const balance = sql<number>`coalesce(${studentStars.balance}, 0)`.mapWith(Number);
  const rows = await db
    .select({ studentId: students.id, studentName: students.realName, balance })
    .from(students)
    .leftJoin(studentStars, eq(studentStars.studentId, students.id))
    .where(and(eq(students.schoolId, me.schoolId), eq(group === 'class' ? students.classId : students.campusId, groupId), isNull(students.deletedAt), eq(students.state, 1)))
    .orderBy(desc(balance), students.id);
  let rank = 0;
  let previous: number | null = null;
  return rows.map((r, i) => {
    // Equal balances share a place (1, 2, 2, 4).
    if (r.balance !== previous) rank = i + 1;
    previous = r.balance;
    return { rank, ...r, me: r.studentId === me.studentId };
  });
}

export async function starRanking(db: Db, me: StudentActor, group: Group) {
  return (await ranking(db, me, group)).slice(0, rankSize);
}

export async function personalStar(db: Db, me: StudentActor) {
  const [classRows, campusRows] = await Promise.all([ranking(db, me, 'class'), ranking(db, me, 'campus')]);
  const mine = classRows.find((r) => r.me) ?? campusRows.find((r) => r.me);
  if (!mine && !classRows.length && !campusRows.length) {
    const [row] = await db.select({ balance: studentStars.balance }).from(studentStars).where(eq(studentStars.studentId, me.studentId)).limit(1);
    return { balance: row?.balance ?? 0, classRank: null, campusRank: null };
  }
  if (!mine) throw new ApiFailure(ErrorCodes.NotFound, '学员不存在');
  return { balance: mine.balance, classRank: classRows.find((r) => r.me)?.rank ?? null, campusRank: campusRows.find((r) => r.me)?.rank ?? null };
}
