import type { AreaPages } from '../../resources/page-props';
import { HomePage } from '../../features/portal/home-page';
import { LoginPage } from '../../features/sign-in/login-page';
import { MobileIndexPage } from '../../features/portal/mobile-index-page';

/** Built pages of the public chunk, by route name. */
export const pages: AreaPages = {
  home: HomePage,
  m_index: MobileIndexPage,
  login: LoginPage,
};
