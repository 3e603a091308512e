import type { AreaPages } from '../../resources/page-props';
import { ClassDetailPage } from '../../features/teacher-classroom/class-detail-page';
import { ClassLessonsPage } from '../../features/teacher-classroom/class-lessons-page';
import { ClassWorksPage } from '../../features/teacher-classroom/class-works-page';
import { CurriculumDetailPage } from '../../features/teacher-classroom/curriculum-detail-page';
import { MyClassPage } from '../../features/teacher-classroom/my-class-page';
import { PrepareCentrePage } from '../../features/teacher-classroom/prepare-centre-page';
import { PreparePage } from '../../features/teacher-classroom/prepare-page';
import { TeacherHomePage } from '../../features/teacher-classroom/teacher-home-page';
import { TeachingPage } from '../../features/teacher-classroom/teaching-page';
import { WorkReviewPage } from '../../features/teacher-classroom/work-review-page';
import { ActivityDetailsPage, TeacherTrainingDetailsPage } from '../../features/school-content/content-details-pages';
import { TeacherTrainingCoursesPage } from '../../features/school-content/courses-training-page';
import { ClassroomActivitiesPage } from '../../features/school-content/platform-activities-page';
import { SubjectDataPage } from '../../features/teacher-classroom/subject-data-page';

/** Built pages of the teacher classroom chunk, by route name. */
export const pages: AreaPages = {
  'classroom-index': TeacherHomePage,
  myClass: MyClassPage,
  classroomDetails: ClassDetailPage,
  classlist_desc_teacher: ClassLessonsPage,
  'prepare-lessons': PrepareCentrePage,
  'curriculum-detail': CurriculumDetailPage,
  prepare: PreparePage,
  // 学科资料: a granted curriculum's lessons' material (?curriculumId=) and the platform's material library.
  'subject-data': SubjectDataPage,
  lessons: TeachingPage,
  // 学生作品, 班级作品 (?classId=) and 班级学生作品 (?classId=&studentId=): one list under the filters the URL names.
  works: ClassWorksPage,
  classlist_works: ClassWorksPage,
  classlist_works_stu: ClassWorksPage,
  worksDetails: WorkReviewPage,
  // 培训课程 (the platform's teacher trainings, 教师培训), 教研活动 and their details, in the school area's list and viewer.
  'training-course': TeacherTrainingCoursesPage,
  'training-course-details': TeacherTrainingDetailsPage,
  activities: ClassroomActivitiesPage,
  'classroom-newDetails': ActivityDetailsPage,
  'classroom-oldDetails': ActivityDetailsPage,
};
