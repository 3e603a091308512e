import { bigserial, boolean, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tables that are not schema-driven entities and that entity tables refer to
 * (server/db/entities.gen.ts imports them). Schema-driven tables come from openapi/entities.
 */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const schools = pgTable('schools', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  domain: text('domain'),
  pointAuth: boolean('point_auth').notNull().default(false),
  /** 1 running, 0 stopped: a stopped school's people cannot sign in. */
  state: smallint('state').notNull().default(1),
  createdAt: createdAt(),
});

export const adminUsers = pgTable('admin_users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userName: text('user_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  realName: text('real_name').notNull(),
  state: smallint('state').notNull().default(1),
  createdAt: createdAt(),
});
