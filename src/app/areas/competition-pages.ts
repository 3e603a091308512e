import type { ComponentType } from 'react';
import type { PageProps } from '../page-props';
import { competitionContestPages } from '../../features/oj-contest/oj-contest-pages';

/** Built pages of the competition centre's chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...competitionContestPages,
};
