import type { Db } from '../../../db/client';
import { classOwnLessonUnlocks, ownLessonPreparations, schoolCurricula, schoolCurriculumClasses, schoolCurriculumLessons, schoolCurriculumSystems } from '../../../db/schema';
import { dayMs } from '../term-calendar';
import { insertMany } from './batch-insert';
import type { LearningTerm } from './learning-state';

/** The school's own (自建) block-coding course: what its teachers wrote beside the platform's curricula. */
const ownCourse = {
  system: '校本特色课程',
  name: '小小游戏设计师',
  description: '学校老师自己编写的图形化课程：每节课做一个小游戏，从接苹果到迷宫探险，边玩边学。',
  lessons: [
    { title: '接苹果', content: '<p>让篮子跟着鼠标左右移动，<b>接住</b>从天上掉下来的苹果。</p><ul><li>角色跟随鼠标的 x 坐标</li><li>苹果从顶部随机位置落下</li></ul>' },
    { title: '躲避陨石', content: '<p>用方向键控制小飞船，躲开越来越快的陨石。</p><p>想一想：怎样让陨石<b>越来越快</b>？</p>' },
    { title: '打地鼠', content: '<p>地鼠随机从洞里冒出来，点中一次得一分。</p><ul><li>用「克隆」做出多只地鼠</li><li>用变量记录得分</li></ul>' },
    { title: '迷宫探险', content: '<p>小猫碰到墙壁就回到起点，走到终点就过关。</p><p>用「碰到颜色」判断墙壁。</p>' },
    { title: '计时挑战', content: '<p>给游戏加上倒计时：时间到了就显示最终得分。</p>' },
    { title: '我的游戏发布会', content: '<p>完善自己的游戏，写一段玩法说明，在班里互相试玩、点评。</p>' },
  ],
} as const;

/** The teacher's 备课 notes on a lesson before opening it. */
const notesOf = (title: string) => `${title}：先演示成品，再分三步带着做；最后留 10 分钟让孩子自己改规则。`;

/**
 * The school's own course, granted lesson by lesson to every block-coding class: the class teacher
 * prepares each lesson that morning and opens it in class, one a week from the second week,
 * so the classroom and 备课中心 show a self-made course half taught.
 */
export async function seedOwnCourse(db: Db, term: LearningTerm): Promise<void> {
  const { ctx, calendar } = term;
  const blockClasses = ctx.classes.filter((c) => c.subject === 'blocks');
  if (!blockClasses.length) return;
  const writtenAt = calendar.at(0, 9);
  const [system] = await db.insert(schoolCurriculumSystems).values({ schoolId: ctx.schoolId, name: ownCourse.system, createdAt: writtenAt }).returning({ id: schoolCurriculumSystems.id });
  const [curriculum] = await db
    .insert(schoolCurricula)
    .values({ schoolId: ctx.schoolId, systemId: system.id, name: ownCourse.name, level: 1, lessonHours: ownCourse.lessons.length, description: ownCourse.description, createdAt: writtenAt })
    .returning({ id: schoolCurricula.id });
  const lessons = await db
    .insert(schoolCurriculumLessons)
    .values(ownCourse.lessons.map((lesson, i) => ({ schoolId: ctx.schoolId, curriculumId: curriculum.id, title: lesson.title, content: lesson.content, sortOrder: i + 1, createdAt: writtenAt })))
    .returning({ id: schoolCurriculumLessons.id, title: schoolCurriculumLessons.title });
  await insertMany(db, schoolCurriculumClasses, blockClasses.map((cls) => ({ schoolId: ctx.schoolId, curriculumId: curriculum.id, classId: cls.id, createdAt: writtenAt })));

  const unlocks: (typeof classOwnLessonUnlocks.$inferInsert)[] = [];
  const notes = new Map<string, typeof ownLessonPreparations.$inferInsert>();
  blockClasses.forEach((cls, classIndex) => {
    lessons.forEach((lesson, i) => {
      const day = 7 * (i + 1) + (classIndex % 5);
      if (day >= calendar.days) return;
      const unlockedAt = calendar.at(day, 16, 10);
      unlocks.push({ classId: cls.id, lessonId: lesson.id, schoolId: ctx.schoolId, staffId: cls.teacherId, unlockedAt });
      // One teacher may teach two of the classes: their notes on a lesson are one row.
      notes.set(`${cls.teacherId}/${lesson.id}`, { staffId: cls.teacherId, lessonId: lesson.id, schoolId: ctx.schoolId, notes: notesOf(lesson.title), updatedAt: new Date(unlockedAt.getTime() - dayMs / 3) });
    });
  });
  await insertMany(db, classOwnLessonUnlocks, unlocks);
  await insertMany(db, ownLessonPreparations, [...notes.values()]);
}
