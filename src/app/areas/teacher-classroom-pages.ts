import type { AreaPages } from '../../resources/page-props';
import { ClassDetailPage } from '../../features/teacher-classroom/class-detail-page';
import { ClassLessonsPage } from '../../features/teacher-classroom/class-lessons-page';
import { ClassWorksPage } from '../../features/teacher-classroom/class-works-page';
import { MyClassPage } from '../../features/teacher-classroom/my-class-page';
import { TeacherHomePage } from '../../features/teacher-classroom/teacher-home-page';
import { TeachingPage } from '../../features/teacher-classroom/teaching-page';
import { WorkReviewPage } from '../../features/teacher-classroom/work-review-page';

/** Built pages of the teacher classroom chunk, by route name. */
export const pages: AreaPages = {
  'classroom-index': TeacherHomePage,
  myClass: MyClassPage,
  classroomDetails: ClassDetailPage,
  classlist_desc_teacher: ClassLessonsPage,
  lessons: TeachingPage,
  // 学生作品, 班级作品 (?classId=) and 班级学生作品 (?classId=&studentId=): one list under the filters the URL names.
  works: ClassWorksPage,
  classlist_works: ClassWorksPage,
  classlist_works_stu: ClassWorksPage,
  worksDetails: WorkReviewPage,
};
