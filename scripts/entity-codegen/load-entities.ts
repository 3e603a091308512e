import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { catalogueRouteNames, checkRouteNames } from './route-names';
import type { EntityMeta, FieldMeta, FieldType, FilterMeta, OperationKind, OperationMeta, RelationMeta, SortTerm, WhereValue, Widget } from '../../shared/entity-types';

/**
 * Reads openapi/entities/*.yaml. A top-level key with `x-entity` is an entity; any other key
 * is a plain schema passed to the contract unchanged. Unknown vocabulary is an error, so a
 * typo fails codegen instead of being silently ignored (docs/entities.md lists the words).
 */
export type JsonSchema = Record<string, any>;

export interface LoadedEntity {
  meta: EntityMeta;
  /** Every property as written, internal ones included (for the table). */
  properties: Record<string, JsonSchema>;
  indexes: { name: string; unique: boolean; columns: string[] }[];
  /** custom operations: key → request body schema name or inline schema. */
  customBodies: Record<string, JsonSchema | string>;
  /** custom operations: key → schema name of the envelope's content (none: null). */
  customResponses: Record<string, string>;
}

export interface LoadedContract {
  entities: LoadedEntity[];
  plainSchemas: Record<string, JsonSchema>;
}

const entityKeys = new Set(['table', 'external', 'audience', 'basePath', 'tenant', 'platformColumn', 'label', 'softDelete', 'search', 'filters', 'sort', 'defaultSort', 'list', 'form', 'detail', 'indexes', 'screens', 'operations', 'totals']);
const standardKinds: OperationKind[] = ['list', 'detail', 'create', 'update', 'delete', 'batchDelete', 'restore', 'recycleList', 'import'];
const operationKeys = new Set(['kind', 'call', 'permission', 'title', 'field', 'value', 'batch', 'body', 'response', 'ui', 'where', 'defaultSort']);
/** Kinds an operation may name when its key is not the kind (several lists of one entity, each with its `where`). */
const namedKinds: OperationKind[] = ['setField', 'custom', 'list'];

const defaultTitles: Record<OperationKind, string> = {
  list: '列表',
  detail: '详情',
  create: '新增',
  update: '编辑',
  delete: '删除',
  batchDelete: '批量删除',
  restore: '恢复',
  recycleList: '回收站',
  import: '导入',
  setField: '修改',
  custom: '操作',
};

function fail(entity: string, message: string): never {
  throw new Error(`openapi/entities: ${entity}: ${message}`);
}

const lowerFirst = (s: string) => s[0].toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s[0].toUpperCase() + s.slice(1);

function fieldType(name: string, schema: JsonSchema, entity: string): { type: FieldType; nullable: boolean } {
  const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
  const nullable = types.includes('null');
  const base = types.find((t) => t !== 'null');
  if (base === 'string' && schema.format === 'date') return { type: 'date', nullable };
  if (base === 'string' && schema.format === 'date-time') return { type: 'date-time', nullable };
  if (base === 'integer' || base === 'number' || base === 'string' || base === 'boolean') return { type: base, nullable };
  return fail(entity, `property ${name} has unsupported type ${JSON.stringify(schema.type)}`);
}

function widgetFor(field: Omit<FieldMeta, 'widget'>, schema: JsonSchema): Widget {
  if (schema['x-widget']) return schema['x-widget'];
  if (field.relation) return 'relation';
  if (field.enum) return 'select';
  if (field.type === 'boolean') return 'switch';
  if (field.type === 'date') return 'date';
  if (field.type === 'date-time') return 'datetime';
  if (field.type === 'integer' || field.type === 'number') return 'number';
  return 'text';
}

function relationOf(relation: JsonSchema): RelationMeta {
  return { entity: relation.entity, as: relation.as, labelField: '', ...(relation.list ? { list: relation.list } : {}), target: { basePath: '', audience: 'staff', listCall: '' } };
}

function toField(name: string, schema: JsonSchema, required: Set<string>, entity: string): FieldMeta {
  const { type, nullable } = fieldType(name, schema, entity);
  const labels: string[] | undefined = schema['x-enum-labels'];
  const base: Omit<FieldMeta, 'widget'> = {
    name,
    title: schema.title ?? name,
    type,
    nullable,
    readOnly: schema.readOnly === true,
    virtual: schema['x-virtual'] === true,
    required: required.has(name),
    // A null member only lets a nullable field be empty (a cleared select), it is not an option to pick.
    ...(schema.enum
      ? { enum: schema.enum.map((value: string | number | null, i: number) => ({ value, label: labels?.[i] ?? String(value) })).filter((o: { value: unknown }) => o.value !== null) }
      : {}),
    ...(schema['x-relation'] ? { relation: relationOf(schema['x-relation']) } : {}),
    ...(schema.minLength !== undefined ? { minLength: schema.minLength } : {}),
    ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
    ...(schema.minimum !== undefined ? { minimum: schema.minimum } : {}),
    ...(schema.maximum !== undefined ? { maximum: schema.maximum } : {}),
    ...(schema.pattern !== undefined ? { pattern: schema.pattern } : {}),
    ...(schema.default !== undefined ? { default: schema.default } : {}),
  };
  return { ...base, widget: widgetFor(base, schema) };
}

function asList(value: unknown): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** A list's fixed conditions: known fields, and values of the forms WhereValue allows. */
function checkWhere(name: string, key: string, kind: OperationKind, where: JsonSchema, fields: Map<string, FieldMeta>): void {
  if (kind !== 'list') fail(name, `operation ${key}: where is for list operations`);
  for (const [field, value] of Object.entries(where)) {
    if (!fields.has(field)) fail(name, `operation ${key}: where names unknown field ${field}`);
    const scalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
    const notNull = typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 1 && value.not === null;
    const list = Array.isArray(value) && value.length > 0 && value.every((v) => v !== null && scalar(v));
    if (!scalar(value) && !notNull && !list) fail(name, `operation ${key}: where.${field} must be a value, a list of values, null or { not: null }`);
  }
}

/** A list operation's own order: terms `field`, `-field` (descending), each optionally `… nulls first|last`, the last on id. */
function operationSort(name: string, key: string, kind: OperationKind, spec: unknown, fields: Map<string, FieldMeta>): SortTerm[] {
  if (kind !== 'list') fail(name, `operation ${key}: defaultSort is for list operations`);
  const terms = (Array.isArray(spec) ? spec : [spec]).map((term) => {
    const match = /^(-?)(\w+)(?: nulls (first|last))?$/.exec(String(term));
    if (!match) fail(name, `operation ${key}: defaultSort term "${term}" is field, -field, optionally with nulls first|last`);
    const [, minus, field, nulls] = match;
    if (!fields.has(field)) fail(name, `operation ${key}: defaultSort names unknown field ${field}`);
    return { field, order: minus ? ('desc' as const) : ('asc' as const), ...(nulls ? { nulls: nulls as 'first' | 'last' } : {}) };
  });
  if (terms.at(-1)?.field !== 'id') fail(name, `operation ${key}: defaultSort must end with id (a total order, so pages never overlap)`);
  return terms;
}

function toOperations(name: string, basePath: string, raw: Record<string, JsonSchema>, fields: Map<string, FieldMeta>) {
  const operations: Record<string, OperationMeta> = {};
  const customBodies: Record<string, JsonSchema | string> = {};
  const customResponses: Record<string, string> = {};
  for (const [key, op] of Object.entries(raw)) {
    for (const k of Object.keys(op)) if (!operationKeys.has(k)) fail(name, `operation ${key}: unknown key ${k}`);
    const kind: OperationKind = op.kind ?? key;
    if (!op.kind && !standardKinds.includes(kind)) fail(name, `operation ${key} needs a kind (setField, custom or list)`);
    if (op.kind && !namedKinds.includes(op.kind)) fail(name, `operation ${key}: kind must be setField, custom or list`);
    if (op.where !== undefined) checkWhere(name, key, kind, op.where, fields);
    const permissions = asList(op.permission);
    if (!permissions.length) fail(name, `operation ${key} has no permission`);
    if (kind === 'setField' && !fields.has(op.field)) fail(name, `operation ${key}: unknown field ${op.field}`);
    if (kind === 'custom') customBodies[key] = op.body ?? { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
    if (kind === 'custom' && op.response) customResponses[key] = op.response;
    if (op.ui !== undefined && op.ui !== 'none') fail(name, `operation ${key}: ui can only be none`);
    const call = op.call ?? key;
    operations[key] = {
      key,
      kind,
      call,
      path: `${basePath}/${call}`,
      operationId: `${lowerFirst(name)}${upperFirst(call)}`,
      permissions,
      title: op.title ?? defaultTitles[kind],
      ...(op.field ? { field: op.field } : {}),
      ...(op.value !== undefined ? { value: op.value } : {}),
      ...(op.batch ? { batch: true } : {}),
      ...(kind === 'delete' || kind === 'batchDelete' || key === 'delete' ? { danger: true } : {}),
      ...(op.ui === 'none' ? { hidden: true } : {}),
      ...(op.where ? { where: op.where as Record<string, WhereValue> } : {}),
      ...(op.defaultSort !== undefined ? { defaultSort: operationSort(name, key, kind, op.defaultSort, fields) } : {}),
    };
  }
  return { operations, customBodies, customResponses };
}

function loadEntity(name: string, schema: JsonSchema): LoadedEntity {
  const x = schema['x-entity'] as JsonSchema;
  for (const k of Object.keys(x)) if (!entityKeys.has(k)) fail(name, `unknown x-entity key ${k}`);
  const audience: EntityMeta['audience'] = x.audience ?? 'staff';
  if (audience !== 'staff' && audience !== 'admin') fail(name, 'x-entity.audience is staff or admin');
  for (const k of ['table', 'basePath', 'label', 'operations']) if (x[k] === undefined) fail(name, `x-entity.${k} is required`);
  // Staff entities always belong to a school; back-office (admin) entities are platform-wide.
  if (audience === 'staff' && x.tenant === undefined) fail(name, 'x-entity.tenant is required');
  if (audience === 'admin' && x.tenant !== undefined) fail(name, 'admin entities are platform-wide and have no tenant');
  const properties = schema.properties as Record<string, JsonSchema>;
  if (!properties?.id) fail(name, 'an entity needs an integer id property');
  const required = new Set<string>(schema.required ?? []);
  const fields = new Map<string, FieldMeta>();
  for (const [prop, propSchema] of Object.entries(properties)) {
    if (propSchema['x-internal']) continue;
    fields.set(prop, toField(prop, propSchema, required, name));
  }
  const known = (list: string[], what: string) => {
    for (const f of list) if (!fields.has(f)) fail(name, `${what}: unknown field ${f}`);
    return list;
  };
  const tenant = x.tenant as { school: string; campus?: string } | undefined;
  if (tenant) known([tenant.school, ...(tenant.campus ? [tenant.campus] : [])], 'tenant');
  if (x.softDelete) known([x.softDelete], 'softDelete');
  // A back-office entity on a table that schools share (question banks): the school column is null on platform rows.
  if (x.platformColumn !== undefined && audience !== 'admin') fail(name, 'x-entity.platformColumn is for admin entities');
  if (x.platformColumn !== undefined && !fields.get(x.platformColumn)?.nullable) fail(name, 'x-entity.platformColumn must name a nullable field');
  const filters: FilterMeta[] = (x.filters ?? []).map((f: string | { field: string; range?: boolean; listItem?: boolean }) =>
    typeof f === 'string' ? { field: f, range: false } : { field: f.field, range: f.range === true, ...(f.listItem ? { listItem: true } : {}) },
  );
  known(filters.map((f) => f.field), 'filters');
  const sortSpec = String(x.defaultSort ?? '-id');
  const defaultSort = { field: sortSpec.replace(/^-/, ''), order: sortSpec.startsWith('-') ? ('desc' as const) : ('asc' as const) };
  const publicFields = [...fields.values()].filter((f) => !f.virtual);
  const writable = [...fields.values()].filter((f) => !f.readOnly).map((f) => f.name);
  const { operations, customBodies, customResponses } = toOperations(name, x.basePath, x.operations, fields);
  const screens = x.screens ?? {};
  const indexes = (x.indexes ?? []).map((i: JsonSchema) => ({ name: i.name, unique: i.unique === true, columns: asList(i.columns) }));
  const uniques = indexes
    .filter((i: { unique: boolean }) => i.unique)
    .map((i: { name: string; columns: string[] }) => ({ name: i.name, fields: i.columns.map((c) => c.replace(/^lower\((\w+)\)$/, '$1')) }));
  const meta: EntityMeta = {
    name,
    title: schema.title ?? name,
    table: x.table,
    ...(x.external ? { external: true } : {}),
    audience,
    basePath: x.basePath,
    ...(tenant ? { tenant } : {}),
    ...(x.platformColumn ? { platformColumn: x.platformColumn } : {}),
    label: known([x.label], 'label')[0],
    ...(x.softDelete ? { softDelete: x.softDelete } : {}),
    search: known(x.search ?? [], 'search'),
    filters,
    ...(x.totals ? { totals: integerTotals(name, known(asList(x.totals), 'totals'), fields) } : {}),
    sort: known(x.sort ?? ['id'], 'sort'),
    defaultSort,
    listColumns: known(x.list ?? publicFields.map((f) => f.name), 'list'),
    formFields: known(x.form ?? writable, 'form'),
    detailFields: known(x.detail ?? publicFields.filter((f) => f.name !== tenant?.school && f.name !== x.platformColumn).map((f) => f.name), 'detail'),
    fields: [...fields.values()],
    uniques,
    operations,
    screens: { list: asList(screens.list), create: asList(screens.create), edit: asList(screens.edit), show: asList(screens.show) },
  };
  return { meta, properties, indexes, customBodies, customResponses };
}

/** Totals are sums of integer columns (money in fen, counts): a float or text field has no exact sum. */
function integerTotals(name: string, totals: string[], fields: Map<string, FieldMeta>): string[] {
  for (const f of totals) if (fields.get(f)?.type !== 'integer') fail(name, `totals: ${f} is not an integer field`);
  return totals;
}

/** Fills each relation's label field from the related entity, now that all are loaded. */
function linkRelations(entities: LoadedEntity[]): void {
  const byName = new Map(entities.map((e) => [e.meta.name, e]));
  for (const e of entities) {
    for (const f of e.meta.fields) {
      if (!f.relation) continue;
      const target = byName.get(f.relation.entity);
      if (!target) fail(e.meta.name, `relation ${f.name} points to unknown entity ${f.relation.entity}`);
      f.relation.labelField = target.meta.label;
      const list = f.relation.list && target.meta.operations[f.relation.list];
      if (f.relation.list && !(list && (list.kind === 'list' || list.kind === 'custom'))) fail(e.meta.name, `relation ${f.name} picks from ${f.relation.list}, not a list operation of ${target.meta.name}`);
      const ops = Object.values(target.meta.operations);
      const listCall = (target.meta.operations.list ?? ops.find((op) => op.kind === 'list'))?.call;
      if (!listCall) fail(e.meta.name, `relation ${f.name} points to ${target.meta.name}, which has no list operation to pick from`);
      const detailCall = ops.find((op) => op.kind === 'detail')?.call;
      f.relation.target = { basePath: target.meta.basePath, audience: target.meta.audience, listCall, ...(detailCall ? { detailCall } : {}), ...(list ? { pickCall: list.call } : {}) };
    }
  }
}

/** `routeNames`: the names permission keys and screens may use (the route catalogue's). */
export function loadEntities(dir: string, routeNames: ReadonlySet<string> = catalogueRouteNames): LoadedContract {
  const entities: LoadedEntity[] = [];
  const plainSchemas: Record<string, JsonSchema> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort()) {
    const doc = parse(readFileSync(join(dir, file), 'utf8')) as Record<string, JsonSchema>;
    for (const [name, schema] of Object.entries(doc)) {
      if (!schema['x-entity']) {
        plainSchemas[name] = schema;
        continue;
      }
      const entity = loadEntity(name, schema);
      checkRouteNames(file, entity.meta, routeNames);
      entities.push(entity);
    }
  }
  linkRelations(entities);
  return { entities, plainSchemas };
}
