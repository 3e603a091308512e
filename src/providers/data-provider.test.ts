import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../shared/error-codes';
import { antdNotifier, setNotifier } from '../api/notify';
import { fail, ok } from '../test/envelope';
import { signInAdmin, signInAs } from '../test/fixtures';
import { server } from '../test/msw-server';
import { spyOnUserFeedback } from '../test/spies';
import { dataProvider } from './data-provider';

interface Seen {
  url: URL;
  method: string;
  body: unknown;
  auth: string | null;
}

let seen: Seen[];

/** Records every call to /java-api/* and answers with the given content. */
function answer(contentFor: (url: URL) => unknown) {
  server.use(
    http.all('*/java-api/*', async ({ request }) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      seen.push({ url, method: request.method, body: text ? JSON.parse(text) : undefined, auth: request.headers.get('Authorization') });
      return ok(contentFor(url));
    }),
  );
}

beforeEach(() => {
  seen = [];
  spyOnUserFeedback();
  signInAs('principal');
});
afterEach(() => setNotifier(antdNotifier));

describe('dataProvider', () => {
  it('getList posts queryList with paging, equality filters and the sorter; reads a page object', async () => {
    answer(() => ({ list: [{ id: 1 }, { id: 2 }], total: 42 }));
    const result = await dataProvider.getList({
      resource: 'school/eduRole',
      pagination: { currentPage: 3, pageSize: 20 },
      filters: [
        { field: 'name', operator: 'contains', value: '教' },
        { field: 'type', operator: 'eq', value: 2 },
        { field: 'ignored', operator: 'gt', value: 5 },
        { field: 'createdAt', operator: 'between', value: ['2026-01-01', '2026-01-31'] },
        { field: 'age', operator: 'gte', value: 6 },
        { field: 'blank', operator: 'eq', value: '' },
      ],
      sorters: [{ field: 'id', order: 'desc' }],
    });
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 42 });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/java-api/school/eduRole/queryList');
    expect(seen[0].url.searchParams.get('t')).toMatch(/^\d+$/);
    expect(seen[0].body).toEqual({
      name: '教',
      type: 2,
      createdAtFrom: '2026-01-01',
      createdAtTo: '2026-01-31',
      ageFrom: 6,
      pageNum: 3,
      pageSize: 20,
      orderBy: 'id',
      order: 'desc',
    });
    expect(seen[0].auth).toBe('principal-token');
  });

  it('getList accepts a plain array answer and records/rows page objects', async () => {
    answer((url) => (url.pathname.includes('a/') ? [{ id: 1 }] : { records: [{ id: 9 }], total: 1 }));
    await expect(dataProvider.getList({ resource: 'a' })).resolves.toEqual({ data: [{ id: 1 }], total: 1 });
    await expect(dataProvider.getList({ resource: 'b', pagination: { mode: 'off' } })).resolves.toEqual({ data: [{ id: 9 }], total: 1 });
    expect(seen[1].body).toEqual({});
  });

  it('getOne / create / update / deleteOne / deleteMany follow viewDetail, create, update, delete, batchDelete', async () => {
    answer(() => ({ id: 5, name: '角色' }));
    await dataProvider.getOne({ resource: 'auth/roleType', id: 5 });
    await dataProvider.create({ resource: 'auth/roleType', variables: { name: '角色' } });
    await dataProvider.update({ resource: 'auth/roleType', id: 5, variables: { name: '新角色' } });
    const removed = await dataProvider.deleteOne({ resource: 'auth/roleType', id: 5 });
    const removedMany = await dataProvider.deleteMany!({ resource: 'auth/roleType', ids: [5, 6] });
    expect(seen.map((s) => [s.url.pathname, s.body])).toEqual([
      ['/java-api/auth/roleType/viewDetail', { id: 5 }],
      ['/java-api/auth/roleType/create', { name: '角色' }],
      ['/java-api/auth/roleType/update', { id: 5, name: '新角色' }],
      ['/java-api/auth/roleType/delete', { id: 5 }],
      ['/java-api/auth/roleType/batchDelete', { ids: [5, 6] }],
    ]);
    expect(removed).toEqual({ data: { id: 5, name: '角色' } });
    expect(removedMany).toEqual({ data: [{ id: 5 }, { id: 6 }] });
  });

  it('meta.admin uses the back-office token; meta.operations renames an operation', async () => {
    signInAdmin();
    answer(() => ({}));
    await dataProvider.update({ resource: 'admin/user', id: 1, variables: {}, meta: { admin: true, operations: { update: 'updatePrincipalInfo' } } });
    expect(seen[0].url.pathname).toBe('/java-api/admin/user/updatePrincipalInfo');
    expect(seen[0].auth).toBe('admin-token');
  });

  it('custom passes method, query and payload through', async () => {
    answer(() => [{ id: 1 }]);
    const result = await dataProvider.custom!({ url: '/java-api/school/edu/campus/queryListByUserId', method: 'get', query: { a: 1, skip: undefined } });
    await dataProvider.custom!({ url: '/java-api/school/intend/board/soa', method: 'post', payload: { campusId: 1 } });
    expect(result).toEqual({ data: [{ id: 1 }] });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url.searchParams.get('a')).toBe('1');
    expect(seen[0].url.searchParams.has('skip')).toBe(false);
    expect(seen[1]).toMatchObject({ method: 'POST', body: { campusId: 1 } });
  });

  it('a failed answer rejects with a Refine HttpError that keeps the envelope code', async () => {
    server.use(http.post('*/java-api/x/queryList', () => fail(ErrorCodes.ActionFailure, '操作失败')));
    await expect(dataProvider.getList({ resource: 'x' })).rejects.toMatchObject({
      message: '操作失败',
      statusCode: 400,
      code: ErrorCodes.ActionFailure,
    });
  });

  it('getApiUrl is the java-api root', () => {
    expect(dataProvider.getApiUrl()).toBe('/java-api');
  });
});
