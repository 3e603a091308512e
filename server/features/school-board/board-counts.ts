import { and, count, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chinaToday } from '../../db/china-today';
import type { CrudActor } from '../../auth/session-actor';
import { entityRuntimes, type EntityRuntime } from '../../crud/entity-runtime';
import { lifeScope, tenantScope } from '../../crud/tenant-scope';

/**
 * The overview's figures. Each entity is read through the CRUD engine's own scopes (school,
 * campus for campus-bound staff, recycle bin), so the board counts exactly the rows the
 * lists would show; `campusId` narrows to one campus on top.
 */
const runtime = (name: string) => entityRuntimes().get(name)!;
const col = (entity: EntityRuntime, field: string) => entity.columns[field];

/** `count(*) filter (where …)` for each condition, in one scan of the entity's visible rows. */
async function countWhere<Figure extends string>(db: Db, entity: EntityRuntime, actor: CrudActor, campusId: number | null, conditions: Record<Figure, SQL | undefined>) {
  const campus = entity.meta.tenant?.campus;
  const scope = and(tenantScope(entity, actor), lifeScope(entity, 'live'), campusId !== null && campus ? eq(col(entity, campus), campusId) : undefined);
  const selection = Object.fromEntries(
    Object.entries<SQL | undefined>(conditions).map(([key, condition]) => [key, condition ? sql<number>`count(*) filter (where ${condition})` : count()]),
  );
  const [row] = await db.select(selection).from(entity.table).where(scope);
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as Record<Figure, number>;
}

const monthStart = sql`date_trunc('month', ${chinaToday})`;
/** Timestamps compared in China time, like every day of the product. */
const chinaDate = (column: SQL | unknown) => sql`(${column} at time zone 'Asia/Shanghai')::date`;
/** States of a clue still to win: 待跟进, 跟进中, 已试听. */
const openStates = [0, 1, 2];

export async function intendBoard(db: Db, actor: CrudActor, campusId: number | null) {
  const clue = runtime('Clue');
  const state = col(clue, 'state');
  const open = inArray(state, openStates);
  const clues = await countWhere(db, clue, actor, campusId, {
    total: undefined,
    pool: and(open, isNull(col(clue, 'ownerId'))),
    following: and(open, isNotNull(col(clue, 'ownerId'))),
    auditioned: eq(state, 2),
    enrolled: eq(state, 3),
    invalid: eq(state, 4),
    dueToday: and(open, lte(col(clue, 'nextFollowDate'), chinaToday)),
    newThisMonth: gte(chinaDate(col(clue, 'createdAt')), monthStart),
  });
  const audition = runtime('AuditionStudent');
  const auditions = await countWhere(db, audition, actor, campusId, {
    auditionsPending: and(eq(col(audition, 'state'), 0), gte(col(audition, 'auditionDate'), chinaToday)),
  });
  return { ...clues, ...auditions };
}

export async function studentBoard(db: Db, actor: CrudActor, campusId: number | null) {
  const student = runtime('Student');
  const students = await countWhere(db, student, actor, campusId, {
    reading: eq(col(student, 'state'), 1),
    quit: eq(col(student, 'state'), 0),
    newThisMonth: gte(chinaDate(col(student, 'createdAt')), monthStart),
    endingSoon: and(eq(col(student, 'state'), 1), gte(col(student, 'endDate'), chinaToday), lte(col(student, 'endDate'), sql`${chinaToday} + 30`)),
  });
  const cls = runtime('SchoolClass');
  const classes = await countWhere(db, cls, actor, campusId, {
    classes: undefined,
    openClasses: eq(col(cls, 'isOpen'), true),
    classesWithoutTeacher: isNull(col(cls, 'teacherId')),
  });
  const member = runtime('Staff');
  const staff = await countWhere(db, member, actor, campusId, {
    staffActive: eq(col(member, 'state'), 1),
    staffLeft: eq(col(member, 'state'), 0),
  });
  return { ...students, ...classes, ...staff };
}
