import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { antdNotifier, setNotifier } from '../../api/notify';
import { server } from '../../test/msw-server';
import { spyOnUserFeedback } from '../../test/spies';
import { checkForNewVersion, runningVersion, shouldReload } from './version-check';

beforeEach(() => {
  spyOnUserFeedback();
});
afterEach(() => setNotifier(antdNotifier));

describe('shouldReload', () => {
  it('reloads only for a different version not already reloaded for', () => {
    expect(shouldReload('2', '1', null)).toBe(true);
    expect(shouldReload('1', '1', null)).toBe(false);
    expect(shouldReload('2', '1', '2')).toBe(false);
    expect(shouldReload(undefined, '1', null)).toBe(false);
  });
});

describe('checkForNewVersion', () => {
  it('fetches /version.json with a timestamp, silently, and reloads when it differs', async () => {
    let url = '';
    server.use(
      http.get('*/version.json', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ version: '29991231235959' });
      }),
    );
    const reload = vi.fn();
    await expect(checkForNewVersion({ dev: false, reload })).resolves.toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(new URL(url).searchParams.get('t')).toMatch(/^\d+$/);
    // The same server version again (e.g. a cached index.html): no reload loop.
    await expect(checkForNewVersion({ dev: false, reload })).resolves.toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the versions match', async () => {
    server.use(http.get('*/version.json', () => HttpResponse.json({ version: runningVersion })));
    const reload = vi.fn();
    await expect(checkForNewVersion({ dev: false, reload })).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('is skipped in development', async () => {
    const reload = vi.fn();
    await expect(checkForNewVersion({ dev: true, reload })).resolves.toBe(false);
  });

  it('a failed fetch keeps the running version', async () => {
    server.use(http.get('*/version.json', () => new HttpResponse(null, { status: 502 })));
    const reload = vi.fn();
    await expect(checkForNewVersion({ dev: false, reload })).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('the build version is timestamp-like', () => {
    expect(runningVersion).toMatch(/^\d{14}$/);
  });
});
