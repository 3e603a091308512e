/** What the school's self-made curricula answer when a rule refuses a write (server and screens share the words). */
export const ownCourseMessages = {
  /** A lesson count beyond this is refused: a curriculum is a course, not an archive. */
  maxLessons: 200,
  tooManyLessons: '一门自建课程最多 200 个课节',
  lessonScript: '课节内容不能包含脚本',
  grantedToClasses: (n: number) => `该课程已授权给 ${n} 个班级，请先取消班级授权再删除`,
  soldAsCourses: (n: number) => `该课程正被 ${n} 个校区课程销售，请先在校区课程中解除关联再删除`,
  givenAsHomework: (n: number) => `已有 ${n} 份作业布置自这门课的课节，学生的提交都在里面，请先在班级的作业里删除这些作业`,
  lessonAtEdge: '课节已在最前或最后，无法继续移动',
} as const;
