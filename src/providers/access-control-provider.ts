import type { AccessControlProvider } from '@refinedev/core';
import { findRouteByName } from '../../shared/route-catalog';
import { messages } from '../../shared/messages';
import { isAdminPath } from './session-identity';
import { sessionStore } from './session-store';

/**
 * Permissions are per page, not per action (the server's lists name routes, section 3), so
 * `can` answers whether the page named by `resource` (a catalogue route name, or the
 * resource's `meta.permissionKey`) is in the signed-in user's permission list. Every action
 * on a permitted page is allowed; finer rules are the server's job.
 */
export const accessControlProvider: AccessControlProvider = {
  async can({ resource, params }) {
    const key = (params?.resource?.meta?.permissionKey as string | undefined) ?? resource;
    if (!key) return { can: true };
    const route = findRouteByName(key);
    if (route?.audience.includes('anyone')) return { can: true };
    const admin = route ? route.area === 'admin' : isAdminPath(window.location.pathname);
    const list = admin ? (sessionStore.getAdminSession()?.adminpermisionList ?? []) : sessionStore.getPermissionList();
    return list.some((p) => p.name === key) ? { can: true } : { can: false, reason: messages.accessDenied };
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
  },
};
