import { useEffect } from 'react';
import { findRouteByPath } from '../../../shared/route-catalog';
import { addVisitRecord } from '../../api/generated/visit-record';
import { withFlags } from '../../api/request';
import { isAdminPath } from '../../providers/session-identity';

/**
 * Reports each signed-in screen the guard lets through, for the back office's visit records.
 * Public pages are not recorded (no one to attribute them to); a failed report changes nothing.
 */
export function useVisitRecord(pathname: string, allowed: boolean): void {
  useEffect(() => {
    if (!allowed) return;
    const route = findRouteByPath(pathname);
    if (!route || route.audience.includes('anyone')) return;
    addVisitRecord({ path: pathname }, withFlags({ admin: isAdminPath(pathname), silent: true })).catch(() => undefined);
  }, [pathname, allowed]);
}
