import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { schools, staff } from '../../db/schema';
import { demoRandom } from './demo-random';
import type { DemoScale, DemoTermContext, DemoTermPart } from './demo-term-context';
import { demoSizes } from './demo-sizes';
import { demoTermParts } from './demo-term-parts';
import { addDays, chinaDate, chinaMoment, mondayOf } from './term-calendar';

/**
 * The term is laid out from `today`: it began on the Monday `weeksTaught` weeks before this week's,
 * so the lessons, receipts and sign-ins of the charts are always recent. Same scale and same
 * `today`: the same school, row for row.
 */
export function demoTermContext(db: Db, scale: Exclude<DemoScale, 'none'>, today: Date, ids: { schoolId: number; principalId: number }): DemoTermContext {
  const start = addDays(mondayOf(chinaDate(today)), -7 * demoSizes[scale].weeksTaught);
  return {
    db,
    scale,
    random: demoRandom('demo-term'),
    ...ids,
    campusIds: [],
    teacherIds: [],
    classes: [],
    students: [],
    termStart: chinaMoment(start),
    today,
    courses: { blocks: 0, python: 0, cpp: 0 },
    planIds: [],
  };
}

/** Builds the demo term on top of the base school (already written in this transaction). */
export async function seedDemoTerm(db: Db, scale: Exclude<DemoScale, 'none'>, today: Date, parts: readonly DemoTermPart[] = demoTermParts): Promise<DemoTermContext> {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.domain, 'demo'));
  const [principal] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.schoolId, school.id), eq(staff.isPrincipal, true)));
  const ctx = demoTermContext(db, scale, today, { schoolId: school.id, principalId: principal.id });
  for (const part of parts) await part(ctx);
  return ctx;
}
