import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { schools } from './base-tables';

/**
 * A school's own look (个性化设置): header title, theme colour and footer of its signed-in areas,
 * applied only while the platform grants it the header-set authorization.
 */
export const schoolLooks = pgTable('school_looks', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id),
  headerTitle: text('header_title'),
  themeColor: text('theme_color'),
  footerText: text('footer_text'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
