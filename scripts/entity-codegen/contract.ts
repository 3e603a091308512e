import type { EntityMeta, OperationMeta } from '../../shared/entity-types';
import type { JsonSchema, LoadedContract, LoadedEntity } from './load-entities';

/**
 * Derives the contract of every entity: its read shape, create/update/list bodies, page and
 * envelopes (openapi/schemas/entities.gen.yaml) and one POST operation per call
 * (openapi/paths/entities.gen.yaml, keyed by URL). Request bodies carry the field titles, so
 * the server's contract validation names a bad field in Chinese.
 */
const here = './entities.gen.yaml#/';
const fromPaths = '../schemas/entities.gen.yaml#/';
const ref = (name: string, prefix = here) => ({ $ref: `${prefix}${name}` });

/** The JSON Schema of a property as the contract shows it: no codegen-only vocabulary. */
function cleanProperty(schema: JsonSchema, options: { keepDefault: boolean; keepReadOnly: boolean }): JsonSchema {
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'x-db' || k === 'x-virtual' || k === 'x-widget' || k === 'x-internal') continue;
    if (k === 'default' && !options.keepDefault) continue;
    if ((k === 'readOnly' || k === 'writeOnly') && !options.keepReadOnly) continue;
    out[k] = v;
  }
  return out;
}

const envelope = (content: JsonSchema) => ({ allOf: [{ $ref: './envelope.yaml#/Envelope' }, { type: 'object', properties: { content } }] });

function entitySchemas(entity: LoadedEntity): Record<string, JsonSchema> {
  const { meta, properties } = entity;
  const name = meta.name;
  const read: Record<string, JsonSchema> = {};
  for (const f of meta.fields) {
    if (f.virtual) continue;
    read[f.name] = cleanProperty(properties[f.name], { keepDefault: false, keepReadOnly: true });
    if (f.relation) read[f.relation.as] = { type: ['string', 'null'], title: `${f.title}名称`, readOnly: true };
  }
  const writable = meta.fields.filter((f) => !f.readOnly);
  const create: Record<string, JsonSchema> = {};
  for (const f of writable) create[f.name] = cleanProperty(properties[f.name], { keepDefault: true, keepReadOnly: false });
  const update: Record<string, JsonSchema> = { id: { type: 'integer', title: '编号', minimum: 1 } };
  for (const f of writable) if (!f.virtual) update[f.name] = cleanProperty(properties[f.name], { keepDefault: false, keepReadOnly: false });

  const list: Record<string, JsonSchema> = {
    pageNum: { type: 'integer', title: '页码', minimum: 1, default: 1 },
    pageSize: { type: 'integer', title: '每页条数', minimum: 1, maximum: 1000, default: 10 },
    keyword: { type: 'string', title: '关键字', maxLength: 100 },
    orderBy: { type: 'string', title: '排序字段', enum: meta.sort },
    order: { type: 'string', title: '排序方向', enum: ['asc', 'desc'] },
  };
  for (const filter of meta.filters) {
    const base = cleanProperty(properties[filter.field], { keepDefault: false, keepReadOnly: false });
    const single: JsonSchema = { ...base, type: Array.isArray(base.type) ? base.type.find((t: string) => t !== 'null') : base.type };
    delete single.minLength;
    if (filter.range) {
      list[`${filter.field}From`] = { ...single, title: `${single.title ?? filter.field}起` };
      list[`${filter.field}To`] = { ...single, title: `${single.title ?? filter.field}止` };
    } else {
      list[filter.field] = single;
    }
  }

  const schemas: Record<string, JsonSchema> = {
    [name]: { type: 'object', title: meta.title, required: Object.keys(read), properties: read },
    [`${name}CreateBody`]: {
      type: 'object',
      title: `新增${meta.title}`,
      additionalProperties: false,
      required: writable.filter((f) => f.required).map((f) => f.name),
      properties: create,
    },
    [`${name}UpdateBody`]: { type: 'object', title: `编辑${meta.title}`, additionalProperties: false, required: ['id'], properties: update },
    [`${name}ListBody`]: { type: 'object', additionalProperties: false, properties: list },
    [`${name}Page`]: {
      type: 'object',
      required: ['list', 'total', 'pageNum', 'pageSize', ...(meta.totals ? ['totals'] : [])],
      properties: {
        list: { type: 'array', items: ref(name) },
        total: { type: 'integer' },
        pageNum: { type: 'integer' },
        pageSize: { type: 'integer' },
        // The sums over every matching row, not just this page (x-entity totals).
        ...(meta.totals ? { totals: { type: 'object', required: meta.totals, properties: Object.fromEntries(meta.totals.map((f) => [f, { type: 'integer' }])) } } : {}),
      },
    },
    [`${name}Response`]: envelope(ref(name)),
    [`${name}PageResponse`]: envelope(ref(`${name}Page`)),
  };
  if (meta.operations.import) {
    schemas[`${name}ImportBody`] = {
      type: 'object',
      additionalProperties: false,
      required: ['rows'],
      properties: {
        rows: { type: 'array', title: '导入数据', minItems: 1, maxItems: 5000, items: ref(`${name}CreateBody`) },
        partial: { type: 'boolean', title: '跳过错误行', default: false },
      },
    };
  }
  for (const [key, content] of Object.entries(entity.customResponses)) schemas[`${name}${key[0].toUpperCase()}${key.slice(1)}Response`] = envelope(ref(content));
  for (const op of Object.values(meta.operations)) {
    if (op.kind !== 'setField' || op.value !== undefined) continue;
    const field = cleanProperty(properties[op.field!], { keepDefault: false, keepReadOnly: false });
    const target = op.batch
      ? { ids: { type: 'array', title: '编号', minItems: 1, maxItems: 1000, items: { type: 'integer', minimum: 1 } } }
      : { id: { type: 'integer', title: '编号', minimum: 1 } };
    schemas[`${name}${op.key[0].toUpperCase()}${op.key.slice(1)}Body`] = {
      type: 'object',
      additionalProperties: false,
      required: [...Object.keys(target), op.field],
      properties: { ...target, [op.field!]: field },
    };
  }
  return schemas;
}

/** Shapes every entity shares. */
const sharedSchemas: Record<string, JsonSchema> = {
  CrudIdBody: { type: 'object', additionalProperties: false, required: ['id'], properties: { id: { type: 'integer', title: '编号', minimum: 1 } } },
  CrudIdsBody: {
    type: 'object',
    additionalProperties: false,
    required: ['ids'],
    properties: { ids: { type: 'array', title: '编号', minItems: 1, maxItems: 1000, items: { type: 'integer', minimum: 1 } } },
  },
  CrudCount: { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } },
  CrudCountResponse: envelope(ref('CrudCount')),
  CrudImportReport: {
    type: 'object',
    required: ['imported', 'errors'],
    properties: {
      imported: { type: 'integer' },
      errors: {
        type: 'array',
        items: { type: 'object', required: ['row', 'message'], properties: { row: { type: 'integer' }, message: { type: 'string' } } },
      },
    },
  },
  CrudImportReportResponse: envelope(ref('CrudImportReport')),
  CrudEmptyResponse: envelope({ type: 'null' }),
};

function bodyAndAnswer(meta: EntityMeta, op: OperationMeta, customBodies: Record<string, JsonSchema | string>, customResponses: Record<string, string>): { body: JsonSchema; answer: string } {
  const n = meta.name;
  const setBody = `${n}${op.key[0].toUpperCase()}${op.key.slice(1)}Body`;
  switch (op.kind) {
    case 'list':
    case 'recycleList':
      return { body: ref(`${n}ListBody`, fromPaths), answer: `${n}PageResponse` };
    case 'detail':
      return { body: ref('CrudIdBody', fromPaths), answer: `${n}Response` };
    case 'create':
      return { body: ref(`${n}CreateBody`, fromPaths), answer: `${n}Response` };
    case 'update':
      return { body: ref(`${n}UpdateBody`, fromPaths), answer: `${n}Response` };
    case 'delete':
    case 'restore':
      return { body: ref('CrudIdBody', fromPaths), answer: 'CrudEmptyResponse' };
    case 'batchDelete':
      return { body: ref('CrudIdsBody', fromPaths), answer: 'CrudCountResponse' };
    case 'import':
      return { body: ref(`${n}ImportBody`, fromPaths), answer: 'CrudImportReportResponse' };
    case 'setField':
      if (op.value !== undefined) return { body: ref(op.batch ? 'CrudIdsBody' : 'CrudIdBody', fromPaths), answer: op.batch ? 'CrudCountResponse' : `${n}Response` };
      return { body: ref(setBody, fromPaths), answer: op.batch ? 'CrudCountResponse' : `${n}Response` };
    case 'custom': {
      const body = customBodies[op.key];
      const answer = customResponses[op.key] ? `${n}${op.key[0].toUpperCase()}${op.key.slice(1)}Response` : 'CrudEmptyResponse';
      return { body: typeof body === 'string' ? ref(body, fromPaths) : body, answer };
    }
  }
}

export const tagOf = (meta: EntityMeta) => meta.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function entityPaths(entity: LoadedEntity): Record<string, JsonSchema> {
  const { meta, customBodies, customResponses } = entity;
  const paths: Record<string, JsonSchema> = {};
  for (const op of Object.values(meta.operations)) {
    const { body, answer } = bodyAndAnswer(meta, op, customBodies, customResponses);
    paths[op.path] = {
      post: {
        operationId: op.operationId,
        tags: [tagOf(meta)],
        summary: `${meta.title}：${op.title}`,
        description: `Schema-driven (${op.kind}); permission: any of ${op.permissions.join(', ')}.`,
        security: [{ [meta.audience === 'admin' ? 'adminToken' : 'staffToken']: [] }],
        requestBody: { required: true, content: { 'application/json': { schema: body } } },
        responses: { '200': { description: 'envelope', content: { 'application/json': { schema: ref(answer, fromPaths) } } } },
      },
    };
  }
  return paths;
}

export function buildContract(contract: LoadedContract): { schemas: Record<string, JsonSchema>; paths: Record<string, JsonSchema> } {
  const schemas: Record<string, JsonSchema> = { ...sharedSchemas, ...contract.plainSchemas };
  const paths: Record<string, JsonSchema> = {};
  for (const entity of contract.entities) {
    Object.assign(schemas, entitySchemas(entity));
    for (const [url, item] of Object.entries(entityPaths(entity))) {
      if (paths[url]) throw new Error(`two entity operations share ${url}`);
      paths[url] = item;
    }
  }
  return { schemas, paths };
}
