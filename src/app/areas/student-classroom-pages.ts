import type { AreaPages } from '../../resources/page-props';
import { ClassListPage } from '../../features/classroom/class-list-page';
import { ClassroomHomePage } from '../../features/classroom/classroom-home-page';
import { FreeWorksPage } from '../../features/classroom/free-works-page';
import { StarCoinCenterPage, StarCoinRankPage } from '../../features/classroom/star-coin-pages';
import { WorksListPage } from '../../features/classroom/works-list-page';

/** Built pages of the student classroom chunk, by route name. */
export const pages: AreaPages = {
  'classroom-index-stu': ClassroomHomePage,
  classlist_index_stu: ClassListPage,
  classlist_stu_works: WorksListPage,
  // 课堂作品: the works the student made in class, in the same list (homework links are not built yet).
  classlist_works_student: WorksListPage,
  'classlist-free-works': FreeWorksPage,
  stuStarCoinCenter: StarCoinCenterPage,
  stuStarCoinRank: StarCoinRankPage,
};
