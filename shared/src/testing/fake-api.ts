// The one way the front-end tests fake the network: the API seen from the browser. Only
// `fetch` is replaced; the shared API client, the bus and everything above them run for
// real. Imported by tests only (`@shop/shared/testing`), never by an app.

export interface ApiCall {
  method: string;
  url: URL;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body sent, parsed; undefined without one. */
  body: unknown;
  authorization: string | undefined;
}

/** An HTTP answer, or a request that never reaches a server. */
export type Answer = { status: number; body?: unknown } | 'network-error';
export type ApiRoute = Answer | ((call: ApiCall) => Answer | Promise<Answer>);

export interface FakeApiOptions {
  /** What a request that no route matches gets; a network error unless given. */
  otherwise?: Answer;
}

export interface FakeApi {
  /** Every request, in order. */
  calls: ApiCall[];
  callsTo(path: string): ApiCall[];
  /** Puts the fetch back that was there before. */
  restore(): void;
}

/** The API's error body. */
export function apiError(status: number, code: string, message: string): Answer {
  return { status, body: { error: { code, message } } };
}

export const NOT_FOUND: Answer = apiError(404, 'NOT_FOUND', 'Service not found');

interface Matcher {
  method: string | undefined;
  segments: string[];
  route: ApiRoute;
}

function compile(routes: Record<string, ApiRoute>): Matcher[] {
  return Object.entries(routes).map(([key, route]) => {
    const [first, second] = key.trim().split(/\s+/);
    const path = second ?? first!;
    return {
      method: second === undefined ? undefined : first!.toUpperCase(),
      segments: path.split('/').filter(Boolean),
      route,
    };
  });
}

/**
 * How well a route's key fits a request: exact beats a key the path lies below; then the
 * longer key; then one that names the method. -1 when it does not fit.
 */
function fit(matcher: Matcher, method: string, parts: string[]): number {
  if (matcher.method !== undefined && matcher.method !== method) return -1;
  if (matcher.segments.length > parts.length) return -1;
  const same = matcher.segments.every((segment, i) => segment === '*' || segment === parts[i]);
  if (!same) return -1;
  const exact = matcher.segments.length === parts.length ? 10_000 : 0;
  return exact + matcher.segments.length * 10 + (matcher.method === undefined ? 0 : 1);
}

/**
 * Replaces `fetch` with the given routes. A key is `"METHOD /path"` or `"/path"` (any
 * method); `*` stands for one path segment; a key also answers the paths below it unless
 * a closer key does. A route is an answer or a function of the call.
 */
export function fakeApi(routes: Record<string, ApiRoute>, options: FakeApiOptions = {}): FakeApi {
  const matchers = compile(routes);
  const calls: ApiCall[] = [];
  const previous = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // A Request object (not every test environment defines the class) or a URL/string.
    const href = typeof input === 'object' && 'url' in input ? input.url : String(input);
    const url = new URL(href);
    const headers = new Headers(init.headers);
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      authorization: headers.get('Authorization') ?? undefined,
    };
    calls.push(call);
    const parts = url.pathname.split('/').filter(Boolean);
    let best: Matcher | undefined;
    let bestFit = -1;
    for (const matcher of matchers) {
      const score = fit(matcher, call.method, parts);
      if (score > bestFit) [best, bestFit] = [matcher, score];
    }
    const route = best?.route ?? options.otherwise ?? 'network-error';
    const answer = typeof route === 'function' ? await route(call) : route;
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  }) as typeof fetch;
  return {
    calls,
    callsTo: (path) => calls.filter((call) => call.path === path),
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}

/** The next `getBus()` makes a new event bus, as a page load would. */
export function resetBus(): void {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('shop.bus')];
}

/** A fresh page for the next test: a new event bus and empty browser storage. */
export function resetPage(): void {
  resetBus();
  localStorage.clear();
  sessionStorage.clear();
}
