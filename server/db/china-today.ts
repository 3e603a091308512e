import { sql } from 'drizzle-orm';

/** Today's date in China, in SQL: days are China days (section 9 counts by them too). */
export const chinaToday = sql`(now() at time zone 'Asia/Shanghai')::date`;
