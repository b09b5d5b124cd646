// The one error every API call rejects with, so callers branch on `code` and `status`
// instead of on fetch's many failure shapes.

/** No HTTP answer at all: the API could not be reached. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** The caller's `timeoutMs` ran out before the answer arrived. */
export const TIMEOUT = 'TIMEOUT';
/** The caller's own AbortSignal cancelled the call (e.g. a screen was left). */
export const ABORTED = 'ABORTED';
/** An error status without the API's `{ error: { code } }` body (e.g. a proxy page). */
export const HTTP_ERROR = 'HTTP_ERROR';
/** A success status whose body is not JSON. */
export const INVALID_RESPONSE = 'INVALID_RESPONSE';

export interface ApiErrorInit {
  /** HTTP status; 0 when no answer arrived (network error, timeout, abort). */
  status: number;
  code: string;
  message: string;
  /** The `error.message` the API sent, when it sent one. */
  serverMessage?: string;
  /** The API's message per refused body field (`error.fields`), for a form to show beside each. */
  fields?: Record<string, string>;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly serverMessage?: string;
  readonly fields?: Record<string, string>;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    if (init.fields) this.fields = init.fields;
  }
}

/**
 * Also recognises an ApiError thrown by a second copy of this package (a remote that
 * failed to share `@shop/shared`), where `instanceof` would say no.
 */
export function isApiError(value: unknown): value is ApiError {
  if (value instanceof ApiError) return true;
  if (!(value instanceof Error) || value.name !== 'ApiError') return false;
  const candidate = value as Partial<ApiError>;
  return typeof candidate.status === 'number' && typeof candidate.code === 'string';
}
