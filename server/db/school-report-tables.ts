import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './base-tables';

/**
 * A school's WeChat service account (微信服务号): the app id and its QR code for parents and staff
 * to follow, which template messages the school sends, and the app secret, which is kept here for
 * the server's calls only and never answered to a browser.
 */
export const schoolMessageApps = pgTable('school_message_apps', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id),
  appId: text('app_id'),
  appSecret: text('app_secret'),
  qrCode: text('qr_code'),
  enabled: boolean('enabled').notNull().default(false),
  notifySignIn: boolean('notify_sign_in').notNull().default(true),
  notifyReceipt: boolean('notify_receipt').notNull().default(true),
  notifyExam: boolean('notify_exam').notNull().default(true),
  /** The Token of WeChat's server configuration, made by us: signs the callbacks WeChat sends. */
  callbackToken: text('callback_token'),
  /** The school's own WeChat template ids for the platform's templates, by template code. */
  templateIds: jsonb('template_ids').$type<Record<string, string>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 学习报告设置: what a learning report shared with parents shows, and over how many days. */
export const learningReportSettings = pgTable('learning_report_settings', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id),
  title: text('title'),
  periodDays: integer('period_days').notNull().default(30),
  showAttendance: boolean('show_attendance').notNull().default(true),
  showComments: boolean('show_comments').notNull().default(true),
  showWorks: boolean('show_works').notNull().default(true),
  showExams: boolean('show_exams').notNull().default(true),
  showStars: boolean('show_stars').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
