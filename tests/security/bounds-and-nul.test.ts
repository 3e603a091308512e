import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/seed/demo-data';
import { backends } from '../server/test-database';
import { startTestApp, type TestApp } from '../server/test-app';

const huge = [2 ** 31, 2 ** 53 - 1, 2 ** 63, 1e18];

describe.each(backends)('integers past their column and NUL in text are refused on %s', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = (await t.login('staff', demoAccounts.principal.userName, demoAccounts.principal.password)).content.token;
  });
  afterAll(() => t.close());

  it.each(huge)('a page number of %d is refused with InvalidParameter naming 页码', async (pageNum) => {
    const answer = await t.post('/java-api/school/stu/queryList', { pageNum, pageSize: 10 }, token);
    expect(answer.code).toBe('InvalidParameter');
    expect(answer.message).toContain('页码（pageNum）不能大于');
  });

  it('the last page number allowed answers an empty page', async () => {
    const answer = await t.post('/java-api/school/stu/queryList', { pageNum: 100_000, pageSize: 1000 }, token);
    expect(answer.success).toBe(true);
    expect(answer.content.list).toEqual([]);
  });

  it.each(huge)('an id of %d is refused with InvalidParameter, also inside a list and in a filter', async (id) => {
    for (const [url, body, field] of [
      ['/java-api/school/stu/detail', { id }, '编号（id）'],
      ['/java-api/school/stu/batchDelete', { ids: [1, id] }, '编号'],
      ['/java-api/school/stu/queryList', { pageNum: 1, campusId: id }, '校区（campusId）'],
      ['/java-api/school/stu/queryList', { pageNum: 1, classId: -id - 1 }, '班级（classId）'],
    ] as const) {
      const answer = await t.post(url, body, token);
      expect(answer.code, `${url} ${JSON.stringify(body)}`).toBe('InvalidParameter');
      expect(answer.message).toContain(field);
    }
  });

  it('the largest integer a column holds is a valid request, not a system error', async () => {
    const answer = await t.post('/java-api/school/stu/queryList', { pageNum: 1, campusId: 2147483647 }, token);
    expect(answer.success).toBe(true);
    expect((await t.post('/java-api/school/stu/detail', { id: 2147483647 }, token)).code).not.toBe('SysError');
  });

  it.each([
    ['/java-api/school/stu/queryList', { pageNum: 1, keyword: 'a\u0000b' }, '关键字（keyword）不能包含空字符'],
    ['/java-api/school/edu/campus/create', { name: '城西\u0000校区' }, '校区名称（name）不能包含空字符'],
    ['/java-api/school/edu/campus/create', { name: '城西校区', address: '\u0000' }, '地址（address）不能包含空字符'],
  ] as const)('%s with NUL in text is refused: %j', async (url, body, message) => {
    const answer = await t.post(url, body, token);
    expect(answer.code).toBe('InvalidParameter');
    expect(answer.message).toBe(`参数错误：${message}`);
  });

  it('text with other control characters and non-Latin letters is still accepted', async () => {
    const answer = await t.post('/java-api/school/stu/queryList', { pageNum: 1, keyword: '王\t小明\u0001' }, token);
    expect(answer.success).toBe(true);
  });
});
