import type { EntityWebAddon } from '../../resources/entity-addons';
import { RoleResourcesButton } from '../role/role-resources-button';

/** A back-office role's screens are picked from the back-office resource tree. */
export const adminRoleAddon: EntityWebAddon<'AdminRole'> = { buttons: { saveResources: RoleResourcesButton } };
