import type { EntityWebAddon } from '../../resources/entity-addons';
import { AssignRolesButton } from './assign-roles-button';

/** A staff member's roles are chosen among the school's roles. */
export const staffAddon: EntityWebAddon<'Staff'> = { buttons: { assignRoles: AssignRolesButton } };
