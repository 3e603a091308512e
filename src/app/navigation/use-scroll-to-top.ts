import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Section 2: every navigation starts at the top of the new page. */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
}
