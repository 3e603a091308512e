import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffActor } from '../../../auth/session-actor';
import { goods, payAccounts, saleCourses, studentContracts, students } from '../../../db/schema';
import { writeRecharge, writeAccountRefund } from '../../../features/finance/account';
import { writeAfterPay } from '../../../features/finance/after-pay';
import { writeCharge } from '../../../features/finance/charge';
import { writeInvalidation } from '../../../features/finance/invalidate';
import { writeRefund } from '../../../features/finance/refund';
import { writeTransfer } from '../../../features/finance/transfer';
import type { DemoRandom, DemoSubject, DemoTermContext } from '../demo-term-context';
import type { DemoSizes } from '../demo-sizes';
import { addDays, chinaDate, chinaMoment } from '../term-calendar';

/** The lesson hours one lesson takes (a 90-minute lesson counts as two). */
export const hoursPerLesson = 2;

/** When each receipt happened, for the backdating at the end of the part. */
export type ReceiptDates = Map<number, Date>;

const courseOf: Record<DemoSubject, { name: string; hours: number; unitPrice: number }> = {
  blocks: { name: 'Scratch 创意编程', hours: 20, unitPrice: 8000 },
  python: { name: 'Python 编程基础', hours: 24, unitPrice: 10000 },
  cpp: { name: 'C++ 算法竞赛', hours: 40, unitPrice: 12000 },
};
const books: Record<DemoSubject, { name: string; price: number }> = {
  blocks: { name: 'Scratch 积木卡片', price: 6800 },
  python: { name: 'Python 编程教材', price: 5800 },
  cpp: { name: 'C++ 算法入门教材', price: 7800 },
};

/** A business hour of a date (China time), so receipts land when the front desk is open. */
const deskTime = (random: DemoRandom, day: string) => chinaMoment(day, `${random.int(9, 19)}:${String(random.int(0, 59)).padStart(2, '0')}`);

/**
 * The term's money, all through the finance model so every ledger and balance agrees: an
 * enrolment charge per student (some with given hours, a discount, a book, or arrears paid later
 * by 补费), renewals when a package runs out, stored-value recharges spent on goods, a refund, a
 * course transfer, an account refund and one mistaken charge invalidated. A contract with the
 * guardian goes with each enrolment.
 */
export async function seedTermMoney(ctx: DemoTermContext, sizes: DemoSizes, actor: StaffActor): Promise<ReceiptDates> {
  const { db, schoolId } = ctx;
  const random = ctx.random.fork('money');
  const dates: ReceiptDates = new Map();
  const termStart = chinaDate(ctx.termStart);
  const today = chinaDate(ctx.today);
  const at = (day: string) => deskTime(random, day < today ? day : addDays(today, -1));

  const accounts = await db.select({ id: payAccounts.id }).from(payAccounts).where(eq(payAccounts.schoolId, schoolId)).orderBy(asc(payAccounts.id));
  const [alipay] = await db.insert(payAccounts).values({ schoolId, name: '支付宝', kind: 3 }).returning({ id: payAccounts.id });
  const payIds = [...accounts.map((a) => a.id), alipay.id];
  const payWith = () => payIds[random.chance(0.5) ? 1 : random.chance(0.5) ? 0 : 2];

  const existing = await db.select({ id: saleCourses.id, name: saleCourses.name }).from(saleCourses).where(eq(saleCourses.schoolId, schoolId));
  for (const subject of Object.keys(courseOf) as DemoSubject[]) {
    const course = courseOf[subject];
    const found = existing.find((c) => c.name === course.name);
    ctx.courses[subject] = found ? found.id : (await db.insert(saleCourses).values({ schoolId, ...course, validDays: 365 }).returning({ id: saleCourses.id }))[0].id;
  }
  const stock = ctx.students.length * 2 + 50;
  await db.update(goods).set({ stock }).where(eq(goods.schoolId, schoolId));
  const bookRows = await db
    .insert(goods)
    .values([...Object.values(books).map((b) => ({ schoolId, ...b, stock, unit: '本' })), { schoolId, name: '编程营队服', price: 9900, stock, unit: '件' }])
    .returning({ id: goods.id });
  const bookOf: Record<DemoSubject, number> = { blocks: bookRows[0].id, python: bookRows[1].id, cpp: bookRows[2].id };
  const shirt = bookRows[3].id;
  const subjectOf = new Map(ctx.classes.map((c) => [c.id, c.subject]));

  // Lessons already given by today decide how many packages each family has bought.
  // (this week's lessons before today count too).
  const lessonsTaught = (sizes.weeksTaught + 1) * sizes.lessonsPerWeek;
  const hoursPerPackage = sizes.packageHours;
  const weeksPerPackage = hoursPerPackage / hoursPerLesson / sizes.lessonsPerWeek;
  const refunders = new Set(ctx.students.filter((_, i) => i % 37 === 11).map((s) => s.id));
  let contractNo = 1;
  for (const student of ctx.students) {
    const subject = subjectOf.get(student.classId)!;
    const courseId = ctx.courses[subject];
    const needed = lessonsTaught * hoursPerLesson + (refunders.has(student.id) ? 8 : 0);
    const packages = Math.ceil(needed / hoursPerPackage);
    const saver = random.chance(0.15);
    const enrolDay = addDays(termStart, -random.int(1, 20));
    const saved = saver ? random.pick([100000, 200000, 300000]) : 0;
    if (saver) {
      const id = await writeRecharge(db, actor, { studentId: student.id, payAccountId: payWith(), amount: saved, remark: '预存学费' });
      dates.set(id, at(addDays(enrolDay, -2)));
    }
    for (let p = 0; p < packages; p += 1) {
      const day = p === 0 ? enrolDay : addDays(termStart, Math.floor(p * weeksPerPackage * 7) - random.int(2, 6));
      const givenHours = random.chance(0.3) ? 2 : 0;
      const gross = courseOf[subject].unitPrice * hoursPerPackage;
      const discount = random.chance(0.2) ? Math.round(gross * 0.05) : 0;
      const withBook = p === 0 && random.chance(0.4);
      const due = gross - discount + (withBook ? books[subject].price : 0);
      const owing = p === 0 && !saver && !refunders.has(student.id) && random.chance(0.1) ? Math.round((gross - discount) * 0.2) : 0;
      const paid = due - owing;
      // Half the savings pay the enrolment; the rest stays for goods later.
      const fromAccount = saver && p === 0 ? Math.min(paid, saved / 2) : 0;
      const payAccountId = payWith();
      const receiptId = await writeCharge(db, actor, {
        studentId: student.id,
        payAccountId,
        course: { courseId, hours: hoursPerPackage, givenHours, discount },
        goods: withBook ? [{ goodsId: bookOf[subject], quantity: 1 }] : [],
        paid,
        fromAccount,
        remark: p === 0 ? '新生报名' : '续费',
      });
      const when = at(day);
      dates.set(receiptId, when);
      await db.insert(studentContracts).values({
        schoolId,
        campusId: student.campusId,
        contractNo: `HT${day.replaceAll('-', '')}-${String(contractNo++).padStart(4, '0')}`,
        studentId: student.id,
        receiptId,
        courseId,
        hours: hoursPerPackage + givenHours,
        amount: gross - discount,
        guardianName: student.guardianName,
        guardianPhone: student.guardianPhone,
        startDate: day,
        endDate: addDays(day, 365),
        signDate: day,
        state: 2,
        staffId: actor.staffId,
        createdAt: when,
      });
      if (owing > 0 && random.chance(0.7)) {
        const id = await writeAfterPay(db, actor, { originId: receiptId, payAccountId, amount: owing, remark: '补齐学费' });
        dates.set(id, at(addDays(day, random.int(14, 30))));
      }
    }
    if (saver && random.chance(0.6)) {
      const id = await writeCharge(db, actor, { studentId: student.id, payAccountId: payWith(), goods: [{ goodsId: shirt, quantity: 1 }], paid: 9900, fromAccount: 9900, remark: '储值购买队服' });
      dates.set(id, at(addDays(termStart, random.int(7, 30))));
    }
  }
  await specialReceipts(ctx, actor, dates, { at, payWith, refunders, shirt });
  await backdateReceipts(ctx, dates);
  return dates;
}

interface Helpers {
  at: (day: string) => Date;
  payWith: () => number;
  refunders: Set<number>;
  shirt: number;
}

/** The receipts every school sees now and then: refunds, a transfer, an account refund and a mistake put right. */
async function specialReceipts(ctx: DemoTermContext, actor: StaffActor, dates: ReceiptDates, h: Helpers): Promise<void> {
  const { db } = ctx;
  const termStart = chinaDate(ctx.termStart);
  const subjectOf = new Map(ctx.classes.map((c) => [c.id, c.subject]));
  const week = (n: number) => addDays(termStart, n * 7 + 2);
  for (const student of ctx.students.filter((s) => h.refunders.has(s.id))) {
    const id = await writeRefund(db, actor, { studentId: student.id, courseId: ctx.courses[subjectOf.get(student.classId)!], hours: 8, payAccountId: h.payWith(), remark: '多报课时退费' });
    dates.set(id, h.at(week(5)));
  }
  // 刘小红 (student2) brought Scratch hours from the base school: she moves ten of them to her Python class.
  const [liu] = await db.select({ id: students.id }).from(students).where(and(eq(students.schoolId, ctx.schoolId), eq(students.userName, 'student2')));
  if (liu) {
    const scratch = ctx.courses.blocks;
    const id = await writeTransfer(db, actor, { studentId: liu.id, fromCourseId: scratch, hours: 10, toCourseId: ctx.courses.python, toHours: 8, payAccountId: h.payWith(), remark: '转入Python班' });
    dates.set(id, h.at(week(2)));
  }
  const savers = (await db.execute(sql`select student_id as "studentId", balance from student_accounts where school_id = ${ctx.schoolId} and balance >= 20000 order by student_id`)) as unknown as { rows: Array<{ studentId: number; balance: number }> };
  const refundee = savers.rows.find((r) => r.studentId !== liu?.id);
  if (refundee) {
    const id = await writeAccountRefund(db, actor, { studentId: refundee.studentId, payAccountId: h.payWith(), amount: 20000, remark: '家长申请退还部分预存款' });
    dates.set(id, h.at(week(4)));
  }
  // A uniform charged to the wrong child, then invalidated (作废) the same day.
  const wrong = ctx.students[Math.min(5, ctx.students.length - 1)];
  const mistaken = await writeCharge(db, actor, { studentId: wrong.id, payAccountId: h.payWith(), goods: [{ goodsId: h.shirt, quantity: 1 }], paid: 9900, remark: '队服' });
  dates.set(mistaken, h.at(week(3)));
  await writeInvalidation(db, actor, mistaken);
}

/**
 * Every receipt of the term moved to the day it happened, with its number (SF20260301-42), its
 * ledger entries and contract: the model writes them at the moment of seeding, which would put
 * the whole term on one day of the charts. Receipts of the base school count from before the term.
 */
async function backdateReceipts(ctx: DemoTermContext, dates: ReceiptDates): Promise<void> {
  const { db, schoolId } = ctx;
  const before = chinaMoment(addDays(chinaDate(ctx.termStart), -10), '10:30');
  const rows = [...dates.entries()].map(([id, when]) => sql`(${id}::int, ${when.toISOString()}::timestamptz)`);
  await db.execute(sql`create temporary table demo_receipt_dates (id int primary key, at timestamptz) on commit drop`);
  for (let i = 0; i < rows.length; i += 1000) await db.execute(sql`insert into demo_receipt_dates values ${sql.join(rows.slice(i, i + 1000), sql`, `)}`);
  await db.execute(sql`insert into demo_receipt_dates select id, ${before.toISOString()}::timestamptz from receipts where school_id = ${schoolId} and id not in (select id from demo_receipt_dates)`);
  await db.execute(sql`
    update receipts r set created_at = d.at,
      receipt_no = regexp_replace(r.receipt_no, '[0-9]{8}-', to_char(d.at at time zone 'Asia/Shanghai', 'YYYYMMDD') || '-'),
      invalidated_at = case when r.invalidated_at is null then null else d.at + interval '2 hours' end
    from demo_receipt_dates d where r.id = d.id`);
  for (const table of ['money_entries', 'hour_entries', 'account_entries']) {
    await db.execute(sql`update ${sql.identifier(table)} e set created_at = d.at from demo_receipt_dates d where e.receipt_id = d.id`);
  }
  // An invalidation's opposite entries come two hours after the receipt.
  await db.execute(sql`
    update money_entries e set created_at = d.at + interval '2 hours' from demo_receipt_dates d join receipts r on r.id = d.id
    where e.receipt_id = d.id and r.state <> 1 and e.kind = 3`);
  await db.execute(sql`update student_contracts c set created_at = d.at from demo_receipt_dates d where c.receipt_id = d.id and c.school_id = ${schoolId}`);
  // A student joined the school on the day of their first receipt.
  await db.execute(sql`
    update students s set created_at = f.at - interval '1 hour'
    from (select r.student_id, min(d.at) as at from receipts r join demo_receipt_dates d on d.id = r.id group by r.student_id) f
    where s.id = f.student_id and s.school_id = ${schoolId}`);
}
