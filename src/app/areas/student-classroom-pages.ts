import type { AreaPages } from '../../resources/page-props';
import { ClassListPage } from '../../features/classroom/class-list-page';
import { ClassroomHomePage } from '../../features/classroom/classroom-home-page';
import { FreeWorksPage } from '../../features/classroom/free-works-page';
import { HomeworkWorksPage } from '../../features/homework/homework-works-page';
import { StarCoinCenterPage, StarCoinRankPage } from '../../features/classroom/star-coin-pages';
import { WorksListPage } from '../../features/classroom/works-list-page';

/** Built pages of the student classroom chunk, by route name. */
export const pages: AreaPages = {
  'classroom-index-stu': ClassroomHomePage,
  classlist_index_stu: ClassListPage,
  classlist_stu_works: WorksListPage,
  // 课堂作品: my class's homework (hand in one of my works) above my works.
  classlist_works_student: HomeworkWorksPage,
  'classlist-free-works': FreeWorksPage,
  stuStarCoinCenter: StarCoinCenterPage,
  stuStarCoinRank: StarCoinRankPage,
};
