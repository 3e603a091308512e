import fc from 'fast-check';

/**
 * fast-check generators from the contract's JSON schemas, for the contract fuzz: `plausible` builds a
 * value the schema accepts (mostly), `hostile` the values an attacker sends instead (wrong types,
 * integers past any column, NUL in text, huge strings, prototype keys).
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

export type Resolve = (ref: string) => Schema;

export const hostile: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  true,
  false,
  '1',
  '',
  [1],
  [],
  null,
  {},
  { $gt: 0 },
  1.5,
  -1,
  0,
  2 ** 31,
  2 ** 53 - 1,
  2 ** 63,
  1e18,
  -1e18,
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x'.repeat(5000),
  '2026-02-30',
  '../../etc/passwd',
  "' or 1=1 --",
  '<img src=x onerror=alert(1)>',
);

function merged(schema: Schema, resolve: Resolve): Schema {
  let node = schema;
  for (let i = 0; node.$ref && i < 10; i += 1) node = resolve(node.$ref);
  if (!node.allOf) return node;
  const parts = node.allOf.map((part) => merged(part, resolve));
  return parts.reduce<Schema>(
    // The schema's own keywords win over its parts' (a field's pattern over the added NUL refusal).
    (all, part) => ({ ...part, ...all, properties: { ...all.properties, ...part.properties }, required: [...(all.required ?? []), ...(part.required ?? [])] }),
    { ...node, allOf: undefined },
  );
}

function integer(schema: Schema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1001) + 1, -1000);
  const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1001) - 1, 1000);
  const low = Math.min(min, max);
  // Small values hit the seeded rows (ids 1..5); the column's edges test the bounds themselves.
  return fc.oneof(fc.integer({ min: low, max: Math.max(low, Math.min(max, low + 5)) }), fc.integer({ min: low, max }), fc.constantFrom(schema.maximum ?? max, schema.minimum ?? low));
}

function text(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.constantFrom('2026-01-15', '2025-12-31', '2026-11-27');
  if (schema.format === 'date-time') return fc.constantFrom('2026-01-15T08:00:00.000Z', '2026-11-27T12:30:00+08:00');
  if (schema.pattern && !schema.pattern.includes('\\u0000')) {
    return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter((s) => s.length >= (schema.minLength ?? 0) && s.length <= (schema.maxLength ?? 5000));
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 20, 20)), unit: fc.constantFrom('a', 'b', '1', '王', ' ', '-', '_', '.') });
}

/** A value the schema accepts, depth-limited. */
export function plausible(schema: Schema | undefined, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const node = merged(schema, resolve);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const alternatives = node.oneOf ?? node.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((alt) => plausible(alt, resolve, depth + 1)));
  const types = ([] as string[]).concat(node.type ?? (node.properties ? 'object' : []));
  if (types.length > 1) return fc.oneof(...types.map((type) => plausible({ ...node, type }, resolve, depth)));
  switch (types[0]) {
    case 'integer':
      return integer(node);
    case 'number':
      return fc.double({ min: node.minimum ?? -1000, max: node.maximum ?? 1000, noNaN: true, noDefaultInfinity: true });
    case 'string':
      return text(node);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(plausible(node.items, resolve, depth + 1), { minLength: node.minItems ?? 0, maxLength: Math.max(node.minItems ?? 0, Math.min(node.maxItems ?? 3, 3)) });
    case 'object': {
      const properties = node.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, plausible(property, resolve, depth + 1)]));
      return fc.record(shape, { requiredKeys: (node.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** The property names of an object schema and which are required, for mutations. */
export function fieldsOf(schema: Schema | undefined, resolve: Resolve): { names: string[]; required: string[] } {
  if (!schema) return { names: [], required: [] };
  const node = merged(schema, resolve);
  return { names: Object.keys(node.properties ?? {}), required: node.required ?? [] };
}
