import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './base-tables';
import { roles, staff } from '../generated/entity-tables.gen';

/**
 * Every table drizzle-kit sees. Changes go through `npx drizzle-kit generate`, which writes
 * a migration under server/db/migrations; never edit a landed migration. Entity tables
 * (campuses, staff, classes, students, ...) are generated from openapi/entities/*.yaml.
 */
export * from './base-tables';
export * from '../generated/entity-tables.gen';

export const staffRoles = pgTable(
  'staff_roles',
  {
    staffId: integer('staff_id').notNull().references(() => staff.id),
    roleId: integer('role_id').notNull().references(() => roles.id),
  },
  (t) => [uniqueIndex('staff_roles_uq').on(t.staffId, t.roleId)],
);

/** Route names (RouteEntry.name of shared/route-catalog) a role grants. */
export const roleResources = pgTable(
  'role_resources',
  {
    roleId: integer('role_id').notNull().references(() => roles.id),
    routeName: text('route_name').notNull(),
  },
  (t) => [uniqueIndex('role_resources_uq').on(t.roleId, t.routeName)],
);

/** Opaque tokens: only their SHA-256 is stored, so a database leak yields no usable session. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['staff', 'student', 'admin'] }).notNull(),
    accountId: integer('account_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('sessions_account_idx').on(t.kind, t.accountId)],
);

/**
 * Failed sign-ins per key ('address:…' or 'account:kind:name'), shared by every server process,
 * and the attempts under way whose password is not judged yet (they may all be failures).
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  pending: integer('pending').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
/**
 * The built-in sign-in captcha's open challenges: a random unguessable id bound to its answer,
 * in the database so any server process can check an answer another one handed out.
 * Deleted when answered (right or wrong) or once expired.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    answer: text('answer').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);
export * from './judge-tables';
export * from './account-safety-tables';
export * from './back-office-tables';
export * from './oj-tables';
export * from './oj-contest-tables';
export * from './exam-tables';
export * from './exam-sitting-tables';
export * from './upload-tables';
export * from './typing-tables';
export * from './works-tables';
export * from './library-tables';
export * from './school-look-tables';
export * from './school-report-tables';
export * from './message-app-tables';
export * from './classroom-tables';
export * from './homework-tables';
export * from './community-tables';
