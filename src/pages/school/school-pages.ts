import type { ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { DataBoardPage } from './data-board-page';
import { SchoolIndexPage } from './school-index-page';
import { resourcePages } from '../../resources/resource-pages';
import { BasicMaterialPage } from '../../custom/school-content/basic-material-page';
import { CourseListPage } from '../../custom/school-content/course-list-page';
import { CoursesTrainingPage } from '../../custom/school-content/courses-training-page';
import { PlatformActivitiesPage } from '../../custom/school-content/platform-activities-page';

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
