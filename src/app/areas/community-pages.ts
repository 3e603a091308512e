import type { AreaPages } from '../../resources/page-props';
import { communityPages } from '../../features/community/community-pages';

/** Built pages of the community chunk, by route name. */
export const pages: AreaPages = communityPages;
