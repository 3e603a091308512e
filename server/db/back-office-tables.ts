import { bigserial, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { adminUsers, createdAt } from './base-tables';
import { adminRoles, packages } from '../generated/entity-tables.gen';

/** Route names (RouteEntry.name of shared/route-catalog) a package grants to its schools' staff. */
export const packageResources = pgTable(
  'package_resources',
  {
    packageId: integer('package_id').notNull().references(() => packages.id),
    routeName: text('route_name').notNull(),
  },
  (t) => [uniqueIndex('package_resources_uq').on(t.packageId, t.routeName)],
);

/** Back-office route names an admin role (admin_roles) grants. */
export const adminRoleResources = pgTable(
  'admin_role_resources',
  {
    roleId: integer('role_id').notNull().references(() => adminRoles.id),
    routeName: text('route_name').notNull(),
  },
  (t) => [uniqueIndex('admin_role_resources_uq').on(t.roleId, t.routeName)],
);

/** The back-office roles of a platform administrator. */
export const adminUserRoles = pgTable(
  'admin_user_roles',
  {
    adminId: integer('admin_id').notNull().references(() => adminUsers.id),
    roleId: integer('role_id').notNull().references(() => adminRoles.id),
  },
  (t) => [uniqueIndex('admin_user_roles_uq').on(t.adminId, t.roleId)],
);

/**
 * The AI chat service (chatgpt screen): endpoint and model of an OpenAI-compatible service and
 * its key, AES-256-GCM encrypted with the server secret (server/features/ai-chat/). The newest row is in use.
 */
export const aiChatKeys = pgTable('ai_chat_keys', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  endpoint: text('endpoint').notNull(),
  model: text('model').notNull(),
  keyCipher: text('key_cipher').notNull(),
  /** The key's last four characters, for the masked view. */
  keyHint: text('key_hint').notNull(),
  createdBy: integer('created_by').notNull().references(() => adminUsers.id),
  createdAt: createdAt(),
});
