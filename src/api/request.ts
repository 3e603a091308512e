import { ErrorCodes, timedWarningCodes, type Envelope } from '../../shared/error-codes';
import { limits, messages } from '../../shared/messages';
import { loginPathFor, logoutLocally } from '../providers/local-logout';
import { sessionStore } from '../providers/session-store';
import { ApiError } from './api-error';
import { loading } from './loading';
import { navigateTo } from './navigation';
import { notify } from './notify';
import { pendingRequests } from './pending-requests';

/** Per-call flags of section 7: `admin` uses the back-office session, `silent` skips the loading overlay. */
export interface RequestFlags {
  admin?: boolean;
  silent?: boolean;
  /** Defaults to the 60-second request timeout of section 9. */
  timeoutMs?: number;
}

export type RequestOptions = RequestInit & RequestFlags;

/** Set while a session-expiry redirect is under way, so parallel failures warn and redirect once. */
let redirecting = false;

function withTimestamp(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${Date.now()}`;
}

function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** InvalidToken: cancel everything in flight, warn once, log out and go to the right login page. */
export function expireSession(admin: boolean, text?: string): void {
  pendingRequests.cancelAll();
  if (redirecting) return;
  redirecting = true;
  notify.warning(text || messages.loginExpired);
  const kind = admin ? 'admin' : 'user';
  logoutLocally(kind);
  const target = admin ? `${loginPathFor(kind)}?redirect=${encodeURIComponent(currentLocation())}` : loginPathFor(kind);
  navigateTo(target, { replace: true });
  setTimeout(() => {
    redirecting = false;
  }, limits.redirectFlagResetMs);
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}

function contentCode(content: unknown): unknown {
  return typeof content === 'object' && content !== null ? (content as { code?: unknown }).code : undefined;
}

/** Section 8: what the user sees for a failed answer; the caller always gets the rejection. */
function reportFailure(envelope: Envelope, admin: boolean): void {
  const text = envelope.message;
  if (envelope.code === ErrorCodes.InvalidToken) {
    expireSession(admin, text);
  } else if (envelope.code === ErrorCodes.StarGrantFailure) {
    notify.warning(text);
  } else if (timedWarningCodes.has(envelope.code)) {
    notify.warning(text, limits.warningSeconds);
  } else if (envelope.code !== ErrorCodes.CaptchaFailure && contentCode(envelope.content) !== ErrorCodes.CaptchaFailure) {
    notify.warning(text);
  }
}

function httpFailureText(status: number): string {
  return status === 404 || status === 500 || status === 502 ? messages.serverFault : messages.unknownError;
}

/**
 * The one request layer every generated call goes through (orval mutator).
 * Resolves with the answer on success; rejects with ApiError otherwise.
 */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { admin = false, silent = false, timeoutMs = limits.requestTimeoutMs, ...init } = options;
  const token = admin ? sessionStore.getAdminToken() : sessionStore.getToken();
  if (admin && !token) {
    expireSession(true);
    throw new ApiError(ErrorCodes.InvalidToken, messages.loginExpired);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort('timeout');
  }, timeoutMs);
  const forward = () => controller.abort(init.signal?.reason);
  init.signal?.addEventListener('abort', forward);
  pendingRequests.add(controller);
  if (!silent) loading.start();

  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', token);

  try {
    let response: Response;
    try {
      response = await fetch(withTimestamp(url), { ...init, headers, signal: controller.signal });
    } catch (error) {
      if (timedOut) {
        notify.warning(messages.requestTimeout);
        throw new ApiError('Timeout', messages.requestTimeout);
      }
      if (controller.signal.aborted) throw new ApiError('Canceled', String(controller.signal.reason ?? 'canceled'));
      notify.networkError(messages.networkError);
      throw new ApiError('Network', messages.networkError, error);
    }

    if (!response.ok) {
      const text = httpFailureText(response.status);
      notify.warning(text);
      notify.networkError(messages.networkError);
      throw new ApiError('Http', text, undefined, response.status);
    }

    const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (!isEnvelope(body)) return body as T; // plain files such as /version.json
    if (body.success) return body as T;
    reportFailure(body, admin);
    throw new ApiError(body.code, body.message, body.content);
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', forward);
    pendingRequests.remove(controller);
    if (!silent) loading.stop();
  }
}

/** Unwraps an envelope's content: "the content is returned to the caller". */
export async function content<T>(call: Promise<{ content?: T | null }>): Promise<T> {
  const envelope = await call;
  return envelope.content as T;
}

/** Generated calls take `RequestInit`; this passes the section-7 flags through that parameter. */
export function withFlags(options: RequestOptions): RequestInit {
  return options;
}
