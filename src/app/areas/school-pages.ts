import type { ComponentType } from 'react';
import type { PageProps } from '../page-props';
import { DataBoardPage } from '../../features/school-board/data-board-page';
import { SchoolIndexPage } from '../../features/school-board/school-index-page';
import { resourcePages } from '../../resources/resource-pages';
import { BasicMaterialPage } from '../../features/school-content/basic-material-page';
import { CourseListPage } from '../../features/school-content/course-list-page';
import { CoursesTrainingPage } from '../../features/school-content/courses-training-page';
import { PlatformActivitiesPage } from '../../features/school-content/platform-activities-page';

/** Built pages of the school chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...resourcePages,
  dataBoard: DataBoardPage,
  'school-index': SchoolIndexPage,
  'course-list': CourseListPage,
  basicMaterial: BasicMaterialPage,
  coursesTraining: CoursesTrainingPage,
  platformActivities: PlatformActivitiesPage,
};
