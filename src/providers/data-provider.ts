import type {
  BaseRecord,
  CrudFilter,
  CustomParams,
  DataProvider,
  GetListParams,
  HttpError,
  MetaQuery,
} from '@refinedev/core';
import { ErrorCodes } from '../../shared/error-codes';
import { ApiError } from '../api/api-error';
import { content, request, withFlags, type RequestOptions } from '../api/request';

/**
 * A generic Refine data provider over the one request layer, for screens that use Refine
 * resources. Everything goes through `request`, so timestamps, tokens, the loading overlay,
 * warnings and session expiry behave exactly like the generated calls.
 *
 * Path scheme (the specification's call names — queryList, viewDetail, create, update,
 * delete — which the server's entity CRUD also follows; "Java-api calls are mostly JSON
 * POSTs"): a resource is a path under /java-api such as `school/edu/campus`, and
 *
 *   getList    POST /java-api/{resource}/queryList   {pageNum, pageSize, orderBy?, order?, ...filters}
 *   getOne     POST /java-api/{resource}/viewDetail  {id}
 *   create     POST /java-api/{resource}/create      {...variables}
 *   update     POST /java-api/{resource}/update      {id, ...variables}
 *   deleteOne  POST /java-api/{resource}/delete      {id}
 *   deleteMany POST /java-api/{resource}/batchDelete {ids}
 *   custom     any method, any url (query appended; payload as JSON)
 *
 * Filters: eq/contains → `{field: value}`, gte → `{fieldFrom}`, lte → `{fieldTo}`,
 * between [a, b] → both. `meta.admin` sends the call with the back-office session,
 * `meta.silent` skips the loading overlay, `meta.operations` renames an operation (e.g.
 * `{ update: 'edit' }` for the older calls named edit). A list answer may be an array or a
 * page object `{list|records|rows, total}`.
 */
export const apiBase = '/java-api';

type Operation = 'getList' | 'getOne' | 'create' | 'update' | 'deleteOne' | 'deleteMany';

const defaultOperations: Record<Operation, string> = {
  getList: 'queryList',
  getOne: 'viewDetail',
  create: 'create',
  update: 'update',
  deleteOne: 'delete',
  deleteMany: 'batchDelete',
};

function flags(meta?: MetaQuery): RequestOptions {
  return { admin: meta?.admin === true, silent: meta?.silent === true };
}

function urlFor(resource: string, operation: Operation, meta?: MetaQuery): string {
  const renamed = (meta?.operations as Partial<Record<Operation, string>> | undefined)?.[operation];
  return `${apiBase}/${resource.replace(/^\/+|\/+$/g, '')}/${renamed ?? defaultOperations[operation]}`;
}

/** Refine expects HttpError {message, statusCode}; the envelope code stays available as `code`. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof ApiError) {
    const statusCode = error.status ?? (error.code === ErrorCodes.InvalidToken ? 401 : error.code === ErrorCodes.NotFound ? 404 : 400);
    return { message: error.message, statusCode, code: error.code, content: error.content };
  }
  return { message: error instanceof Error ? error.message : String(error), statusCode: 0 };
}

async function post<T>(url: string, body: unknown, meta?: MetaQuery): Promise<T> {
  try {
    return await content<T>(
      request(url, withFlags({ ...flags(meta), method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })),
    );
  } catch (error) {
    throw toHttpError(error);
  }
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * Filters become query fields: equality and "contains" by name (the server matches text
 * fields loosely), ranges as `<field>From` / `<field>To`. Other operators have no server
 * counterpart and are dropped rather than guessed.
 */
function filterFields(filters: CrudFilter[] | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const filter of filters ?? []) {
    if (!('field' in filter)) continue;
    const { field, operator, value } = filter;
    if (operator === 'between' && Array.isArray(value)) {
      if (!isBlank(value[0])) fields[`${field}From`] = value[0];
      if (!isBlank(value[1])) fields[`${field}To`] = value[1];
    } else if (isBlank(value)) {
      continue;
    } else if (operator === 'eq' || operator === 'contains') {
      fields[field] = value;
    } else if (operator === 'gte') {
      fields[`${field}From`] = value;
    } else if (operator === 'lte') {
      fields[`${field}To`] = value;
    }
  }
  return fields;
}

function listBody(params: GetListParams): Record<string, unknown> {
  const { currentPage = 1, pageSize = 10, mode = 'server' } = params.pagination ?? {};
  const sorter = params.sorters?.[0];
  return {
    ...filterFields(params.filters),
    ...(mode === 'server' ? { pageNum: currentPage, pageSize } : {}),
    ...(sorter ? { orderBy: sorter.field, order: sorter.order } : {}),
  };
}

interface PageObject<T> {
  list?: T[];
  records?: T[];
  rows?: T[];
  total?: number;
  /** Sums over every matching row (an entity's x-entity totals): the list's 合计 row. */
  totals?: Record<string, number>;
}

function unwrapList<T>(answer: T[] | PageObject<T> | null | undefined): { data: T[]; total: number; totals?: Record<string, number> } {
  if (Array.isArray(answer)) return { data: answer, total: answer.length };
  const data = answer?.list ?? answer?.records ?? answer?.rows ?? [];
  return { data, total: answer?.total ?? data.length, ...(answer?.totals ? { totals: answer.totals } : {}) };
}

function withQuery(url: string, query: unknown): string {
  if (!query || typeof query !== 'object') return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

export const dataProvider: DataProvider = {
  getApiUrl: () => apiBase,

  async getList<T extends BaseRecord>(params: GetListParams) {
    const answer = await post<T[] | PageObject<T>>(urlFor(params.resource, 'getList', params.meta), listBody(params), params.meta);
    return unwrapList(answer);
  },

  async getOne<T extends BaseRecord>({ resource, id, meta }: { resource: string; id: string | number; meta?: MetaQuery }) {
    return { data: await post<T>(urlFor(resource, 'getOne', meta), { id }, meta) };
  },

  async create<T extends BaseRecord, V>({ resource, variables, meta }: { resource: string; variables: V; meta?: MetaQuery }) {
    return { data: await post<T>(urlFor(resource, 'create', meta), variables, meta) };
  },

  async update<T extends BaseRecord, V>({ resource, id, variables, meta }: { resource: string; id: string | number; variables: V; meta?: MetaQuery }) {
    return { data: await post<T>(urlFor(resource, 'update', meta), { id, ...(variables as object) }, meta) };
  },

  async deleteOne<T extends BaseRecord, V>({ resource, id, variables, meta }: { resource: string; id: string | number; variables?: V; meta?: MetaQuery }) {
    return { data: await post<T>(urlFor(resource, 'deleteOne', meta), { id, ...((variables as object | undefined) ?? {}) }, meta) };
  },

  async deleteMany<T extends BaseRecord, V>({ resource, ids, variables, meta }: { resource: string; ids: (string | number)[]; variables?: V; meta?: MetaQuery }) {
    await post<unknown>(urlFor(resource, 'deleteMany', meta), { ids, ...((variables as object | undefined) ?? {}) }, meta);
    // The batch call answers without rows; Refine only needs the ids to update its caches.
    return { data: ids.map((id) => ({ id }) as unknown as T) };
  },

  async custom<T extends BaseRecord, Q, P>({ url, method, payload, query, headers, meta }: CustomParams<Q, P>) {
    const hasBody = payload !== undefined && method !== 'get' && method !== 'head';
    try {
      const data = await content<T>(
        request(
          withQuery(url, query),
          withFlags({
            ...flags(meta),
            method: method.toUpperCase(),
            headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...(headers as Record<string, string> | undefined) },
            ...(hasBody ? { body: JSON.stringify(payload) } : {}),
          }),
        ),
      );
      return { data };
    } catch (error) {
      throw toHttpError(error);
    }
  },
};
