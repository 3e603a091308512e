import type { AreaPages } from '../../resources/page-props';
import { AvatarPage } from './avatar-page';
import { CommentPage } from './comment-page';
import { ExplorePage } from './explore-page';
import { FooterPage, HeaderPage } from './header-footer-pages';
import { CommunityHomePage } from './home-page';
import { ProjectPage } from './project-page';
import { SharedPage } from './shared-page';

/** The community's eight screens, by route name. */
export const communityPages: AreaPages = {
  header: HeaderPage,
  'community-home': CommunityHomePage,
  footer: FooterPage,
  explore: ExplorePage,
  shared: SharedPage,
  comment: CommentPage,
  avatar: AvatarPage,
  project: ProjectPage,
};
