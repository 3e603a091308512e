import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, schools } from './base-tables';

/**
 * Who follows the school's service account: an openid bound to a guardian (kind 'guardian', the
 * person being the student) or to a staff member (kind 'staff'). A student may have several
 * guardians bound; one openid is bound to one person once.
 */
export const wechatBindings = pgTable(
  'wechat_bindings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    personKind: text('person_kind', { enum: ['guardian', 'staff'] }).notNull(),
    personId: integer('person_id').notNull(),
    openid: text('openid').notNull(),
    boundAt: createdAt(),
  },
  (t) => [uniqueIndex('wechat_bindings_uq').on(t.schoolId, t.personKind, t.personId, t.openid), index('wechat_bindings_person_idx').on(t.schoolId, t.personKind, t.personId)],
);

/**
 * The binding QR codes' scene: an unguessable token (only its SHA-256 kept) bound to one person,
 * valid until expiresAt and consumed by the first scan.
 */
export const wechatBindTokens = pgTable(
  'wechat_bind_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    personKind: text('person_kind', { enum: ['guardian', 'staff'] }).notNull(),
    personId: integer('person_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('wechat_bind_tokens_expiry_idx').on(t.expiresAt)],
);

/**
 * Template messages, written in the business transaction that caused them and sent after commit by
 * the dispatcher: state 1 待发送, 2 已发送, 3 失败 (failure says why in Chinese).
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    kind: text('kind', { enum: ['signIn', 'receipt', 'examResult', 'test'] }).notNull(),
    bindingId: integer('binding_id'),
    openid: text('openid').notNull(),
    personName: text('person_name'),
    templateCode: text('template_code'),
    title: text('title').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    state: smallint('state').notNull().default(1),
    tries: integer('tries').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    provider: text('provider'),
    failure: text('failure'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('message_outbox_due_idx').on(t.state, t.nextAt), index('message_outbox_school_idx').on(t.schoolId, t.id)],
);
