import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campuses, operationLogs } from '../../server/db/schema';
import { demoAccounts } from '../../server/seed/demo-data';
import { encodePasswordForTransport as md5b64 } from '../../shared/password-transport';
import { addOtherSchool, otherPrincipal, staffToken } from './crud-fixtures';
import { backends } from './test-database';
import { entityRuntimes } from '../../server/crud/entity-runtime';
import { loadOpenApiDocument } from '../../server/openapi-document';
import { operationLogRules } from '../../server/plugins/staff-operation-log';
import { startTestApp, type TestApp } from './test-app';

type LogRow = { staffName: string; ip: string; operation: string; entityName: string; entityTitle: string; targetId: string | null; changes: string | null };

/**
 * The school's operation log: each staff write, by the entity engine or by a hand-written
 * handler, leaves exactly one row with who, where from, what and the changed fields; a school
 * reads only its own log, and nobody can change it.
 */
describe.each(backends)('operation log on %s', (backend) => {
  let t: TestApp;
  let principal: string;
  let intruder: string;
  const rows = async () => (await t.database.db.select().from(operationLogs).where(eq(operationLogs.schoolId, 1)).orderBy(operationLogs.id)) as unknown as LogRow[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    await addOtherSchool(t.database.db);
    principal = await staffToken(t, demoAccounts.principal.userName, demoAccounts.principal.password);
    intruder = await staffToken(t, otherPrincipal.userName, otherPrincipal.password);
  });
  afterAll(() => t.close());

  it('records an engine create and update once each, with only the changed fields of the update', async () => {
    const start = (await rows()).length;
    const created = await t.post('/java-api/school/edu/campus/create', { name: '日志校区', address: '一号路' }, principal);
    expect(created.success, created.message).toBe(true);
    let log = (await rows()).slice(start);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ operation: 'create', entityName: 'Campus', entityTitle: '校区', targetId: String(created.content.id) });
    expect(log[0].staffName).toBeTruthy();
    expect(log[0].ip).toBeTruthy();
    expect(JSON.parse(log[0].changes!)[0].name).toEqual({ after: '日志校区' });

    const edited = await t.post('/java-api/school/edu/campus/update', { id: created.content.id, name: '日志校区二' }, principal);
    expect(edited.success, edited.message).toBe(true);
    log = (await rows()).slice(start);
    expect(log).toHaveLength(2);
    const changes = JSON.parse(log[1].changes!)[0];
    expect(log[1]).toMatchObject({ operation: 'update', entityName: 'Campus' });
    expect(changes.name).toEqual({ before: '日志校区', after: '日志校区二' });
    expect(changes.address).toBeUndefined();
  });

  it('keeps an engine write and its log row together: when the row cannot be written, the write does not happen', async () => {
    const created = await t.post('/java-api/school/edu/campus/create', { name: '成对校区', address: '二号路' }, principal);
    expect(created.success, created.message).toBe(true);
    // The log refuses Campus rows for a moment, as a full disk or a lost connection would.
    await t.database.db.execute(sql`alter table operation_logs add constraint refuse_campus_log check (entity_name <> 'Campus') not valid`);
    try {
      const edited = await t.post('/java-api/school/edu/campus/update', { id: created.content.id, name: '未记录的名字' }, principal);
      expect(edited.success).toBe(false);
    } finally {
      await t.database.db.execute(sql`alter table operation_logs drop constraint refuse_campus_log`);
    }
    const [campus] = await t.database.db.select().from(campuses).where(eq(campuses.id, created.content.id));
    expect(campus.name).toBe('成对校区');
  });

  it('records a hand-written write (a password change) once, without the password', async () => {
    const teacher = await staffToken(t, 'teacher', demoAccounts.teacher.password);
    const start = (await rows()).length;
    const body = { oldPassword: md5b64(demoAccounts.teacher.password), newPassword: md5b64('Better@2027x'), newPasswordText: 'Better@2027x' };
    const answer = await t.post('/java-api/school/tch/personalColumn/updatePassword', body, teacher);
    expect(answer.success, answer.message).toBe(true);
    const log = (await rows()).slice(start);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ operation: 'updatePassword', entityName: 'Staff', changes: null });
    expect(JSON.stringify(log[0])).not.toContain('Better@2027x');
  });

  it('records a hand-written staff write (a campus switch) once, through its contract rule', async () => {
    const start = (await rows()).length;
    const answer = await t.post('/java-api/school/edu/updateTypingPlanet', { id: 1, typingPlanet: false }, principal);
    expect(answer.success, answer.message).toBe(true);
    const log = (await rows()).slice(start);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ operation: 'updateTypingPlanet', entityName: 'Campus', entityTitle: '校区打字星球开关', targetId: '1' });
    const refused = await t.post('/java-api/school/edu/updateTypingPlanet', { id: 999999, typingPlanet: true }, principal);
    expect(refused.success).toBe(false);
    expect((await rows()).slice(start)).toHaveLength(1);
  });

  it('records nothing for a refused write or a read', async () => {
    const start = (await rows()).length;
    expect((await t.post('/java-api/school/edu/campus/create', { name: '' }, principal)).success).toBe(false);
    expect((await t.post('/java-api/school/edu/campus/update', { id: 999999, name: '无' }, principal)).success).toBe(false);
    await t.post('/java-api/school/edu/campus/queryList', {}, principal);
    expect((await rows()).slice(start)).toHaveLength(0);
  });

  it('lets a school search its own log only, and offers no call that changes it', async () => {
    const own = await t.post('/java-api/school/operationLog/queryList', { keyword: '校区', pageSize: 100 }, principal);
    expect(own.success, own.message).toBe(true);
    expect(own.content.list.length).toBeGreaterThanOrEqual(2);
    const foreign = await t.post('/java-api/school/operationLog/queryList', { pageSize: 100 }, intruder);
    expect(foreign.success, foreign.message).toBe(true);
    expect(foreign.content.list).toEqual([]);
    // The intruder's own write shows in their log, never in the first school's.
    await t.post('/java-api/school/edu/campus/create', { name: '外校分校' }, intruder);
    const after = await t.post('/java-api/school/operationLog/queryList', { pageSize: 100 }, intruder);
    expect(after.content.list.map((r: LogRow) => r.entityName)).toEqual(['Campus']);
    const mine = await t.post('/java-api/school/operationLog/queryList', { pageSize: 100 }, principal);
    expect(mine.content.list.some((r: LogRow) => r.changes?.includes('外校分校'))).toBe(false);
    for (const call of ['edit', 'delete', 'create', 'save', 'batchDelete']) {
      const answer = await t.post(`/java-api/school/operationLog/${call}`, { id: own.content.list[0].id, operation: 'x' }, principal);
      expect(answer.success, call).toBe(false);
    }
  });
});

/**
 * A new hand-written operation staff may call must say how it meets the log (x-operation-log in
 * openapi/paths): a write nobody declared would silently leave no row.
 */
describe('operation log rules of the contract', () => {
  it('every hand-written operation open to staff declares its rule', () => {
    const engineOperations = new Set([...entityRuntimes().values()].flatMap((entity) => Object.values(entity.meta.operations).map((op) => op.operationId)));
    const undeclared = [...operationLogRules(loadOpenApiDocument())]
      .filter(([operationId, { rule, staff }]) => staff && !engineOperations.has(operationId) && rule === undefined)
      .map(([operationId]) => operationId);
    expect(undeclared).toEqual([]);
  });
});
