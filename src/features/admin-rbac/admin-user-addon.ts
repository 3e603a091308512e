import type { EntityWebAddon } from '../../resources/entity-addons';
import { AssignAdminRolesButton } from './assign-admin-roles-button';

/** An administrator's back-office roles limit what they may do. */
export const adminUserAddon: EntityWebAddon<'AdminUser'> = { buttons: { assignAdminRoles: AssignAdminRolesButton } };
