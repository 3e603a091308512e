import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffActor } from '../../server/auth/session-actor';
import { entityRuntimes } from '../../server/crud/entity-runtime';
import type { AfterWriteContext, EntityOverrides } from '../../server/crud/entity-overrides';
import { createRow, updateRows } from '../../server/crud/write-rows';
import { campuses } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/demo-data';
import { backends, openTestDatabase } from './test-database';

/**
 * The engine's afterWrite hook, on any entity: it sees the ids, the values and the rows as
 * they were, runs in the write's transaction, and its failure undoes the write.
 */
describe.each(backends)('afterWrite hook on %s', (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const principal: StaffActor = { kind: 'staff', staffId: 1, schoolId: 1, campusId: null, allowed: new Set() };
  const campus = () => entityRuntimes().get('Campus')!;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await seedDemoData(database.db, { scale: 'none' });
  });
  afterAll(() => database.drop());

  it('receives what was written and what it replaced', async () => {
    const seen: AfterWriteContext[] = [];
    const overrides: EntityOverrides = { afterWrite: async (context) => void seen.push(context) };
    const created = await createRow(database.db, campus(), principal, overrides, { name: '钩子校区' });
    expect(seen[0]).toMatchObject({ mode: 'create', ids: [created.id], values: { name: '钩子校区', schoolId: 1 } });
    expect(seen[0].before.size).toBe(0);

    expect(await updateRows(database.db, campus(), principal, overrides, [created.id as number, 999_999], { name: '钩子校区二' })).toBe(1);
    expect(seen[1]).toMatchObject({ mode: 'update', ids: [created.id], values: { name: '钩子校区二' } });
    expect(seen[1].before.get(created.id as number)).toMatchObject({ name: '钩子校区' });
  });

  it('undoes the write when the hook fails, and writes inside the same transaction', async () => {
    const [north] = await database.db.select().from(campuses).where(eq(campuses.id, 1));
    const failing: EntityOverrides = {
      afterWrite: async ({ db, mode }) => {
        // Sees the new name inside the transaction, then fails.
        const [inside] = await db.select({ name: campuses.name }).from(campuses).where(eq(campuses.id, 1));
        if (mode === 'update') expect(inside.name).toBe('不该留下');
        throw new Error('hook failed');
      },
    };
    await expect(updateRows(database.db, campus(), principal, failing, [1], { name: '不该留下' })).rejects.toThrow('hook failed');
    await expect(createRow(database.db, campus(), principal, failing, { name: '不该新增' })).rejects.toThrow('hook failed');
    const [after] = await database.db.select().from(campuses).where(eq(campuses.id, 1));
    expect(after.name).toBe(north.name);
    expect(await database.db.select().from(campuses).where(eq(campuses.name, '不该新增'))).toEqual([]);
  });
});
