/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBus } from '../events/bus';
import { authTokensRefreshed } from '../events/auth';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  USER_KEY,
  readAccessToken,
  readRefreshToken,
  readStoredUser,
} from '../auth/session-storage';
import {
  DEFAULT_API_BASE_URL,
  api,
  configureApi,
  createApiClient,
  getApiBaseUrl,
  setApiNavigator,
  type ApiClient,
} from './api-client';
import { ApiError, isApiError } from './api-error';

class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length(): number {
    return this.map.size;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Route = (req: Seen, res: ServerResponse) => void | Promise<void>;

let server: Server;
let baseUrl: string;
let seen: Seen[];
let routes: Map<string, Route>;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function calls(path: string): Seen[] {
  return seen.filter((s) => s.url.split('?')[0] === path);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const entry: Seen = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      };
      seen.push(entry);
      const route = routes.get(`${entry.method} ${entry.url.split('?')[0]}`);
      if (route) void route(entry, res);
      else json(res, 404, { error: { code: 'NOT_FOUND', message: 'Route not found' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let storage: MemoryStorage;
let bus: EventBus;
let navigate: jest.Mock<void, [string]>;
let client: ApiClient;

beforeEach(() => {
  seen = [];
  routes = new Map();
  storage = new MemoryStorage();
  bus = new EventBus();
  navigate = jest.fn<void, [string]>();
  client = createApiClient({ baseUrl: () => baseUrl, storage, bus, navigate });
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('requests', () => {
  it('sends the stored access token as a bearer header and reads JSON back', async () => {
    routes.set('GET /api/v1/products', (_req, res) => json(res, 200, [{ id: 'p1' }]));
    storage.setItem(ACCESS_TOKEN_KEY, 'access-1');

    await expect(client.get('/api/v1/products')).resolves.toEqual([{ id: 'p1' }]);

    expect(seen[0]?.headers.authorization).toBe('Bearer access-1');
    expect(seen[0]?.headers.accept).toBe('application/json');
  });

  it('sends no Authorization header when no token is stored', async () => {
    routes.set('GET /api/v1/products', (_req, res) => json(res, 200, []));
    await client.get('/api/v1/products');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    routes.set('POST /api/v1/coupons/validate', (req, res) =>
      json(res, 200, { valid: true, discount: 500, echo: req.body }),
    );

    const answer = await client.post<{ echo: unknown }>('/api/v1/coupons/validate', {
      code: 'WELCOME10',
    });

    expect(answer.echo).toEqual({ code: 'WELCOME10' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('sends put, patch and delete with their methods', async () => {
    routes.set('PUT /api/v1/user/profile', (req, res) => json(res, 200, req.body));
    routes.set('PATCH /api/v1/user/profile', (req, res) => json(res, 200, req.body));
    routes.set('DELETE /api/v1/user/profile', (_req, res) => json(res, 200, { ok: true }));

    await expect(client.put('/api/v1/user/profile', { firstName: 'Rahim' })).resolves.toEqual({
      firstName: 'Rahim',
    });
    await expect(client.patch('/api/v1/user/profile', { lastName: 'Uddin' })).resolves.toEqual({
      lastName: 'Uddin',
    });
    await expect(client.delete('/api/v1/user/profile')).resolves.toEqual({ ok: true });
    expect(seen.map((s) => s.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
  });

  it('encodes the query, leaving out undefined and repeating arrays', async () => {
    routes.set('GET /api/v1/products/search', (_req, res) => json(res, 200, []));

    await client.get('/api/v1/products/search', {
      query: {
        q: 'ryzen 7 & more',
        brand: ['AMD', 'Intel'],
        minPrice: 1000,
        inStock: true,
        category: undefined,
      },
    });

    const url = new URL(seen[0]?.url ?? '', baseUrl);
    expect(url.searchParams.get('q')).toBe('ryzen 7 & more');
    expect(url.searchParams.getAll('brand')).toEqual(['AMD', 'Intel']);
    expect(url.searchParams.get('minPrice')).toBe('1000');
    expect(url.searchParams.get('inStock')).toBe('true');
    expect(url.searchParams.has('category')).toBe(false);
  });

  it('adds the query to a path that already has one', async () => {
    routes.set('GET /api/v1/inventory/p1/check', (_req, res) =>
      json(res, 200, { available: true, stock: 3 }),
    );
    await client.get('/api/v1/inventory/p1/check?quantity=2', { query: { source: 'cart' } });
    expect(seen[0]?.url).toBe('/api/v1/inventory/p1/check?quantity=2&source=cart');
  });

  it('resolves a 204 answer to undefined', async () => {
    routes.set('DELETE /api/v1/orders/o1', (_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(client.delete('/api/v1/orders/o1')).resolves.toBeUndefined();
  });

  it('lets the caller add headers', async () => {
    routes.set('POST /api/v1/orders', (_req, res) =>
      json(res, 201, { success: true, orderId: 'o1' }),
    );
    await client.post('/api/v1/orders', { items: [] }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(seen[0]?.headers['idempotency-key']).toBe('k-1');
  });

  it('joins a base URL that ends with a slash', async () => {
    routes.set('GET /api/v1/categories', (_req, res) => json(res, 200, []));
    const slashed = createApiClient({ baseUrl: `${baseUrl}/`, storage, bus, navigate });
    await slashed.get('/api/v1/categories');
    expect(seen[0]?.url).toBe('/api/v1/categories');
  });
});

describe('errors', () => {
  it('turns the API error shape into an ApiError with status, code and message', async () => {
    routes.set('POST /api/v1/coupons/validate', (_req, res) =>
      json(res, 400, { error: { code: 'COUPON_EXPIRED', message: 'This coupon has expired' } }),
    );

    const error = await failureOf(client.post('/api/v1/coupons/validate', { code: 'OLD' }));

    expect(error.status).toBe(400);
    expect(error.code).toBe('COUPON_EXPIRED');
    expect(error.message).toBe('This coupon has expired');
    expect(error.serverMessage).toBe('This coupon has expired');
    expect(isApiError(error)).toBe(true);
  });

  it("keeps the API's message per refused field for the form to show beside each", async () => {
    routes.set('POST /api/v1/admin/coupons', (_req, res) =>
      json(res, 400, {
        error: {
          code: 'VALIDATION_ERROR',
          message: 'body/code must match pattern',
          fields: { code: 'Use 3-32 letters, digits, - or _', bad: 3 },
        },
      }),
    );

    const error = await failureOf(client.post('/api/v1/admin/coupons', { code: 'no!' }));

    expect(error.fields).toEqual({ code: 'Use 3-32 letters, digits, - or _' });
  });

  it('falls back to the catalogue text when the error body is not the API shape', async () => {
    routes.set('GET /api/v1/products', (_req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad Gateway</h1>');
    });

    const error = await failureOf(client.get('/api/v1/products'));

    expect(error.status).toBe(502);
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.message).toBe('Server error. Please try again later');
    expect(error.serverMessage).toBeUndefined();
  });

  it('rejects a success answer that is not JSON', async () => {
    routes.set('GET /api/v1/products', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html></html>');
    });
    const error = await failureOf(client.get('/api/v1/products'));
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(error.status).toBe(200);
  });

  it('times out with code TIMEOUT when a timeout is asked for', async () => {
    routes.set('GET /slow', (_req, res) => {
      setTimeout(() => json(res, 200, { late: true }), 300);
    });

    const error = await failureOf(client.get('/slow', { timeoutMs: 50 }));

    expect(error.code).toBe('TIMEOUT');
    expect(error.status).toBe(0);
  });

  it('waits as long as it takes when no timeout is given', async () => {
    routes.set('GET /slow', (_req, res) => {
      setTimeout(() => json(res, 200, { late: true }), 300);
    });
    await expect(client.get('/slow')).resolves.toEqual({ late: true });
  });

  it('rejects with code ABORTED when the caller aborts', async () => {
    routes.set('GET /slow', (_req, res) => {
      setTimeout(() => json(res, 200, { late: true }), 300);
    });
    const controller = new AbortController();
    const pending = client.get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await failureOf(pending);
    expect(error.code).toBe('ABORTED');
  });

  it('rejects with status 0 and NETWORK_ERROR when the API cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const offline = createApiClient({
      baseUrl: `http://127.0.0.1:${port}`,
      storage,
      bus,
      navigate,
    });

    const error = await failureOf(offline.get('/api/v1/products'));

    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
  });
});

describe('session refresh on 401 (docs/product.md#api-calls, D18)', () => {
  const expired = { error: { code: 'TOKEN_EXPIRED', message: 'Access token expired' } };
  const refreshedUser = {
    id: 'u1',
    email: 'rahim@example.com',
    user_ref: 'REF-1',
    phoneNumber: null,
    isVerified: true,
  };

  beforeEach(() => {
    storage.setItem(ACCESS_TOKEN_KEY, 'old-access');
    storage.setItem(REFRESH_TOKEN_KEY, 'old-refresh');
    storage.setItem(USER_KEY, JSON.stringify({ ...refreshedUser, name: 'rahim' }));
  });

  /** A route that accepts only the renewed token, as the API does after a refresh. */
  const onlyNewToken =
    (body: unknown): Route =>
    (req, res) =>
      req.headers.authorization === 'Bearer new-access'
        ? json(res, 200, body)
        : json(res, 401, expired);

  const refreshOk: Route = (_req, res) =>
    json(res, 200, {
      access_token: 'new-access',
      refresh_token: 'new-refresh',
      user: refreshedUser,
    });

  it('refreshes once with the stored refresh token, stores the new pair, raises the signal and sends the call once more', async () => {
    routes.set('GET /api/v1/user/profile', onlyNewToken({ id: 'u1', firstName: 'Rahim' }));
    routes.set('POST /api/v1/auth/refresh-token', refreshOk);
    const signals: { at: number }[] = [];
    const subscription = bus.on(authTokensRefreshed).subscribe((s) => signals.push(s));
    const before = Date.now();

    const profile = await client.get('/api/v1/user/profile');
    subscription.unsubscribe();

    expect(profile).toEqual({ id: 'u1', firstName: 'Rahim' });
    const refreshCalls = calls('/api/v1/auth/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(refreshCalls[0]?.body).toEqual({ refreshToken: 'old-refresh' });
    // The refresh call proves itself with the refresh token alone: no expired bearer.
    expect(refreshCalls[0]?.headers.authorization).toBeUndefined();
    expect(calls('/api/v1/user/profile').map((c) => c.headers.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    expect(seen.map((s) => s.url)).toEqual([
      '/api/v1/user/profile',
      '/api/v1/auth/refresh-token',
      '/api/v1/user/profile',
    ]);
    expect(readAccessToken(storage)).toBe('new-access');
    expect(readRefreshToken(storage)).toBe('new-refresh');
    expect(readStoredUser(storage)).toEqual({ ...refreshedUser, name: 'rahim' });
    expect(signals).toHaveLength(1);
    expect(signals[0]?.at).toBeGreaterThanOrEqual(before);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the retried call with the same method, body, query and headers', async () => {
    routes.set('POST /api/v1/orders', onlyNewToken({ success: true, orderId: 'o1' }));
    routes.set('POST /api/v1/auth/refresh-token', refreshOk);
    const order = { items: [{ productId: 'p1', quantity: 2 }] };

    await expect(
      client.post('/api/v1/orders', order, {
        query: { source: 'checkout' },
        headers: { 'Idempotency-Key': 'k-7' },
      }),
    ).resolves.toEqual({ success: true, orderId: 'o1' });

    const sent = calls('/api/v1/orders');
    expect(sent).toHaveLength(2);
    for (const call of sent) {
      expect(call.method).toBe('POST');
      expect(call.url).toBe('/api/v1/orders?source=checkout');
      expect(call.body).toEqual(order);
      // The same key both times: the API places one order however often it is asked.
      expect(call.headers['idempotency-key']).toBe('k-7');
    }
  });

  it('retries only once: a second 401 reaches the caller without another refresh', async () => {
    routes.set('GET /api/v1/orders/user', (_req, res) => json(res, 401, expired));
    routes.set('POST /api/v1/auth/refresh-token', refreshOk);

    const error = await failureOf(client.get('/api/v1/orders/user'));

    expect(error.status).toBe(401);
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(calls('/api/v1/orders/user')).toHaveLength(2);
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(1);
    // The renewed session stays: a refused call is not a failed refresh.
    expect(readAccessToken(storage)).toBe('new-access');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the next call carries the refreshed token', async () => {
    routes.set('GET /api/v1/user/profile', onlyNewToken({ id: 'u1' }));
    routes.set('POST /api/v1/auth/refresh-token', refreshOk);

    await expect(client.get('/api/v1/user/profile')).resolves.toEqual({ id: 'u1' });
    await expect(client.get('/api/v1/user/profile')).resolves.toEqual({ id: 'u1' });
    expect(calls('/api/v1/user/profile').map((c) => c.headers.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
      'Bearer new-access',
    ]);
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(1);
  });

  it('shares one refresh call between concurrent 401s and retries each of them once', async () => {
    routes.set('GET /api/v1/orders/user', onlyNewToken([{ id: 'o1' }]));
    routes.set('GET /api/v1/user/profile', onlyNewToken({ id: 'u1' }));
    routes.set('GET /api/v1/categories', (_req, res) => json(res, 200, [{ slug: 'laptops' }]));
    routes.set('POST /api/v1/auth/refresh-token', (req, res) => {
      setTimeout(() => void refreshOk(req, res), 50);
    });
    const signals: unknown[] = [];
    const subscription = bus.on(authTokensRefreshed).subscribe((s) => signals.push(s));

    const results = await Promise.all([
      client.get('/api/v1/orders/user'),
      client.get('/api/v1/user/profile'),
      client.get('/api/v1/categories'),
      client.get('/api/v1/orders/user'),
    ]);
    subscription.unsubscribe();

    expect(results).toEqual([[{ id: 'o1' }], { id: 'u1' }, [{ slug: 'laptops' }], [{ id: 'o1' }]]);
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(1);
    expect(signals).toHaveLength(1);
    // Each refused call went once more; the call that succeeded was never repeated.
    expect(calls('/api/v1/orders/user')).toHaveLength(4);
    expect(calls('/api/v1/user/profile')).toHaveLength(2);
    expect(calls('/api/v1/categories')).toHaveLength(1);
  });

  it('on refresh failure clears tokens and user and goes to /login', async () => {
    routes.set('GET /api/v1/user/profile', (_req, res) => json(res, 401, expired));
    routes.set('POST /api/v1/auth/refresh-token', (_req, res) =>
      json(res, 401, { error: { code: 'REFRESH_REUSED', message: 'Refresh token revoked' } }),
    );
    const signals: unknown[] = [];
    const subscription = bus.on(authTokensRefreshed).subscribe((s) => signals.push(s));

    const error = await failureOf(client.get('/api/v1/user/profile'));
    subscription.unsubscribe();

    expect(error.status).toBe(401);
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(1);
    // Nothing to send it again with: the refused call is not repeated.
    expect(calls('/api/v1/user/profile')).toHaveLength(1);
    expect(storage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(signals).toHaveLength(0);
  });

  it('treats a refresh answer without an access token as a failure', async () => {
    routes.set('GET /api/v1/user/profile', (_req, res) => json(res, 401, expired));
    routes.set('POST /api/v1/auth/refresh-token', (_req, res) => json(res, 200, {}));

    await failureOf(client.get('/api/v1/user/profile'));

    expect(readAccessToken(storage)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('makes no second refresh for a call that left before the session was renewed, and sends it again with the renewed token', async () => {
    routes.set('GET /api/v1/orders/user', (req, res) => {
      if (req.headers.authorization === 'Bearer renewed-access') return json(res, 200, []);
      // Another tab or call renewed the session while this one was on its way.
      storage.setItem(ACCESS_TOKEN_KEY, 'renewed-access');
      return json(res, 401, expired);
    });

    await expect(client.get('/api/v1/orders/user')).resolves.toEqual([]);

    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(0);
    expect(calls('/api/v1/orders/user')).toHaveLength(2);
    expect(readAccessToken(storage)).toBe('renewed-access');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('makes no refresh call when no refresh token is stored', async () => {
    storage.removeItem(REFRESH_TOKEN_KEY);
    routes.set('GET /api/v1/user/profile', (_req, res) => json(res, 401, expired));

    const error = await failureOf(client.get('/api/v1/user/profile'));

    expect(error.status).toBe(401);
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(0);
    expect(calls('/api/v1/user/profile')).toHaveLength(1);
    expect(readAccessToken(storage)).toBe('old-access');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh when the refresh call itself answers 401', async () => {
    routes.set('POST /api/v1/auth/refresh-token', (_req, res) =>
      json(res, 401, { error: { code: 'INVALID_REFRESH', message: 'Invalid refresh token' } }),
    );

    const error = await failureOf(
      client.post('/api/v1/auth/refresh-token', { refreshToken: 'old-refresh' }),
    );

    expect(error.status).toBe(401);
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(1);
    // Sent by hand with an access token stored: still no bearer beside the refresh token.
    expect(calls('/api/v1/auth/refresh-token')[0]?.headers.authorization).toBeUndefined();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh on other error statuses', async () => {
    routes.set('GET /api/v1/user/profile', (_req, res) =>
      json(res, 403, { error: { code: 'FORBIDDEN', message: 'Access forbidden' } }),
    );
    await failureOf(client.get('/api/v1/user/profile'));
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(0);
    expect(calls('/api/v1/user/profile')).toHaveLength(1);
  });

  it('leaves the session alone for a 401 that means wrong credentials (skipSessionRefresh)', async () => {
    routes.set('POST /api/v1/auth/user/login', (_req, res) =>
      json(res, 401, {
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      }),
    );
    const error = await failureOf(
      client.post(
        '/api/v1/auth/user/login',
        { email: 'a@b.c', password: 'x' },
        { skipSessionRefresh: true },
      ),
    );
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Invalid email or password');
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(0);
    expect(calls('/api/v1/auth/user/login')).toHaveLength(1);
    expect(readRefreshToken(storage)).toBe('old-refresh');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the page-wide client', () => {
  afterEach(() => configureApi({ baseUrl: DEFAULT_API_BASE_URL }));

  it('talks to http://localhost:4000 until configured', () => {
    expect(getApiBaseUrl()).toBe('http://localhost:4000');
  });

  it('uses the configured base URL and the navigator the shell hands in', async () => {
    routes.set('GET /api/v1/categories', (_req, res) => json(res, 200, [{ slug: 'laptops' }]));
    routes.set('GET /api/v1/user/profile', (_req, res) =>
      json(res, 401, { error: { code: 'TOKEN_EXPIRED', message: 'expired' } }),
    );
    routes.set('POST /api/v1/auth/refresh-token', (_req, res) =>
      json(res, 401, { error: { code: 'INVALID_REFRESH', message: 'nope' } }),
    );
    configureApi({ baseUrl });
    const routerNavigate = jest.fn<void, [string]>();
    const restore = setApiNavigator(routerNavigate);
    // The page client uses the page's localStorage, which the node environment lacks;
    // give it one for this test only.
    const pageStorage = new MemoryStorage();
    pageStorage.setItem(REFRESH_TOKEN_KEY, 'r');
    Object.defineProperty(globalThis, 'localStorage', { value: pageStorage, configurable: true });
    try {
      await expect(api.get('/api/v1/categories')).resolves.toEqual([{ slug: 'laptops' }]);
      await expect(api.get('/api/v1/user/profile')).rejects.toMatchObject({ status: 401 });
      expect(routerNavigate).toHaveBeenCalledWith('/login');
      expect(pageStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    } finally {
      restore();
      delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });
});
