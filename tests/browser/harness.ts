import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServerProcess } from '../support/server-process';
import { inject } from 'vitest';

/**
 * The real product for browser tests: the server started as `npm start` would (after
 * `vite build`), on a free port and a clean PGlite folder, driven by Debian's Chromium.
 */
export interface Product {
  baseUrl: string;
  browser: Browser;
  /** `timezoneId`: the browser's clock zone (a school's staff in China: Asia/Shanghai, so their "today" is the server's). */
  newPage(options?: { userAgent?: string; phone?: boolean; timezoneId?: string }): Promise<{ context: BrowserContext; page: Page }>;
  api(path: string, body?: unknown, token?: string): Promise<any>;
  stop(): Promise<void>;
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * `databaseUrl`: a PostgreSQL database instead of the embedded one, for tests that look into the stored data;
 * `env`: settings of this product's server beyond the defaults (a small storage quota, say).
 */
/** The migrated, seeded database folder of the run (tests/browser/product-data.setup.ts); absent outside vitest (benchmarks). */
function productDataTemplate(): string | undefined {
  try {
    return inject('productDataTemplate');
  } catch {
    return undefined;
  }
}

export async function startProduct(options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<Product> {
  const dataDir = mkdtempSync(join(tmpdir(), 'browser-test-'));
  // The shared seeded folder is the small base school; a test that asks for a demo term seeds its own.
  const baseSchool = (options.env?.DEMO_SCALE ?? 'none') === 'none';
  const template = !options.databaseUrl && options.env?.SEED_DEMO_DATA !== 'false' && baseSchool ? productDataTemplate() : undefined;
  if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  // The tests stand in for clients behind the product's proxy (X-Forwarded-For), so the local address is trusted.
  const server = await startServerProcess({
    DATA_DIR: join(dataDir, 'pglite'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: options.databaseUrl ?? '',
    WEB_DIST: 'dist',
    TRUST_PROXY: '127.0.0.1,::1',
    ...options.env,
  });
  const baseUrl = server.url;

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

  return {
    baseUrl,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: baseUrl,
        locale: 'zh-CN',
        ...(options.phone ? devices['iPhone 13'] : {}),
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
      });
      return { context, page: await context.newPage() };
    },
    async api(path, body, token) {
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    async stop() {
      await browser.close();
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the real login page of the kind. */
export async function signIn(page: Page, kind: 'staff' | 'student' | 'admin', userName: string, password: string): Promise<void> {
  await page.goto(kind === 'admin' ? '/background/login' : '/login');
  if (kind === 'student') await page.getByRole('tab', { name: '学生登录' }).click();
  const form = page.locator('form:visible');
  await form.getByPlaceholder('请输入账号').fill(userName);
  await form.getByPlaceholder('请输入密码').fill(password);
  await form.locator('button[type=submit]').click();
}


export { encodePasswordForTransport } from '../../shared/password-transport';
