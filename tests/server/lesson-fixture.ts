import type { Db } from '../../server/db/client';
import { courseSubjects, curricula, curriculumLessons } from '../../server/db/schema';

let made = 0;

/** A lesson of a platform curriculum (the demo data has none), for feedback on a course. */
export async function addLesson(db: Db): Promise<number> {
  // Subject names are unique: each call makes its own.
  const [subject] = await db.insert(courseSubjects).values({ name: `图形化编程 ${(made += 1)}` }).returning();
  const [curriculum] = await db.insert(curricula).values({ subjectId: subject.id, name: '图形化入门' }).returning();
  const [lesson] = await db.insert(curriculumLessons).values({ curriculumId: curriculum.id, title: '第一课' }).returning();
  return lesson.id;
}
