import type { ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { DataBoardPage } from './data-board-page';
import { resourcePages } from '../../resources/resource-pages';

/** Built pages of the school chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...resourcePages,
  dataBoard: DataBoardPage,
};
