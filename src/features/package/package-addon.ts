import type { EntityWebAddon } from '../../resources/entity-addons';
import { RoleResourcesButton } from '../role/role-resources-button';

/** A package's screens are picked from the school resource tree, as a role's are. */
export const packageAddon: EntityWebAddon<'Package'> = { buttons: { saveResources: RoleResourcesButton } };
