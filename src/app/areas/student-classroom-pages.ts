import type { AreaPages } from '../../resources/page-props';
import { ClassHomePage } from '../../features/classroom/class-home-page';
import { ClassListPage } from '../../features/classroom/class-list-page';
import { ClassroomHomePage } from '../../features/classroom/classroom-home-page';
import { ClassCourseDetailPage, CourseDetailPage } from '../../features/classroom/course-lessons-page';
import { FreeWorksPage } from '../../features/classroom/free-works-page';
import { HomeworkWorksPage } from '../../features/homework/homework-works-page';
import { LessonPage } from '../../features/classroom/lesson-page';
import { MoreCoursesPage } from '../../features/classroom/more-courses-page';
import { MyCoursesPage } from '../../features/classroom/my-courses-page';
import { StarCoinCenterPage, StarCoinRankPage } from '../../features/classroom/star-coin-pages';
import { WorksListPage } from '../../features/classroom/works-list-page';

/** Built pages of the student classroom chunk, by route name. */
export const pages: AreaPages = {
  'classroom-index-stu': ClassroomHomePage,
  classlist_index_stu: ClassListPage,
  classlist_index_stu1: MyCoursesPage,
  classlist_index_stu1_more: MoreCoursesPage,
  stuDetails1: CourseDetailPage,
  stuDetails2: LessonPage,
  class_index_stu: ClassHomePage,
  classlist_desc_stu: ClassCourseDetailPage,
  classlist_stu_works: WorksListPage,
  // 课堂作品: my class's homework (hand in one of my works) above my works.
  classlist_works_student: HomeworkWorksPage,
  'classlist-free-works': FreeWorksPage,
  stuStarCoinCenter: StarCoinCenterPage,
  stuStarCoinRank: StarCoinRankPage,
};
