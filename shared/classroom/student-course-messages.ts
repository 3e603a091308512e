/** What the student classroom's course and lesson calls say when they refuse (server and web read the same words). */
export const studentCourseMessages = {
  classMissing: '班级不存在，或你不在这个班级',
  courseMissing: '课程不存在，或还没有开给你的班级',
  lessonMissing: '课节不存在，或还没有开给你的班级',
} as const;

/** Where a course comes from: the platform's curricula granted to the school, or the school's own granted to the class. */
export type CourseSource = 'platform' | 'own';
