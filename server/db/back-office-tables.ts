import { bigserial, boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
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

/**
 * The platform's own settings, one row (id 1). Demo mode: the home page offers the README's demo
 * sign-ins; the first start of an empty database turns it on with the demo school, and a real
 * school's administrator turns it off in the back office.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey(),
    demoMode: boolean('demo_mode').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('platform_settings_one_row', sql`${t.id} = 1`)],
);

/** Who changed a platform setting, when, from where and to what: the back office's record of its switches. */
export const platformSettingChanges = pgTable('platform_setting_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  setting: text('setting').notNull(),
  value: text('value').notNull(),
  adminId: integer('admin_id').notNull().references(() => adminUsers.id),
  /** Copied so the record still reads right after the account is renamed or removed. */
  adminName: text('admin_name').notNull(),
  ip: text('ip').notNull(),
  createdAt: createdAt(),
});
