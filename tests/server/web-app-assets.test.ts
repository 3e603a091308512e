import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFile } from '../../scripts/vite-precompress';
import { registerWebApp } from '../../server/plugins/web-app';

/** A built web app as `vite build` leaves it: index.html and hashed assets with their .br/.gz copies. */
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div>${'<!-- page -->'.repeat(100)}</body></html>`;
const appJs = `export const screens = [${Array.from({ length: 200 }, (_, i) => `{ name: 'screen-${i}', title: '页面 ${i}' }`).join(', ')}];`;
const tinyJs = 'export const x = 1;';

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), appJs);
  writeFileSync(join(dist, 'assets', 'tiny-3c4d.js'), tinyJs);
  for (const file of ['index.html', 'assets/app-1a2b.js', 'assets/tiny-3c4d.js']) await precompressFile(join(dist, file));
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build writes compressed copies', () => {
  it('beside index.html and large assets, not beside files too small to gain', () => {
    expect(readdirSync(dist).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz']);
    expect(readdirSync(join(dist, 'assets')).sort()).toEqual(['app-1a2b.js', 'app-1a2b.js.br', 'app-1a2b.js.gz', 'tiny-3c4d.js']);
  });
});

describe('assets are sent compressed by Accept-Encoding', () => {
  it('brotli when the browser accepts it, with the year-long cache of hashed assets', async () => {
    const res = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(appJs.length / 5);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('gzip when brotli is not accepted', async () => {
    const res = await get('/assets/app-1a2b.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(res.rawPayload).toString()).toBe(appJs);
  });

  it('the file as is without Accept-Encoding, or with an encoding there is no copy for', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/app-1a2b.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(appJs);
    }
  });

  it('a file without compressed copies as is, even to a browser that accepts brotli', async () => {
    const res = await get('/assets/tiny-3c4d.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(tinyJs);
  });

  it('a missing asset is still a 404, whatever the encoding', async () => {
    expect((await get('/assets/missing-9z.js', 'br, gzip')).statusCode).toBe(404);
  });
});

describe('index.html is sent compressed and never cached', () => {
  it.each([
    ['/', 'br, gzip', 'br'],
    ['/login', 'br, gzip', 'br'],
    ['/background/login', 'gzip', 'gzip'],
  ])('%s with %s → %s', async (url, acceptEncoding, encoding) => {
    const res = await get(url, acceptEncoding);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const body = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
    expect(body.toString()).toBe(indexHtml);
  });

  it('as is to a client that accepts no compression', async () => {
    const res = await get('/school-home-page/dataBoard');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(indexHtml);
  });
});

describe('cross-origin isolation of the Python pages', () => {
  it('the Python and C++ editors are sent isolated, other pages are not; assets let isolated pages start workers', async () => {
    for (const path of ['/python/editor_v2', '/cpp/editor?workId=3']) {
      const page = await get(path);
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.headers['cross-origin-embedder-policy']).toBe('require-corp');
    }
    for (const path of ['/code-classroom-stu/classroom-index-stu', '/login', '/python/editor_v2x']) {
      const page = await get(path);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(page.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    expect((await get('/assets/tiny-3c4d.js')).headers['cross-origin-embedder-policy']).toBe('require-corp');
  });
});
