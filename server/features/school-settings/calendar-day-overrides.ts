import { and, eq } from 'drizzle-orm';
import { ErrorCodes } from '../../../shared/error-codes';
import { settingsMessages } from '../../../shared/school-settings/settings-messages';
import type { EntityOverrides } from '../../crud/entity-overrides';
import { staffActor } from '../../auth/session-actor';
import { schoolCalendarDays } from '../../db/schema';
import { ApiFailure } from '../../lib/api-failure';

const kindLabel: Record<string, string> = { closed: '停课日', class: '上课日' };

/**
 * A day of the calendar is a closing day or a class day, never both: adding a day that already
 * has a kind is refused with the day and its kind named. The unique index on (school, day)
 * still holds under concurrent writes.
 */
export const calendarDayOverrides: EntityOverrides<'SchoolCalendarDay'> = {
  async beforeWrite(values, { db, actor, mode }) {
    // An edit moving a day onto a taken one is refused by the unique index (校历日期已存在).
    if (mode !== 'create' || typeof values.day !== 'string') return values;
    const me = staffActor(actor);
    const [taken] = await db
      .select({ id: schoolCalendarDays.id, kind: schoolCalendarDays.kind })
      .from(schoolCalendarDays)
      .where(and(eq(schoolCalendarDays.schoolId, me.schoolId), eq(schoolCalendarDays.day, values.day)))
      .limit(1);
    if (taken) throw new ApiFailure(ErrorCodes.InvalidParameter, settingsMessages.dayBothKinds(values.day, kindLabel[taken.kind] ?? taken.kind));
    return values;
  },
};
