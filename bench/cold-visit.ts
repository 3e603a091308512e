/**
 * A cold first visit of one screen in the built product: signed in first (in another context) when
 * the entry names an account, then opened in a new context with an empty HTTP cache, recording every
 * JS and CSS file loaded. Shared by the web-weight and classroom benchmarks.
 */
import type { BrowserContext } from 'playwright-core';
import { signIn, type Product } from '../tests/browser/harness';
import { recordLoads, type FileLoad } from './record-loads';

type Kind = 'staff' | 'student' | 'admin';

export interface Entry {
  name: string;
  /** Signed in as this demo account first (in another context), or anonymous. */
  account?: { kind: Kind; userName: string; password: string };
  /** The screen opened; without it, the screen the account lands on after signing in. */
  path?: string;
  /** What shows that the first screen is there. */
  ready: string;
}

export const pageShown = '[data-page-status="built"], [data-page-status="not-built"]';
export const loginForm = 'input[placeholder="请输入账号"]';

export interface Measure {
  entry: string;
  landed: string;
  files: FileLoad[];
}

/** Signs in through the real login page and returns the signed-in browser state and landing path. */
async function signedInState(product: Product, account: NonNullable<Entry['account']>) {
  const { context, page } = await product.newPage();
  await signIn(page, account.kind, account.userName, account.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.locator(pageShown).first().waitFor({ timeout: 60_000 });
  const state = await context.storageState();
  const landing = new URL(page.url()).pathname;
  await context.close();
  return { state, landing };
}

/** One sign-in per account and product: a bench of many screens of one account does not sign in for each. */
const signIns = new WeakMap<Product, Map<string, ReturnType<typeof signedInState>>>();

function signedInOnce(product: Product, account: NonNullable<Entry['account']>) {
  const byAccount = signIns.get(product) ?? new Map<string, ReturnType<typeof signedInState>>();
  signIns.set(product, byAccount);
  const key = `${account.kind}:${account.userName}`;
  if (!byAccount.has(key)) byAccount.set(key, signedInState(product, account));
  return byAccount.get(key)!;
}

export async function measure(product: Product, entry: Entry): Promise<Measure> {
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  let path = entry.path;
  if (entry.account) {
    const signedIn = await signedInOnce(product, entry.account);
    storageState = signedIn.state;
    path ??= signedIn.landing;
  }
  // A new context has its own empty HTTP cache: a cold first visit.
  const context = await product.browser.newContext({ baseURL: product.baseUrl, locale: 'zh-CN', storageState });
  const page = await context.newPage();
  const loads = await recordLoads(context, page);
  await page.goto(path as string);
  await page.locator(entry.ready).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const files = [...loads()];
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { entry: entry.name, landed, files };
}

