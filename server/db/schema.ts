import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Core tables of the foundation. Changes go through `npm run db:generate`, which writes
 * a migration under server/db/migrations; never edit a landed migration.
 */
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const schools = pgTable('schools', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  domain: text('domain'),
  pointAuth: boolean('point_auth').notNull().default(false),
  /** 1 running, 0 stopped: a stopped school's people cannot sign in. */
  state: smallint('state').notNull().default(1),
  createdAt: createdAt(),
});

export const campuses = pgTable(
  'campuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull().references(() => schools.id),
    name: text('name').notNull(),
    address: text('address'),
    valid: boolean('valid').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('campuses_school_idx').on(t.schoolId)],
);

export const adminUsers = pgTable('admin_users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userName: text('user_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  realName: text('real_name').notNull(),
  state: smallint('state').notNull().default(1),
  createdAt: createdAt(),
});

export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull().references(() => schools.id),
    campusId: integer('campus_id').references(() => campuses.id),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull(),
    code: text('code').notNull(),
    phone: text('phone'),
    isPrincipal: boolean('is_principal').notNull().default(false),
    platformTch: boolean('platform_tch').notNull().default(false),
    zoneAuth: boolean('zone_auth').notNull().default(true),
    /** 1 working, 0 left. */
    state: smallint('state').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_user_name_uq').on(sql`lower(${t.userName})`), index('staff_school_idx').on(t.schoolId)],
);

export const classes = pgTable(
  'classes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull().references(() => schools.id),
    campusId: integer('campus_id').notNull().references(() => campuses.id),
    name: text('name').notNull(),
    teacherId: integer('teacher_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [index('classes_school_idx').on(t.schoolId)],
);

export const students = pgTable(
  'students',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull().references(() => schools.id),
    campusId: integer('campus_id').references(() => campuses.id),
    classId: integer('class_id').references(() => classes.id),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name').notNull(),
    code: text('code').notNull(),
    phone: text('phone'),
    zoneAuth: boolean('zone_auth').notNull().default(true),
    state: smallint('state').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('students_user_name_uq').on(sql`lower(${t.userName})`), index('students_school_idx').on(t.schoolId)],
);

/** School roles; a staff member's permissions are the union of their roles' resources. */
export const roles = pgTable(
  'roles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id').notNull().references(() => schools.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('roles_school_idx').on(t.schoolId)],
);

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

/** Failed sign-ins per key ('ip:…' or 'account:kind:name'), shared by every server process. */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
