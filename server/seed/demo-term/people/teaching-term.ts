import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { StaffActor } from '../../../auth/session-actor';
import { campuses, teachPlans } from '../../../db/schema';
import { writePlanSeries } from '../../../features/teaching/plan-series';
import { SignStatus, signPlans } from '../../../features/teaching/sign-in';
import type { DemoSubject, DemoTermContext } from '../demo-term-context';
import type { DemoSizes } from '../demo-sizes';
import { addDays, chinaDate, isoWeekday } from '../term-calendar';
import { timedStep } from '../step-timing';
import { hoursPerLesson } from './term-money';

const weekendSlots = [
  ['09:00', '10:30'],
  ['10:45', '12:15'],
  ['14:00', '15:30'],
  ['15:45', '17:15'],
] as const;

/** What each lesson of a course is about, in order (the list starts over after its last lesson). */
const topics: Record<DemoSubject, string[]> = {
  blocks: ['认识舞台与角色', '让角色动起来', '造型与动画', '声音与音乐', '事件与广播', '循环的秘密', '条件判断', '变量计分器', '克隆与弹幕', '画笔绘图', '列表小能手', '小游戏设计', '作品展示与点评', '迷宫闯关', '接苹果游戏', '期中作品'],
  python: ['认识 Python 与 IDLE', '变量与输入输出', '数字与运算', '字符串', '条件语句 if', '多分支 elif', 'while 循环', 'for 循环与 range', '列表', '列表遍历与统计', '函数入门', '函数参数与返回值', '海龟绘图', '字典', '小项目：猜数字', '阶段测验讲评'],
  cpp: ['C++ 环境与第一个程序', '变量与数据类型', '输入输出与格式', '分支结构', '循环结构', '嵌套循环', '一维数组', '二维数组', '字符串处理', '函数', '递归入门', '枚举算法', '模拟算法', '排序算法', '二分查找', '前缀和'],
};

const comments = ['课堂专注，作业完成得很好', '能主动提问，思路清晰', '今天的练习完成得很快', '调试程序很有耐心', '注意力有些分散，需要多提醒', '积极帮助同学', '代码书写更规范了', '对循环的理解还需加强', '作品很有创意', '上课认真，继续保持'];

/**
 * Eight weeks (a school year at the large scale) of weekly lessons for every class through 按周排课,
 * then a sign-in of each lesson already given through the class sign-in, which takes the hours from
 * each student's course account: mostly 出勤, some 迟到, 请假 and 缺勤. Lessons from today on are left to teach.
 */
export async function seedTeachingTerm(ctx: DemoTermContext, sizes: DemoSizes, actor: StaffActor): Promise<void> {
  const { db, schoolId } = ctx;
  const random = ctx.random.fork('teaching');
  const termStart = chinaDate(ctx.termStart);
  const today = chinaDate(ctx.today);
  const termEnd = addDays(termStart, sizes.termWeeks * 7 - 1);
  const todayWeekday = isoWeekday(today);
  // 李老师's class meets today, so a teacher's first screen has a lesson to show.
  const anchor = todayWeekday <= 5 ? todayWeekday - 1 : 0;
  const campusNames = new Map((await db.select({ id: campuses.id, name: campuses.name }).from(campuses).where(eq(campuses.schoolId, schoolId))).map((c) => [c.id, c.name.replace('校区', '')]));
  const seenOfTeacher = new Map<number, number>();
  const seenOfCampus = new Map<number, number>();
  const teacherIndex = new Map<number, number>();
  for (const cls of ctx.classes) {
    const j = seenOfTeacher.get(cls.teacherId) ?? 0;
    seenOfTeacher.set(cls.teacherId, j + 1);
    const roomNo = (seenOfCampus.get(cls.campusId) ?? 0) + 1;
    seenOfCampus.set(cls.campusId, roomNo);
    if (!teacherIndex.has(cls.teacherId)) teacherIndex.set(cls.teacherId, teacherIndex.size);
    const t = teacherIndex.get(cls.teacherId)!;
    const room = `${campusNames.get(cls.campusId)}${200 + roomNo}教室`;
    const base = { classId: cls.id, courseId: ctx.courses[cls.subject], teacherId: cls.teacherId, room, startDate: termStart, endDate: termEnd, hours: hoursPerLesson, topic: topics[cls.subject][0] };
    const first = j === 0 && t === 0;
    const [start, end] = weekendSlots[(j + t) % weekendSlots.length];
    // A teacher's classes fall on different evenings; the first teacher's first class meets today, weekend or not.
    if (first && todayWeekday >= 6) await writePlanSeries(db, actor, { ...base, weekdays: [todayWeekday], startTime: start, endTime: end });
    else await writePlanSeries(db, actor, { ...base, weekdays: [((anchor + j + t) % 5) + 1], startTime: '18:30', endTime: '20:00' });
    if (sizes.lessonsPerWeek === 2) await writePlanSeries(db, actor, { ...base, weekdays: [first && todayWeekday >= 6 ? 13 - todayWeekday : 6 + ((j + t) % 2)], startTime: start, endTime: end });
  }
  const plans = await db
    .select({ id: teachPlans.id, classId: teachPlans.classId, lessonDate: teachPlans.lessonDate })
    .from(teachPlans)
    .where(eq(teachPlans.schoolId, schoolId))
    .orderBy(asc(teachPlans.classId), asc(teachPlans.lessonDate), asc(teachPlans.startTime));
  ctx.planIds.push(...plans.map((p) => p.id));
  await nameLessons(ctx, plans);

  // Each student has a habit: most come every time, a few miss more often.
  const habit = new Map(ctx.students.map((s) => [s.id, random.chance(0.15) ? 3 : 1]));
  const classOf = new Map(ctx.classes.map((c) => [c.id, c]));
  const given = await db.select({ id: teachPlans.id, classId: teachPlans.classId }).from(teachPlans).where(and(eq(teachPlans.schoolId, schoolId), lt(teachPlans.lessonDate, today))).orderBy(asc(teachPlans.lessonDate), asc(teachPlans.startTime), asc(teachPlans.id));
  const lessons = given.map((plan) => {
    const records = classOf.get(plan.classId)!.studentIds.map((studentId) => {
      const r = random.next() / habit.get(studentId)!;
      const status = r < 0.03 ? SignStatus.absent : r < 0.07 ? SignStatus.leave : r < 0.12 ? SignStatus.late : SignStatus.present;
      const commented = status !== SignStatus.absent && status !== SignStatus.leave && random.chance(0.15);
      return { studentId, status, ...(commented ? { rating: random.int(3, 5), comment: random.pick(comments) } : {}) };
    });
    return { planId: plan.id, classId: plan.classId, records };
  });
  // The lessons are signed in date order, many classes' lessons per call (each class's lessons
  // one after another, as `signPlans` asks), so a school year costs a few hundred statements.
  await timedStep('teaching: sign-ins', async () => {
    let batch: typeof lessons = [];
    let rows = 0;
    const flush = async () => {
      if (batch.length) await db.transaction((tx) => signPlans(tx as unknown as typeof db, actor, batch.map(({ planId, records }) => ({ planId, records }))));
      batch = [];
      rows = 0;
    };
    for (const lesson of lessons) {
      if (batch.some((b) => b.classId === lesson.classId) || rows + lesson.records.length > 2000) await flush();
      batch.push(lesson);
      rows += lesson.records.length;
    }
    await flush();
  });
  await backdateLessons(ctx);
}

/** Each lesson of a class gets the next topic of its course. */
async function nameLessons(ctx: DemoTermContext, plans: Array<{ id: number; classId: number }>): Promise<void> {
  const subjectOf = new Map(ctx.classes.map((c) => [c.id, c.subject]));
  const counter = new Map<number, number>();
  const rows = plans.map((p) => {
    const n = counter.get(p.classId) ?? 0;
    counter.set(p.classId, n + 1);
    const list = topics[subjectOf.get(p.classId)!];
    return sql`(${p.id}::int, ${`第${n + 1}课 ${list[n % list.length]}`})`;
  });
  for (let i = 0; i < rows.length; i += 1000) {
    await ctx.db.execute(sql`update teach_plans p set topic = v.topic from (values ${sql.join(rows.slice(i, i + 1000), sql`, `)}) as v(id, topic) where p.id = v.id`);
  }
}

/**
 * Sign-ins, their hour entries and sign-in coins dated when the lesson ended, and the plans laid
 * out the week before the term: the model stamps them all at the moment of seeding.
 */
async function backdateLessons(ctx: DemoTermContext): Promise<void> {
  const { db, schoolId } = ctx;
  const laidOut = addDays(chinaDate(ctx.termStart), -5);
  await db.execute(sql`update teach_plans set created_at = (${laidOut}::date + time '16:00') at time zone 'Asia/Shanghai' where school_id = ${schoolId}`);
  await db.execute(sql`
    update sign_records s set created_at = (p.lesson_date + p.end_time::time + (s.id % 600) * interval '1 second') at time zone 'Asia/Shanghai'
    from teach_plans p where p.id = s.plan_id and s.school_id = ${schoolId}`);
  await db.execute(sql`update hour_entries e set created_at = s.created_at from sign_records s where e.sign_record_id = s.id and e.school_id = ${schoolId}`);
  await db.execute(sql`update star_grants g set created_at = s.created_at from sign_records s where g.source_key = 'sign:' || s.id and g.school_id = ${schoolId}`);
}
