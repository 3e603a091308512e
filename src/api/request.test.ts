import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCodes } from '../../shared/error-codes';
import { limits } from '../../shared/messages';
import { sessionStore } from '../providers/session-store';
import { fail, ok } from '../test/envelope';
import { server } from '../test/msw-server';
import { spyOnUserFeedback } from '../test/spies';
import { ApiError } from './api-error';
import { loading } from './loading';
import { antdNotifier, setNotifier } from './notify';
import { pendingRequests } from './pending-requests';
import { content, request, withFlags } from './request';
import { specText } from '../../tests/fixtures/spec-texts';

let feedback: ReturnType<typeof spyOnUserFeedback>;

beforeEach(() => {
  feedback = spyOnUserFeedback();
});

afterEach(async () => {
  vi.useRealTimers();
  setNotifier(antdNotifier);
  // Let the 1-second redirect flag of an earlier test run out so tests stay independent.
  await new Promise((r) => setTimeout(r, 0));
});

/** The texts warned so far (the duration argument aside). */
function warnings(): string[] {
  return feedback.notifier.warning.mock.calls.map((call) => call[0] as string);
}

/**
 * Session expiry sets a module-level flag for 1 s; tests that expire a session run on a fake
 * clock and end by letting that second pass, so the next test starts clean.
 */
function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

function resetRedirectFlag(): void {
  vi.advanceTimersByTime(limits.redirectFlagResetMs);
}

describe('request', () => {
  it('appends a cache-busting timestamp to every request', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/java-api/echo', ({ request: req }) => {
        urls.push(req.url);
        return ok(1);
      }),
    );
    await request('/java-api/echo');
    await request('/java-api/echo?a=1');
    expect(new URL(urls[0]).searchParams.get('t')).toMatch(/^\d{13}$/);
    expect(new URL(urls[1]).searchParams.get('a')).toBe('1');
    expect(new URL(urls[1]).searchParams.get('t')).toMatch(/^\d{13}$/);
  });

  it('sends the user token, or the admin token for admin calls', async () => {
    sessionStore.setUserLogin('teacher', 'user-token', []);
    sessionStore.setAdminLogin('admin', 'admin-token', []);
    const seen: (string | null)[] = [];
    server.use(
      http.post('*/java-api/who', ({ request: req }) => {
        seen.push(req.headers.get('Authorization'));
        return ok(null);
      }),
    );
    await request('/java-api/who', { method: 'POST' });
    await request('/java-api/who', withFlags({ method: 'POST', admin: true }));
    expect(seen).toEqual(['user-token', 'admin-token']);
  });

  it('sends no Authorization header without a session', async () => {
    let header: string | null = 'unset';
    server.use(
      http.get('*/java-api/anon', ({ request: req }) => {
        header = req.headers.get('Authorization');
        return ok(null);
      }),
    );
    await request('/java-api/anon');
    expect(header).toBeNull();
  });

  it('resolves with the envelope and content() unwraps it', async () => {
    server.use(http.get('*/java-api/thing', () => ok({ id: 7 })));
    await expect(content(request<{ content: { id: number } }>('/java-api/thing'))).resolves.toEqual({ id: 7 });
  });

  it('counts non-silent requests for the loading overlay and skips silent ones', async () => {
    const seen: number[] = [];
    const off = loading.subscribe((n) => seen.push(n));
    server.use(http.get('*/java-api/slow', () => ok(null)));
    await request('/java-api/slow');
    await request('/java-api/slow', withFlags({ silent: true }));
    off();
    expect(seen).toEqual([1, 0]);
    expect(loading.active).toBe(0);
  });

  it('returns plain (non-envelope) files such as /version.json as they are', async () => {
    server.use(http.get('*/version.json', () => HttpResponse.json({ version: '20260101000000' })));
    await expect(request('/version.json')).resolves.toEqual({ version: '20260101000000' });
  });
});

describe('request failures', () => {
  it('InvalidToken: cancels pending requests, warns once, logs out and goes to /login', async () => {
    useFakeClock();
    sessionStore.setUserLogin('teacher', 'stale', []);
    server.use(
      http.get('*/java-api/expired', () => fail(ErrorCodes.InvalidToken, '登录已失效')),
      http.get('*/java-api/hanging', async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const hanging = request('/java-api/hanging', withFlags({ silent: true }));
    await vi.waitFor(() => expect(pendingRequests.size).toBe(1));
    const [a, b] = await Promise.allSettled([request('/java-api/expired'), request('/java-api/expired')]);
    expect(a.status).toBe('rejected');
    expect(b.status).toBe('rejected');
    expect((a as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    expect((a as PromiseRejectedResult).reason.code).toBe(ErrorCodes.InvalidToken);
    await expect(hanging).rejects.toMatchObject({ code: 'Canceled' });
    expect(warnings()).toEqual(['登录已失效']);
    expect(feedback.navigate).toHaveBeenCalledTimes(1);
    expect(feedback.navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(sessionStore.getToken()).toBeNull();
    resetRedirectFlag();
  });

  it('InvalidToken on an admin call goes to /background/login with the current path as redirect', async () => {
    useFakeClock();
    sessionStore.setAdminLogin('admin', 'stale-admin', []);
    sessionStore.setUserLogin('teacher', 'user-token', []);
    window.history.pushState({}, '', '/background/contract?page=2');
    server.use(http.post('*/java-api/admin/x', () => fail(ErrorCodes.InvalidToken, '')));
    await expect(request('/java-api/admin/x', withFlags({ method: 'POST', admin: true }))).rejects.toBeInstanceOf(ApiError);
    expect(warnings()).toEqual([specText.messages.loginExpired]);
    expect(feedback.navigate).toHaveBeenCalledWith(
      `/background/login?redirect=${encodeURIComponent('/background/contract?page=2')}`,
      { replace: true },
    );
    expect(sessionStore.getAdminToken()).toBeNull();
    // The user session is a different session and stays.
    expect(sessionStore.getToken()).toBe('user-token');
    window.history.pushState({}, '', '/');
    resetRedirectFlag();
  });

  it('an admin call without an admin token expires the admin session without calling the server', async () => {
    useFakeClock();
    let called = false;
    server.use(
      http.get('*/java-api/admin/y', () => {
        called = true;
        return ok(null);
      }),
    );
    await expect(request('/java-api/admin/y', withFlags({ admin: true }))).rejects.toMatchObject({ code: ErrorCodes.InvalidToken });
    expect(called).toBe(false);
    expect(feedback.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/background\/login\?redirect=/), { replace: true });
    resetRedirectFlag();
  });

  it('resets the redirect flag 1 s after logout, so a later expiry warns and redirects again', async () => {
    useFakeClock();
    server.use(http.get('*/java-api/expired', () => fail(ErrorCodes.InvalidToken, '过期')));
    await expect(request('/java-api/expired')).rejects.toBeInstanceOf(ApiError);
    vi.advanceTimersByTime(limits.redirectFlagResetMs - 1);
    await expect(request('/java-api/expired')).rejects.toBeInstanceOf(ApiError);
    expect(feedback.notifier.warning).toHaveBeenCalledTimes(1);
    expect(feedback.navigate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await expect(request('/java-api/expired')).rejects.toBeInstanceOf(ApiError);
    expect(feedback.notifier.warning).toHaveBeenCalledTimes(2);
    expect(feedback.navigate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(limits.redirectFlagResetMs);
  });

  it('CaptchaFailure shows no warning but still rejects with the code', async () => {
    server.use(http.post('*/java-api/school/tch/login', () => fail(ErrorCodes.CaptchaFailure, '人机验证未通过')));
    await expect(request('/java-api/school/tch/login', { method: 'POST' })).rejects.toMatchObject({ code: ErrorCodes.CaptchaFailure });
    expect(feedback.notifier.warning).not.toHaveBeenCalled();
  });

  it('a CaptchaFailure carried in the content code shows no warning either', async () => {
    // "Other failures" (codes without their own rule) are exempt when the content code is CaptchaFailure.
    server.use(http.post('*/java-api/login2', () => fail(ErrorCodes.NotFound, 'x', { code: ErrorCodes.CaptchaFailure })));
    await expect(request('/java-api/login2', { method: 'POST' })).rejects.toBeInstanceOf(ApiError);
    expect(feedback.notifier.warning).not.toHaveBeenCalled();
  });

  it.each([
    ErrorCodes.AuthFailure,
    ErrorCodes.UpdatePasswordError,
    ErrorCodes.ActionFailure,
    ErrorCodes.InvalidParameter,
    ErrorCodes.PhoneNotUnique,
    ErrorCodes.PhoneRepeat,
    ErrorCodes.ExchangeError,
    ErrorCodes.SmsVerifyFailure,
    ErrorCodes.SysError,
    ErrorCodes.InvalidUserNameOrPassword,
  ])('%s warns with the server message for 2 seconds', async (code) => {
    server.use(http.post('*/java-api/act', () => fail(code, `失败:${code}`)));
    await expect(request('/java-api/act', { method: 'POST' })).rejects.toMatchObject({ code, message: `失败:${code}` });
    expect(feedback.notifier.warning).toHaveBeenCalledWith(`失败:${code}`, limits.warningSeconds);
  });

  it('other failures warn once with the server message', async () => {
    server.use(http.get('*/java-api/missing', () => fail(ErrorCodes.NotFound, '请求的资源不存在')));
    await expect(request('/java-api/missing')).rejects.toMatchObject({ code: ErrorCodes.NotFound });
    expect(warnings()).toEqual(['请求的资源不存在']);
  });

  it('StarGrantFailure warns with the message and rejects', async () => {
    server.use(http.post('*/java-api/grant', () => fail(ErrorCodes.StarGrantFailure, '星币不足')));
    await expect(request('/java-api/grant', { method: 'POST' })).rejects.toMatchObject({ code: ErrorCodes.StarGrantFailure });
    expect(warnings()).toEqual(['星币不足']);
  });

  it.each([404, 500, 502])('HTTP %i shows the server-fault text and the network notification', async (status) => {
    server.use(http.get('*/java-api/broken', () => new HttpResponse(null, { status })));
    await expect(request('/java-api/broken')).rejects.toMatchObject({ code: 'Http', status, message: specText.messages.serverFault });
    expect(warnings()).toEqual([specText.messages.serverFault]);
    expect(feedback.notifier.networkError).toHaveBeenCalledWith(specText.messages.networkError);
  });

  it('other HTTP statuses are an unknown error', async () => {
    server.use(http.get('*/java-api/teapot', () => new HttpResponse(null, { status: 418 })));
    await expect(request('/java-api/teapot')).rejects.toMatchObject({ code: 'Http', message: specText.messages.unknownError });
    expect(feedback.notifier.networkError).toHaveBeenCalledWith(specText.messages.networkError);
  });

  it('a network failure shows the network notification', async () => {
    server.use(http.get('*/java-api/down', () => HttpResponse.error()));
    await expect(request('/java-api/down')).rejects.toMatchObject({ code: 'Network' });
    expect(feedback.notifier.networkError).toHaveBeenCalledWith(specText.messages.networkError);
  });

  it('times out after 60 seconds with the timeout warning', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get('*/java-api/forever', async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const pending = request('/java-api/forever');
    const settled = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(limits.requestTimeoutMs - 1);
    expect(feedback.notifier.warning).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toMatchObject({ code: 'Timeout', message: specText.messages.requestTimeout });
    expect(warnings()).toEqual([specText.messages.requestTimeout]);
    expect(loading.active).toBe(0);
  });
});
