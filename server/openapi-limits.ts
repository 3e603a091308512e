/**
 * What the database can hold, applied to every request schema of the contract when the server loads
 * it, so no value the database would refuse (and answer with a system error) gets past validation:
 * - an integer without its own bounds gets those of a PostgreSQL `integer` column. Identifiers are
 *   `bigserial`, but the columns that refer to them (class, campus, creator…) are `integer`, so that
 *   range is the one every identifier must fit; the contract's enumerations cover the `smallint` ones;
 * - a page number stops at `lastPage` (page sizes carry their own maximum in the contract);
 * - text never contains NUL (U+0000), which PostgreSQL cannot store in text or JSON.
 * Bounds a schema already states are kept: the contract stays the one place a field's range is written,
 * this only fills in what the column imposes anyway.
 */
export const integerColumn = { minimum: -2147483648, maximum: 2147483647 } as const;
export const lastPage = 100_000;
export const noNulPattern = '^[^\\u0000]*$';

const pageNumberNames = new Set(['pageNum', 'page']);
/** Keys whose values are data, not schemas. */
const dataKeys = new Set(['example', 'examples', 'default', 'enum', 'const']);

type Schema = Record<string, unknown>;

function typesOf(schema: Schema): unknown[] {
  return ([] as unknown[]).concat(schema.type ?? []);
}

function limitInteger(schema: Schema, name: string | undefined): void {
  if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) schema.minimum = integerColumn.minimum;
  if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) {
    schema.maximum = name && pageNumberNames.has(name) ? lastPage : integerColumn.maximum;
  }
}

function refuseNul(schema: Schema): void {
  if (schema.enum !== undefined || schema.const !== undefined || schema.pattern === noNulPattern) return;
  if (schema.pattern === undefined) schema.pattern = noNulPattern;
  else schema.allOf = [...((schema.allOf as Schema[] | undefined) ?? []), { pattern: noNulPattern }];
}

/** Adds the limits above to every schema of an OpenAPI document, in place; returns the document. */
export function withColumnLimits<T extends object>(document: T): T {
  const seen = new Set<object>();
  const visit = (node: unknown, name?: string): void => {
    if (Array.isArray(node)) return node.forEach((item) => visit(item));
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const schema = node as Schema;
    const types = typesOf(schema);
    if (types.includes('integer')) limitInteger(schema, name);
    if (types.includes('string')) refuseNul(schema);
    for (const [key, value] of Object.entries(schema)) {
      if (dataKeys.has(key)) continue;
      if (key === 'properties' && value && typeof value === 'object') {
        for (const [property, propertySchema] of Object.entries(value)) visit(propertySchema, property);
      } else if (key === 'items') visit(value, name);
      else visit(value);
    }
  };
  visit(document);
  return document;
}
