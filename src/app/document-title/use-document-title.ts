import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { currentSchoolName, isAdminPath } from '../../providers/session-identity';
import { pageTitle } from './page-title';

/**
 * Re-reads the school on each navigation (signing in or out always navigates). The back
 * office belongs to no school, so it shows the product title alone even when the same
 * browser also holds a staff session.
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(isAdminPath(pathname) ? null : currentSchoolName());
  }, [pathname]);
}
