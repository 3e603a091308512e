import type { ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { ojContestPages } from '../../custom/oj-contest/oj-contest-pages';

/** Built pages of the online-judge chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  ...ojContestPages,
};
