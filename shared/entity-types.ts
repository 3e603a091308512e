/**
 * The normalised description of a schema-driven entity, produced by `scripts/entity-codegen.ts`
 * from `openapi/entities/*.yaml` into `entities.gen.ts`. The server's generic CRUD engine and
 * the generic screens both read it, so a field or an operation is declared once.
 * No imports: the browser and Node both load this module.
 */

export type FieldType = 'integer' | 'number' | 'string' | 'boolean' | 'date' | 'date-time';

export type Widget =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  /** Integer fen shown and typed as yuan (x-widget: money): every money column reads 元. */
  | 'money'
  | 'switch'
  | 'select'
  | 'date'
  | 'datetime'
  | 'relation'
  | 'image'
  | 'file';

export interface EnumOption {
  value: string | number | null;
  label: string;
}

/**
 * A fixed condition of a list operation (x-entity operations, `where`): a value (equality),
 * a list of values (any of them), null (IS NULL) or { not: null } (IS NOT NULL).
 */
export type WhereValue = string | number | boolean | null | (string | number | boolean)[] | { not: null };

/** One term of an order: ascending or descending, nulls where PostgreSQL puts them unless said. */
export interface SortTerm {
  field: string;
  order: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface RelationMeta {
  /** Name of the related entity (an entity of this registry). */
  entity: string;
  /** Read-only property the server fills with the related row's label field. */
  as: string;
  /** Column of the related entity shown for it. */
  labelField: string;
  /**
   * Operation key of the related entity the forms' picker lists from (a school's package: only
   * those on sale, queryValidList); default its list. Filters always pick from the whole list.
   */
  list?: string;
  /**
   * What a picker needs of the related entity without loading its description (screens carry
   * only their own area's entities): its base path, audience and the calls it lists and reads with
   * (pickCall: the call of `list`, when the forms pick from a narrower list).
   */
  target: { basePath: string; audience: 'staff' | 'admin'; listCall: string; detailCall?: string; pickCall?: string };
}

export interface FieldMeta {
  name: string;
  title: string;
  type: FieldType;
  nullable: boolean;
  /** Set by the server only (ids, tenant columns, timestamps). */
  readOnly: boolean;
  /** Accepted on writes but never stored or returned as is (e.g. a password the server hashes). */
  virtual: boolean;
  widget: Widget;
  enum?: EnumOption[];
  relation?: RelationMeta;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  /** Required on create. */
  required: boolean;
}

export type OperationKind =
  | 'list'
  | 'detail'
  | 'create'
  | 'update'
  | 'delete'
  | 'batchDelete'
  | 'restore'
  | 'recycleList'
  | 'import'
  | 'setField'
  | 'custom';

export interface OperationMeta {
  /** Key in the entity's operations (e.g. 'quit'); equals `kind` for the standard ones. */
  key: string;
  kind: OperationKind;
  /** The specification's call name, last path segment. */
  call: string;
  /** Full path, e.g. /java-api/school/stu/queryList. */
  path: string;
  operationId: string;
  /** Route names of shared/route-catalog; holding any one of them allows the call. */
  permissions: string[];
  title: string;
  /** setField: the field it writes, a fixed value (quit/back) or one chosen by the user; batch takes ids. */
  field?: string;
  value?: unknown;
  batch?: boolean;
  /** Destructive: shown in red, confirmed first. */
  danger?: boolean;
  /** Not a screen action (a call other screens use, e.g. the resource tree). */
  hidden?: boolean;
  /** list: conditions the server always adds (the open pool of clues: no owner), by field. */
  where?: Record<string, WhereValue>;
  /**
   * list: the order when the client names none (x-entity operations, `defaultSort`), ending with
   * id so pages never overlap; the entity's defaultSort otherwise.
   */
  defaultSort?: SortTerm[];
}

export interface FilterMeta {
  field: string;
  /** Range filters take `<field>From` / `<field>To`. */
  range: boolean;
  /** The column holds a comma-separated list (a question's tags): the filter matches rows whose list holds the value. */
  listItem?: boolean;
}

export interface EntityScreens {
  list: string[];
  create: string[];
  edit: string[];
  show: string[];
}

export interface EntityMeta {
  name: string;
  title: string;
  table: string;
  /** The table is hand-written in server/db/base-tables.ts (e.g. schools), not generated. */
  external?: boolean;
  /** staff: a school's screens, scoped to the caller's school; admin: back office, platform-wide, admin token. */
  audience: 'staff' | 'admin';
  basePath: string;
  /** Staff entities only: the school column and, for rows of one campus, the campus column. */
  tenant?: { school: string; campus?: string };
  /** Admin entities on a table schools share: the school column, null on the platform's rows (the only ones the back office sees). */
  platformColumn?: string;
  /** Field shown when another entity refers to this one. */
  label: string;
  softDelete?: string;
  search: string[];
  filters: FilterMeta[];
  /** Integer fields the list call also sums over every row the filters match (not just the page): the list's 合计 row. */
  totals?: string[];
  sort: string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  listColumns: string[];
  formFields: string[];
  detailFields: string[];
  fields: FieldMeta[];
  /** Unique indexes by name with the fields they cover, to name the field of a duplicate. */
  uniques: { name: string; fields: string[] }[];
  operations: Record<string, OperationMeta>;
  screens: EntityScreens;
}
