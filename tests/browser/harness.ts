import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * The real product for browser tests: the server started as `npm start` would (after
 * `vite build`), on a free port and a clean PGlite folder, driven by Debian's Chromium.
 */
export interface Product {
  baseUrl: string;
  browser: Browser;
  newPage(options?: { userAgent?: string; phone?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  api(path: string, body?: unknown, token?: string): Promise<any>;
  stop(): Promise<void>;
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForServer(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/version.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start:\n${log()}`);
}

export async function startProduct(): Promise<Product> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'browser-test-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'pglite'), LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(baseUrl, child, () => output);

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
      });
      return { context, page: await context.newPage() };
    },
    async api(path, body, token) {
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    async stop() {
      await browser.close();
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
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
