import { eq } from 'drizzle-orm';
import { routeCatalog } from '../../../../shared/route-catalog';
import { loginLogs, staff, visitRecords } from '../../../db/schema';
import type { DemoTermContext } from '../demo-term-context';
import { addDays, chinaDate, chinaMoment, isoWeekday } from '../term-calendar';

/** How many days of sign-ins the dashboards' 30- and 90-day charts read. */
export const historyDays = 90;

const staffScreens = routeCatalog.filter((r) => r.audience.includes('staff') && !r.redirect && !r.path.includes(':') && r.area !== 'public');
const studentScreens = routeCatalog.filter((r) => r.audience.includes('student') && !r.redirect && !r.path.includes(':') && r.area !== 'public');

/**
 * Ninety days of sign-ins (the login log) and page visits: staff sign in on working days, students
 * mostly on their lesson days and weekends, with a few mistyped passwords; each sign-in opens a few
 * screens. Addresses are from the private 10.x range, one per family or office.
 */
export async function seedSignInHistory(ctx: DemoTermContext): Promise<void> {
  const { db, schoolId } = ctx;
  const random = ctx.random.fork('sign-ins');
  const today = chinaDate(ctx.today);
  const staffRows = await db.select({ userName: staff.userName }).from(staff).where(eq(staff.schoolId, schoolId));
  const logs: Array<typeof loginLogs.$inferInsert> = [];
  const visits: Array<typeof visitRecords.$inferInsert> = [];
  const moment = (day: string, fromHour: number, toHour: number) => chinaMoment(day, `${String(random.int(fromHour, toHour)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`, random.int(0, 59));
  const visit = (kind: 'staff' | 'student', userName: string, ip: string, at: Date, screens: typeof staffScreens) => {
    for (let k = random.int(1, 4); k > 0; k -= 1) {
      const route = random.pick(screens);
      visits.push({ accountKind: kind, userName, schoolId, routeName: route.name, title: route.title, path: route.path, ip, createdAt: new Date(at.getTime() + k * random.int(30, 600) * 1000) });
    }
  };
  // The school grows into its term: fewer students signed in three months ago than this month.
  for (let back = historyDays - 1; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    const weekday = isoWeekday(day);
    const growth = 0.55 + 0.45 * (1 - back / historyDays);
    staffRows.forEach((s, i) => {
      if (weekday <= 5 ? random.chance(0.9) : random.chance(0.35)) {
        const ip = `10.8.${i % 250}.${10 + (i % 200)}`;
        if (random.chance(0.03)) logs.push({ kind: 'staff', userName: s.userName, success: false, ip, message: '用户名或密码错误', createdAt: moment(day, 7, 9) });
        const at = moment(day, 8, 19);
        logs.push({ kind: 'staff', userName: s.userName, success: true, ip, message: null, createdAt: at });
        visit('staff', s.userName, ip, at, staffScreens);
      }
    });
    ctx.students.forEach((s, i) => {
      const chance = (weekday >= 6 ? 0.45 : 0.2) * growth;
      if (!random.chance(chance)) return;
      const ip = `10.${20 + (i % 200)}.${Math.floor(i / 200) % 250}.${(i % 250) + 2}`;
      if (random.chance(0.04)) logs.push({ kind: 'student', userName: s.userName, success: false, ip, message: '用户名或密码错误', createdAt: moment(day, 16, 20) });
      const at = weekday >= 6 ? moment(day, 9, 20) : moment(day, 17, 21);
      logs.push({ kind: 'student', userName: s.userName, success: true, ip, message: null, createdAt: at });
      visit('student', s.userName, ip, at, studentScreens);
    });
  }
  for (let i = 0; i < logs.length; i += 1000) await db.insert(loginLogs).values(logs.slice(i, i + 1000));
  for (let i = 0; i < visits.length; i += 1000) await db.insert(visitRecords).values(visits.slice(i, i + 1000));
}
