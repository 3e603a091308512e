import type { BrowserContext, Page } from 'playwright-core';

/** A JS or CSS file a page loaded: its size as received and as transferred (compressed, headers included, as DevTools counts). */
export interface FileLoad {
  url: string;
  type: 'js' | 'css';
  raw: number;
  transferred: number;
  encoding: string;
}

/** Records JS and CSS loads of one page through the DevTools protocol. */
export async function recordLoads(context: BrowserContext, page: Page): Promise<() => FileLoad[]> {
  const cdp = await context.newCDPSession(page);
  const pending = new Map<string, { url: string; type: FileLoad['type']; encoding: string; raw: number }>();
  const done: FileLoad[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const mime = e.response.mimeType;
    const type = /javascript/.test(mime) ? 'js' : /css/.test(mime) ? 'css' : null;
    if (!type) return;
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
    pending.set(e.requestId, { url: e.response.url, type, encoding: headers['content-encoding'] ?? 'identity', raw: 0 });
  });
  cdp.on('Network.dataReceived', (e) => {
    const load = pending.get(e.requestId);
    if (load) load.raw += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const load = pending.get(e.requestId);
    if (!load) return;
    pending.delete(e.requestId);
    done.push({ ...load, transferred: e.encodedDataLength });
  });
  await cdp.send('Network.enable');
  return () => done;
}
