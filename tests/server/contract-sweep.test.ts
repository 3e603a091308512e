import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityRuntimes } from '../../server/crud/entity-runtime';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from './test-database';
import { startTestApp, type TestApp } from './test-app';

/**
 * Reads every schema-driven entity the way its screens do (list, recycle bin, one record), as the
 * demo principal or platform administrator, so every such answer is checked against the contract
 * even where no other test calls it.
 */
describe.each(backends)('every entity list and detail answers as the contract says, on %s', (backend) => {
  let t: TestApp;
  const tokens: Record<'staff' | 'admin', string> = { staff: '', admin: '' };

  beforeAll(async () => {
    t = await startTestApp(backend);
    tokens.staff = (await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password)).content.token;
    tokens.admin = (await t.login('admin', demoAccounts.admin.userName, demoAccounts.admin.password)).content.token;
  }, 120_000);
  afterAll(() => t?.close());

  it('lists, reads the recycle bin and opens the first record of each entity', async () => {
    const refused: string[] = [];
    for (const entity of entityRuntimes().values()) {
      const token = tokens[entity.meta.audience];
      const ops = Object.values(entity.meta.operations);
      for (const op of ops.filter((o) => o.kind === 'list' || o.kind === 'recycleList')) {
        const answer = await t.post(op.path, {}, token);
        if (!answer.success) refused.push(`${op.operationId}: ${answer.message}`);
        const first = answer.content?.list?.[0];
        const detail = ops.find((o) => o.kind === 'detail');
        if (first && detail && op.kind === 'list') {
          const read = await t.post(detail.path, { id: first.id }, token);
          if (!read.success) refused.push(`${detail.operationId}: ${read.message}`);
        }
      }
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
