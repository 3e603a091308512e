import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installQueryNumbers } from './query-numbers';
import { requestAjvOptions } from './request-ajv';

describe('query strings and paths: digits become numbers, nothing else is coerced', () => {
  const app = Fastify({ ajv: { customOptions: requestAjvOptions } });
  beforeAll(async () => {
    installQueryNumbers(app);
    const integer = { type: 'integer', minimum: 1 };
    app.get('/items/:id', {
      schema: {
        params: { type: 'object', properties: { id: integer } },
        querystring: { type: 'object', additionalProperties: false, properties: { page: integer, score: { type: 'number' }, ids: { type: 'array', items: integer }, flag: { type: 'boolean' }, text: { type: 'string' } } },
      },
      handler: async (request) => ({ params: request.params, query: request.query }),
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };

  it('reads digits as numbers where the contract wants a number, and keeps text as text', async () => {
    expect(await get('/items/7?page=12&score=-2.5&ids=3&ids=4&text=12')).toEqual({
      status: 200,
      body: { params: { id: 7 }, query: { page: 12, score: -2.5, ids: [3, 4], text: '12' } },
    });
  });

  it.each(['/items/x', '/items/1?page=1e3', '/items/1?page=0x10', '/items/1?page=', '/items/1?flag=true', '/items/1?ids=3', '/items/1.5'])('refuses %s', async (url) => {
    expect((await get(url)).status).toBe(400);
  });
});
