import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { classLessonUnlocks, courseSubjects, curricula, curriculumGrants, curriculumLessons, homeworks, homeworkSubmissions } from '../../../db/schema';
import { maxLateDays } from '../../../features/homework/homework-rules';
import type { DemoSubject } from '../demo-term-context';
import { dayMs } from '../term-calendar';
import { insertMany, insertManyIds } from './batch-insert';
import { workKindOf, type LearningTerm } from './learning-state';
import { sampleWork } from './sample-works';
import { reviewComments, writeWorks, type NewWork } from './term-works';

/** The lessons a term of each subject follows (homework is set on a lesson of a curriculum the school holds). */
const courseOf: Record<DemoSubject, { subject: string; curriculum: string; lessons: string[] }> = {
  blocks: { subject: '图形化编程', curriculum: '图形化编程启蒙', lessons: ['认识积木', '顺序执行', '重复执行', '条件判断', '变量的秘密', '广播消息', '画笔图形', '综合小游戏'] },
  python: { subject: 'Python 编程', curriculum: 'Python 入门', lessons: ['print 与输入', '变量和运算', 'if 条件', 'for 循环', 'while 循环', '列表', '函数', '海龟画图'] },
  cpp: { subject: 'C++ 编程', curriculum: 'C++ 信息学入门', lessons: ['第一个程序', '变量与输入输出', '分支结构', '循环结构', '数组', '字符串', '函数', '排序入门'] },
};

/**
 * A course's lessons grouped four to a unit, as a curriculum is written (第一单元 …): the lesson path
 * numbers each lesson itself, so a chapter per lesson (第1课) only repeated the number above it.
 */
function unitOf(lessonIndex: number): string {
  return `第${'一二三四五六'[Math.floor(lessonIndex / 4)] ?? Math.floor(lessonIndex / 4) + 1}单元`;
}

/**
 * The curriculum lessons of each subject, granted to the school: reuses a subject of the same name
 * when one exists (another part of the demo may have made it), otherwise makes it.
 */
async function termLessons(db: Db, schoolId: number, subjects: DemoSubject[]): Promise<Map<DemoSubject, { id: number; title: string }[]>> {
  const found = new Map<DemoSubject, { id: number; title: string }[]>();
  for (const subject of subjects) {
    const course = courseOf[subject];
    let [row] = await db.select({ id: courseSubjects.id }).from(courseSubjects).where(eq(courseSubjects.name, course.subject));
    if (!row) [row] = await db.insert(courseSubjects).values({ name: course.subject }).returning({ id: courseSubjects.id });
    const [curriculum] = await db.insert(curricula).values({ subjectId: row.id, name: course.curriculum, state: 1, lessonHours: course.lessons.length }).returning({ id: curricula.id });
    await db.insert(curriculumGrants).values({ schoolId, curriculumId: curriculum.id, remark: '示范学期' });
    const lessons = await db
      .insert(curriculumLessons)
      .values(course.lessons.map((title, i) => ({ curriculumId: curriculum.id, chapter: unitOf(i), title, sortOrder: i + 1 })))
      .returning({ id: curriculumLessons.id, title: curriculumLessons.title });
    found.set(subject, lessons);
  }
  return found;
}

/**
 * Homework of each class, one a week on the week's lesson (every second week in a year-long
 * large demo), due the evening before the next lesson with a late window of two or three days.
 * Each student hands in a work written for it — most on time, some late within the window,
 * some never (missing once the window closed); the newest may still be open today. About a
 * third of hand-ins are reviewed. Hand-ins follow the rule of `handIn`: never after the window.
 */
export async function seedHomework(db: Db, term: LearningTerm): Promise<void> {
  const { ctx, calendar } = term;
  const random = ctx.random.fork('homework');
  const subjects = [...new Set(ctx.classes.map((c) => c.subject))].sort();
  const lessons = await termLessons(db, ctx.schoolId, subjects);
  const everyDays = ctx.scale === 'large' ? 14 : 7;
  const rows: (typeof homeworks.$inferInsert)[] = [];
  const plan: { classIndex: number; lessonId: number; dueAt: Date; lateUntil: Date; createdAt: Date; title: string }[] = [];
  ctx.classes.forEach((cls, classIndex) => {
    const list = lessons.get(cls.subject)!;
    const weekday = classIndex % 5;
    for (let day = weekday, n = 0; day < calendar.days + 5; day += everyDays, n += 1) {
      const lesson = list[n % list.length];
      const createdAt = calendar.at(day, 17, 30);
      if (createdAt >= ctx.today) break;
      const dueAt = new Date(createdAt.getTime() + (everyDays - 1) * dayMs + 2.5 * 3600_000);
      const lateDays = Math.min(maxLateDays, random.int(2, 3));
      const title = `${lesson.title} 作业`;
      rows.push({ schoolId: ctx.schoolId, classId: cls.id, lessonId: lesson.id, staffId: cls.teacherId, title, description: `完成本课的练习，提交一个${subjectLabel(cls.subject)}作品。`, kind: workKindOf[cls.subject], dueAt, lateUntil: new Date(dueAt.getTime() + lateDays * dayMs), createdAt });
      plan.push({ classIndex, lessonId: lesson.id, dueAt, lateUntil: rows[rows.length - 1].lateUntil as Date, createdAt, title });
    }
  });
  const homeworkIds = await insertManyIds(db, homeworks, rows);
  // A lesson set as homework was opened to its class on its lesson day, as a teacher does in class.
  const opened = new Map<string, typeof classLessonUnlocks.$inferInsert>();
  for (const hw of plan) {
    const cls = ctx.classes[hw.classIndex];
    const key = `${cls.id}:${hw.lessonId}`;
    if (!opened.has(key)) opened.set(key, { classId: cls.id, lessonId: hw.lessonId, schoolId: ctx.schoolId, staffId: cls.teacherId, unlockedAt: new Date(hw.createdAt.getTime() - 8 * 3600_000) });
  }
  await insertMany(db, classLessonUnlocks, [...opened.values()]);
  const handIns: { homeworkId: number; studentId: number; at: Date }[] = [];
  const newWorks: NewWork[] = [];
  plan.forEach((hw, i) => {
    const cls = ctx.classes[hw.classIndex];
    cls.studentIds.forEach((studentId, s) => {
      const roll = random.next();
      // Children hand in after school (17:30–21:30): on one of the days before it is due, or late on one of the window's evenings.
      const daysToDue = Math.max(1, Math.floor((hw.dueAt.getTime() - hw.createdAt.getTime()) / dayMs));
      const evening = random.int(0, 240) * 60_000;
      let at = roll < 0.72 ? new Date(hw.createdAt.getTime() + random.int(1, daysToDue) * dayMs + evening) : roll < 0.86 ? new Date(hw.dueAt.getTime() + random.int(1, 2) * dayMs - evening / 2) : null;
      if (at && at >= hw.lateUntil) at = new Date(hw.lateUntil.getTime() - 3600_000);
      // Nothing is handed in after today: the newest homework is still open for some.
      if (!at || at >= ctx.today) return;
      const sample = sampleWork(workKindOf[cls.subject], studentId + i + s);
      const review = random.chance(0.35) ? { staffId: cls.teacherId, score: random.int(60, 100), comment: random.pick(reviewComments), afterHours: random.int(6, 48) } : undefined;
      newWorks.push({ studentId, kind: workKindOf[cls.subject], title: `${hw.title}：${sample.title}`, source: sample.source, at: new Date(at.getTime() - 20 * 60_000), review });
      handIns.push({ homeworkId: homeworkIds[i], studentId, at });
    });
  });
  const written = await writeWorks(db, term, newWorks);
  await insertMany(
    db,
    homeworkSubmissions,
    handIns.map((h, i) => ({ schoolId: ctx.schoolId, homeworkId: h.homeworkId, studentId: h.studentId, workId: written[i].id, submittedAt: h.at })),
  );
}

function subjectLabel(subject: DemoSubject): string {
  return subject === 'blocks' ? '图形化' : subject === 'python' ? 'Python' : 'C++';
}

