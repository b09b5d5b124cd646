import { DEFAULT_WAIT_FOR_OWNER_MS, getBus, type EventBus } from '../events/bus';
import { authRenewSession } from '../events/auth';
import { shopLocale } from '../events/shop';
import { ask } from '../events/request';
import { readAccessToken } from '../auth/session-storage';
import {
  ABORTED,
  ApiError,
  HTTP_ERROR,
  INVALID_RESPONSE,
  NETWORK_ERROR,
  TIMEOUT,
} from './api-error';
import { authErrorMessage } from './auth-errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | undefined | string[];

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Undefined values are left out; an array repeats its key (`brand=a&brand=b`). */
  query?: Record<string, QueryValue>;
  /** Only when given: no default timeout (docs/product.md#api-calls). A retry after a refresh gets its own. */
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * A 401 from this call means wrong credentials (a sign-in, a password login), not an
   * expired session: do not ask for the session to be renewed.
   */
  skipSessionRefresh?: boolean;
}

/** Options of the body-carrying shortcuts; the body is their own argument. */
export type BodyRequestOptions = Omit<RequestOptions, 'body'>;

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: BodyRequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: BodyRequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: BodyRequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: BodyRequestOptions): Promise<T>;
  delete<T>(path: string, options?: BodyRequestOptions): Promise<T>;
}

export interface ApiClientOptions {
  /** A function is read on every request, so the page can configure the host after import. */
  baseUrl: string | (() => string);
  /** Where the access token is read from; the page's localStorage when left out. */
  storage?: Storage;
  fetch?: typeof fetch;
  /** The bus on which the session's owner (the auth remote) is asked to renew it. */
  bus?: EventBus;
  /**
   * How long a refused call waits for the session's owner to appear (its remote may still
   * be loading) before it fails as it is.
   */
  waitForSessionOwnerMs?: number;
}

export const REFRESH_TOKEN_PATH = '/api/v1/auth/refresh-token';

const NETWORK_MESSAGE = 'Unable to reach the server. Please check your connection.';
const TIMEOUT_MESSAGE = 'The request timed out. Please try again.';
const ABORTED_MESSAGE = 'The request was cancelled.';

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  const absolute = /^https?:\/\//i.test(path);
  let url = absolute ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const item of value) params.append(key, item);
      else params.append(key, String(value));
    }
    const encoded = params.toString();
    if (encoded) url += (url.includes('?') ? '&' : '?') + encoded;
  }
  return url;
}

/** The API's error shape is `{ "error": { "code", "message" } }`; anything else yields nothing. */
function readErrorBody(body: unknown): {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
} {
  if (typeof body !== 'object' || body === null) return {};
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return {};
  const { code, message, fields } = error as {
    code?: unknown;
    message?: unknown;
    fields?: unknown;
  };
  return {
    code: typeof code === 'string' && code ? code : undefined,
    message: typeof message === 'string' && message ? message : undefined,
    fields: readFields(fields),
  };
}

/** The API's message per refused field, when it sent them (only text values are kept). */
function readFields(fields: unknown): Record<string, string> | undefined {
  if (typeof fields !== 'object' || fields === null) return undefined;
  const entries = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrlOf = (): string =>
    typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl;
  // Read lazily so a page or test that swaps these after creation is honoured.
  const storage = (): Storage | undefined => options.storage;
  const fetchFn = (): typeof fetch => options.fetch ?? globalThis.fetch;
  const bus = (): EventBus => options.bus ?? getBus();

  /** One renewal at a time: every 401 that arrives while it runs waits for the same answer. */
  let renewing: Promise<string | null> | null = null;

  /**
   * `renewedToken` is given for the one retry after a renewal: the token the session's
   * owner answered with (the page's storage may not hold it, when storage is blocked).
   */
  async function send<T>(
    method: HttpMethod,
    path: string,
    opts: RequestOptions,
    isRefreshCall: boolean,
    renewedToken?: string,
  ): Promise<T> {
    const isRetry = renewedToken !== undefined;
    // The refresh call proves itself with the refresh token; an expired access token
    // beside it could only get it rejected.
    const token = isRefreshCall ? null : (renewedToken ?? readAccessToken(storage()));
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    // The API answers (its messages, a shopper's mails) in the page's language.
    headers['Accept-Language'] = bus().current(shopLocale).locale;
    Object.assign(headers, opts.headers);

    const controller = new AbortController();
    let timedOut = false;
    const timer =
      opts.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, opts.timeoutMs);
    const callerSignal = opts.signal;
    const onCallerAbort = (): void => controller.abort();
    if (callerSignal?.aborted) controller.abort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    const noAnswer = (cause: unknown): ApiError =>
      timedOut
        ? new ApiError({ status: 0, code: TIMEOUT, message: TIMEOUT_MESSAGE, cause })
        : callerSignal?.aborted
          ? new ApiError({ status: 0, code: ABORTED, message: ABORTED_MESSAGE, cause })
          : new ApiError({ status: 0, code: NETWORK_ERROR, message: NETWORK_MESSAGE, cause });

    let response: Response;
    let text: string;
    try {
      response = await fetchFn()(buildUrl(baseUrlOf(), path, opts.query), {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: controller.signal,
      });
      // The timeout covers the whole answer, body included: a stalled body is a stalled call.
      text = response.status === 204 ? '' : await response.text();
    } catch (cause) {
      throw noAnswer(cause);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }

    const parsed = text === '' ? ({ ok: true, value: undefined } as const) : parseJson(text);

    if (response.ok) {
      if (!parsed.ok) {
        throw new ApiError({
          status: response.status,
          code: INVALID_RESPONSE,
          message: 'The server sent an unreadable answer.',
        });
      }
      return parsed.value as T;
    }

    const body = readErrorBody(parsed.ok ? parsed.value : undefined);
    const error = new ApiError({
      status: response.status,
      code: body.code ?? HTTP_ERROR,
      message: body.message ?? authErrorMessage(response.status),
      serverMessage: body.message,
      ...(body.fields ? { fields: body.fields } : {}),
    });
    if (response.status === 401 && !isRefreshCall && !opts.skipSessionRefresh && !isRetry) {
      // Whatever happens while renewing, the caller gets its 401 unless renewed.
      const renewed = await renewSession(token).catch(() => null);
      // docs/product.md D18 (the observed shop did not retry): an expired token must not turn the
      // shopper's next page into an error, so this one call goes once more with the
      // renewed token. A second 401 is final: the retry never asks again.
      if (renewed !== null) return send<T>(method, path, opts, false, renewed);
    }
    throw error;
  }

  /**
   * The access token to send the refused call again with, or null to fail it as it is.
   * The auth remote owns the session: it is asked on the bus (auth:renew-session) and
   * renews, or signs the shopper out and sends them to sign in again; this client writes
   * nothing. With no owner alive (the auth remote down or not loaded), the call fails.
   */
  async function renewSession(tokenSent: string | null): Promise<string | null> {
    // A call that left before a renewal finished fails with the old token; the session is
    // already renewed, and renewing again would only rotate the tokens for nothing.
    const current = readAccessToken(storage());
    if (current !== null && current !== tokenSent) return current;
    renewing ??= askOwner(tokenSent).finally(() => {
      renewing = null;
    });
    return renewing;
  }

  async function askOwner(refused: string | null): Promise<string | null> {
    const reply = await ask(
      bus(),
      authRenewSession,
      { refused },
      { waitForOwnerMs: options.waitForSessionOwnerMs ?? DEFAULT_WAIT_FOR_OWNER_MS },
    );
    return reply.status === 'answered' && reply.answer.outcome === 'renewed'
      ? reply.answer.accessToken
      : null;
  }

  function request<T>(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<T> {
    const isRefreshCall = path.split('?')[0]?.endsWith(REFRESH_TOKEN_PATH) ?? false;
    return send<T>(method, path, opts, isRefreshCall);
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}

export const DEFAULT_API_BASE_URL = 'http://localhost:4000';

export interface ApiConfig {
  baseUrl: string;
}

interface PageApiSettings {
  baseUrl: string;
}

const API_SETTINGS_KEY = Symbol.for('shop.api');
type SettingsHolder = { [API_SETTINGS_KEY]?: PageApiSettings };

/**
 * Pinned on globalThis like the bus: a remote that ends up with its own copy of this
 * package still talks to the host the shell configured.
 */
function pageSettings(): PageApiSettings {
  const holder = globalThis as SettingsHolder;
  holder[API_SETTINGS_KEY] ??= { baseUrl: DEFAULT_API_BASE_URL };
  return holder[API_SETTINGS_KEY];
}

/** Points the page's client at the API host; the shell calls it once at boot. */
export function configureApi(config: ApiConfig): void {
  pageSettings().baseUrl = config.baseUrl;
}

export function getApiBaseUrl(): string {
  return pageSettings().baseUrl;
}

/** The page's client: every remote calls the API through it. */
export const api: ApiClient = createApiClient({ baseUrl: () => pageSettings().baseUrl });
