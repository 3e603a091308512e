import { bigserial, boolean, date, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
  // The back office's School entity (openapi/entities/school.yaml) describes the columns below.
  trial: boolean('trial').notNull().default(false),
  trialEndDate: date('trial_end_date', { mode: 'string' }),
  /** The package (packages.id) bounding its staff's screens; null: a school from before packages, unbounded. */
  packageId: integer('package_id'),
  /** The package's period (the EduMeal entity, openapi/entities/edu-meal.yaml): outside it the package grants no screens; null is open-ended. */
  packageStartDate: date('package_start_date', { mode: 'string' }),
  packageEndDate: date('package_end_date', { mode: 'string' }),
  /** The school's logo, an upload pipeline URL, set by the school itself (基本信息设置). */
  logo: text('logo'),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  // Per-school authorizations of section 6; read through server/features/school-admin/school-authorizations.ts.
  encryption: boolean('encryption').notNull().default(false),
  ojAnalysis: boolean('oj_analysis').notNull().default(false),
  zoneShare: boolean('zone_share').notNull().default(false),
  testcaseView: boolean('testcase_view').notNull().default(false),
  keepPaper: boolean('keep_paper').notNull().default(false),
  prepareContent: boolean('prepare_content').notNull().default(false),
  showHint: boolean('show_hint').notNull().default(false),
  studentAuth: boolean('student_auth').notNull().default(false),
  headerSet: boolean('header_set').notNull().default(false),
  rankTotal: boolean('rank_total').notNull().default(false),
  /** Where the institution is (a province of China), for the national distribution charts. */
  province: text('province'),
});

export const adminUsers = pgTable('admin_users', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userName: text('user_name').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  realName: text('real_name').notNull(),
  state: smallint('state').notNull().default(1),
  createdAt: createdAt(),
  /**
   * Holds every back-office screen. Defaults to true so administrators from before back-office
   * roles keep their rights; accounts created in sysset-user are written with false.
   */
  superAdmin: boolean('super_admin').notNull().default(true),
});

/** Platform notices for staff (the SystemNotice entity of the back office); content is sanitized HTML (script refused on save). */
export const notices = pgTable('notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  /** 1 means brief (section 3). */
  noticeType: smallint('notice_type').notNull().default(1),
  createdAt: createdAt(),
});
