import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from '../server/test-database';
import { startTestApp, type TestApp } from '../server/test-app';

describe.each(backends)('request bodies are never coerced on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = (await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password)).content.token;
  });
  afterAll(() => t.close());

  it.each([true, '1', [1], 1.5, null, { id: 1 }])('stu/detail with id %j is refused, naming the field in Chinese', async (id) => {
    const answer = await t.post('/java-api/school/stu/detail', { id }, token);
    expect(answer.code).toBe('InvalidParameter');
    expect(answer.message).toContain('编号（id）');
    expect(answer.content ?? null).toBeNull();
  });

  it('stu/detail with a real number is read as before', async () => {
    const list = await t.post('/java-api/school/stu/queryList', { pageNum: 1, pageSize: 10 }, token);
    const id = list.content.list[0].id as number;
    expect((await t.post('/java-api/school/stu/detail', { id }, token)).content.id).toBe(id);
  });

  it.each([
    [{ name: true }, '校区名称（name）'],
    [{ name: 123 }, '校区名称（name）'],
    [{ name: ['城西校区'] }, '校区名称（name）'],
    [{ name: '城西校区', valid: 'true' }, '有效（valid）'],
    [{ name: '城西校区', enabled: 1 }, '启用（enabled）'],
  ])('campus/create %j is refused and stores nothing', async (body, field) => {
    const answer = await t.post('/java-api/school/edu/campus/create', body, token);
    expect(answer.code).toBe('InvalidParameter');
    expect(answer.message).toContain(field);
    const list = await t.post('/java-api/school/edu/campus/queryList', { pageNum: 1, pageSize: 100 }, token);
    expect(list.content.list.map((c: { name: string }) => c.name)).not.toContain('true');
    expect(list.content.list.map((c: { name: string }) => c.name)).not.toContain('123');
  });

  it('a query string value is text: an array where one value is expected is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get/user?t=1&t=2', headers: { authorization: token } });
    expect(res.json().code).toBe('InvalidParameter');
    expect((await t.get('/api/get/user?t=1', token)).success).toBe(true);
  });
});
