import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { checkForNewVersion } from './version-check';

export function useVersionCheck(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void checkForNewVersion();
  }, [pathname]);
}
