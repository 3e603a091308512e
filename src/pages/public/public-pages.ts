import type { ComponentType } from 'react';
import type { PageProps } from '../../app/page-props';
import { HomePage } from './home-page';
import { LoginPage } from './login-page';
import { MobileIndexPage } from './mobile-index-page';

/** Built pages of the public chunk, by route name. */
export const pages: Record<string, ComponentType<PageProps>> = {
  home: HomePage,
  m_index: MobileIndexPage,
  login: LoginPage,
};
