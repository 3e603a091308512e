import type { EntityWebAddon } from '../../resources/entity-addons';
import { RoleResourcesButton } from './role-resources-button';

/** A school role's screens are picked from the resource tree. */
export const schoolRoleAddon: EntityWebAddon<'SchoolRole'> = { buttons: { saveResources: RoleResourcesButton } };
