import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { sessionStore } from '../../providers/session-store';

export interface SessionSnapshot {
  token: string | null;
  username: string | null;
  session: ReturnType<typeof sessionStore.getUserSession>;
  authTree: ReturnType<typeof sessionStore.getAuthTree>;
  adminToken: string | null;
  adminUserName: string | null;
  adminSession: ReturnType<typeof sessionStore.getAdminSession>;
  adminAuthTree: ReturnType<typeof sessionStore.getAdminAuthTree>;
}

function read(): SessionSnapshot {
  return {
    token: sessionStore.getToken(),
    username: sessionStore.getUsername(),
    session: sessionStore.getUserSession(),
    authTree: sessionStore.getAuthTree(),
    adminToken: sessionStore.getAdminToken(),
    adminUserName: sessionStore.getAdminUserName(),
    adminSession: sessionStore.getAdminSession(),
    adminAuthTree: sessionStore.getAdminAuthTree(),
  };
}

/**
 * The stored session for rendering (names, menus). Sign-in and sign-out always navigate, so
 * re-reading on each navigation (and on another tab's change) keeps it current.
 */
export function useSessionSnapshot(): SessionSnapshot {
  const { pathname } = useLocation();
  const [storageTick, setStorageTick] = useState(0);
  useEffect(() => {
    const onStorage = () => setStorageTick((n) => n + 1);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  // The dependencies are the triggers to re-read, not values read.
  return useMemo(read, [pathname, storageTick]);
}
