import type { FastifyInstance } from 'fastify';

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };

const numeric = (schema: Schema | undefined) => {
  const types = ([] as string[]).concat(schema?.type ?? []);
  return types.includes('integer') ? /^-?\d{1,16}$/ : types.includes('number') ? /^-?\d{1,16}(\.\d{1,16})?$/ : null;
};

/** A value of a query string or path, read as a number where the contract wants one and it is written in digits. */
function readDigits(value: unknown, schema: Schema | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => readDigits(item, schema?.items));
  const digits = numeric(schema);
  return typeof value === 'string' && digits?.test(value) ? Number(value) : value;
}

/**
 * Query strings and paths carry only text, so a number there arrives as digits: those, and nothing
 * else, become numbers before validation. Request bodies are JSON and are never coerced (app.ts).
 */
export function installQueryNumbers(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as { querystring?: Schema; params?: Schema } | undefined;
    for (const [part, values] of [['querystring', request.query], ['params', request.params]] as const) {
      const properties = schema?.[part]?.properties;
      if (!properties || !values || typeof values !== 'object') continue;
      const record = values as Record<string, unknown>;
      for (const name of Object.keys(record)) if (properties[name]) record[name] = readDigits(record[name], properties[name]);
    }
  });
}
