/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBus, getBus } from '../events/bus';
import { authRenewSession, type RenewSession, type SessionRenewal } from '../events/auth';
import { answerRequests } from '../events/request';
import { shopLocale } from '../events/shop';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_KEY } from '../auth/session-storage';
import {
  DEFAULT_API_BASE_URL,
  api,
  configureApi,
  createApiClient,
  getApiBaseUrl,
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
let client: ApiClient;

/** How long a refused call waits here for a session owner that never comes. */
const NO_OWNER_WAIT_MS = 30;

beforeEach(() => {
  seen = [];
  routes = new Map();
  storage = new MemoryStorage();
  bus = new EventBus();
  client = createApiClient({
    baseUrl: () => baseUrl,
    storage,
    bus,
    waitForSessionOwnerMs: NO_OWNER_WAIT_MS,
  });
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

  it("names the page's language (shop:locale) in Accept-Language on every call", async () => {
    routes.set('GET /api/v1/categories', (_req, res) => json(res, 200, []));
    await client.get('/api/v1/categories');
    bus.publish(shopLocale, { locale: 'bn' });
    await client.get('/api/v1/categories');
    expect(seen.map((call) => call.headers['accept-language'])).toEqual(['en', 'bn']);
  });

  it('joins a base URL that ends with a slash', async () => {
    routes.set('GET /api/v1/categories', (_req, res) => json(res, 200, []));
    const slashed = createApiClient({ baseUrl: `${baseUrl}/`, storage, bus });
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
    const offline = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, storage, bus });

    const error = await failureOf(offline.get('/api/v1/products'));

    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
  });
});

describe('a 401: the session owner is asked to renew (docs/product.md#api-calls, D18)', () => {
  const expired = { error: { code: 'TOKEN_EXPIRED', message: 'Access token expired' } };
  const storedUser = JSON.stringify({ id: 'u1', email: 'rahim@example.com', name: 'rahim' });

  beforeEach(() => {
    storage.setItem(ACCESS_TOKEN_KEY, 'old-access');
    storage.setItem(REFRESH_TOKEN_KEY, 'old-refresh');
    storage.setItem(USER_KEY, storedUser);
  });

  /** The session in storage, to show the client never writes it. */
  const stored = () => ({
    access: storage.getItem(ACCESS_TOKEN_KEY),
    refresh: storage.getItem(REFRESH_TOKEN_KEY),
    user: storage.getItem(USER_KEY),
  });
  const untouched = { access: 'old-access', refresh: 'old-refresh', user: storedUser };

  /**
   * The session's owner as the auth remote plays it on the bus, reduced to its contract:
   * it records what it is asked and gives the answer it is told to. It writes nothing, so
   * a retry can only carry the token of the answer.
   */
  function owner(answer: SessionRenewal | ((asked: RenewSession) => Promise<SessionRenewal>)) {
    const asked: RenewSession[] = [];
    const stop = answerRequests(bus, authRenewSession, (request) => {
      asked.push({ refused: request.refused });
      return typeof answer === 'function' ? answer(request) : answer;
    });
    return { asked, stop };
  }

  /** A route that accepts only the renewed token, as the API does after a refresh. */
  const onlyNewToken =
    (body: unknown): Route =>
    (req, res) =>
      req.headers.authorization === 'Bearer new-access'
        ? json(res, 200, body)
        : json(res, 401, expired);

  const renewed: SessionRenewal = { outcome: 'renewed', accessToken: 'new-access' };

  it('asks the owner once with the refused token and sends the call once more with the token it answers', async () => {
    routes.set('GET /api/v1/user/profile', onlyNewToken({ id: 'u1', firstName: 'Rahim' }));
    const auth = owner(renewed);

    const profile = await client.get('/api/v1/user/profile');

    expect(profile).toEqual({ id: 'u1', firstName: 'Rahim' });
    expect(auth.asked).toEqual([{ refused: 'old-access' }]);
    expect(calls('/api/v1/user/profile').map((c) => c.headers.authorization)).toEqual([
      'Bearer old-access',
      'Bearer new-access',
    ]);
    // The owner refreshes; the client never calls the refresh endpoint or writes the session.
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(0);
    expect(stored()).toEqual(untouched);
  });

  it('sends the retried call with the same method, body, query and headers', async () => {
    routes.set('POST /api/v1/orders', onlyNewToken({ success: true, orderId: 'o1' }));
    owner(renewed);
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

  it('retries only once: a second 401 reaches the caller without asking again', async () => {
    routes.set('GET /api/v1/orders/user', (_req, res) => json(res, 401, expired));
    const auth = owner(renewed);

    const error = await failureOf(client.get('/api/v1/orders/user'));

    expect(error.status).toBe(401);
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(calls('/api/v1/orders/user')).toHaveLength(2);
    expect(auth.asked).toHaveLength(1);
  });

  it('shares one renewal between concurrent 401s and retries each of them once', async () => {
    // Three calls are refused; the owner answers once all three refusals are on their way
    // back, storing the renewed token first as the auth remote does. A refusal the client
    // reads before the answer waits for the same renewal; one it reads after finds the
    // renewed token. Either way the owner is asked once.
    let refusals = 0;
    let allRefused: () => void = () => undefined;
    const refusedThrice = new Promise<void>((resolve) => (allRefused = resolve));
    const refuseOld =
      (body: unknown): Route =>
      (req, res) => {
        if (req.headers.authorization === 'Bearer new-access') return json(res, 200, body);
        json(res, 401, expired);
        refusals += 1;
        if (refusals === 3) allRefused();
      };
    routes.set('GET /api/v1/orders/user', refuseOld([{ id: 'o1' }]));
    routes.set('GET /api/v1/user/profile', refuseOld({ id: 'u1' }));
    routes.set('GET /api/v1/categories', (_req, res) => json(res, 200, [{ slug: 'laptops' }]));
    const auth = owner(async () => {
      await refusedThrice;
      storage.setItem(ACCESS_TOKEN_KEY, 'new-access');
      return renewed;
    });

    const results = await Promise.all([
      client.get('/api/v1/orders/user'),
      client.get('/api/v1/user/profile'),
      client.get('/api/v1/categories'),
      client.get('/api/v1/orders/user'),
    ]);

    expect(results).toEqual([[{ id: 'o1' }], { id: 'u1' }, [{ slug: 'laptops' }], [{ id: 'o1' }]]);
    expect(auth.asked).toEqual([{ refused: 'old-access' }]);
    // Each refused call went once more; the call that succeeded was never repeated.
    expect(calls('/api/v1/orders/user')).toHaveLength(4);
    expect(calls('/api/v1/user/profile')).toHaveLength(2);
    expect(calls('/api/v1/categories')).toHaveLength(1);
  });

  it.each<[string, SessionRenewal]>([
    [
      'signed-out (the owner refused the refresh, cleared the session and left for /login)',
      { outcome: 'signed-out' },
    ],
    ['no-session (nothing to renew with)', { outcome: 'no-session' }],
  ])('fails the call with its 401 when the owner answers %s', async (_label, answer) => {
    routes.set('GET /api/v1/user/profile', (_req, res) => json(res, 401, expired));
    const auth = owner(answer);

    const error = await failureOf(client.get('/api/v1/user/profile'));

    expect(error.status).toBe(401);
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(auth.asked).toHaveLength(1);
    // Nothing to send it again with: the refused call is not repeated.
    expect(calls('/api/v1/user/profile')).toHaveLength(1);
    // Clearing the session is the owner's to do, not the client's.
    expect(stored()).toEqual(untouched);
  });

  it("fails the call with its 401 after the wait when no owner is alive ('no-owner': the auth remote is down)", async () => {
    routes.set('GET /api/v1/user/profile', (_req, res) => json(res, 401, expired));

    const error = await failureOf(client.get('/api/v1/user/profile'));

    expect(error.status).toBe(401);
    expect(error.code).toBe('TOKEN_EXPIRED');
    expect(calls('/api/v1/user/profile')).toHaveLength(1);
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(0);
    expect(stored()).toEqual(untouched);
  });

  it('reaches an owner that starts while the refused call waits for one', async () => {
    routes.set('GET /api/v1/user/profile', onlyNewToken({ id: 'u1' }));
    const waiting = createApiClient({
      baseUrl: () => baseUrl,
      storage,
      bus,
      waitForSessionOwnerMs: 10_000,
    });
    const sent = jest.spyOn(bus, 'send');
    const pending = waiting.get('/api/v1/user/profile');
    // The client has asked, and no owner is there yet.
    while (sent.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const auth = owner(renewed);

    await expect(pending).resolves.toEqual({ id: 'u1' });
    expect(auth.asked).toEqual([{ refused: 'old-access' }]);
  });

  it('fails the call with its 401 when the owner cannot answer (its handler failed)', async () => {
    routes.set('GET /api/v1/user/profile', (_req, res) => json(res, 401, expired));
    owner(() => Promise.reject(new Error('owner broke')));

    const error = await failureOf(client.get('/api/v1/user/profile'));

    expect(error.status).toBe(401);
    expect(calls('/api/v1/user/profile')).toHaveLength(1);
  });

  it('asks nothing for a call that left before the session was renewed, and sends it again with the renewed token', async () => {
    routes.set('GET /api/v1/orders/user', (req, res) => {
      if (req.headers.authorization === 'Bearer renewed-access') return json(res, 200, []);
      // The owner renewed the session (for another call) while this one was on its way.
      storage.setItem(ACCESS_TOKEN_KEY, 'renewed-access');
      return json(res, 401, expired);
    });
    const auth = owner(renewed);

    await expect(client.get('/api/v1/orders/user')).resolves.toEqual([]);

    expect(auth.asked).toHaveLength(0);
    expect(calls('/api/v1/orders/user')).toHaveLength(2);
  });

  it('asks nothing when the refresh call itself answers 401, and sends it without a bearer', async () => {
    routes.set('POST /api/v1/auth/refresh-token', (_req, res) =>
      json(res, 401, { error: { code: 'INVALID_REFRESH', message: 'Invalid refresh token' } }),
    );
    const auth = owner(renewed);

    const error = await failureOf(
      client.post('/api/v1/auth/refresh-token', { refreshToken: 'old-refresh' }),
    );

    expect(error.status).toBe(401);
    expect(calls('/api/v1/auth/refresh-token')).toHaveLength(1);
    // Sent with an access token stored: still no bearer beside the refresh token.
    expect(calls('/api/v1/auth/refresh-token')[0]?.headers.authorization).toBeUndefined();
    expect(auth.asked).toHaveLength(0);
  });

  it('asks nothing on other error statuses', async () => {
    routes.set('GET /api/v1/user/profile', (_req, res) =>
      json(res, 403, { error: { code: 'FORBIDDEN', message: 'Access forbidden' } }),
    );
    const auth = owner(renewed);
    await failureOf(client.get('/api/v1/user/profile'));
    expect(auth.asked).toHaveLength(0);
    expect(calls('/api/v1/user/profile')).toHaveLength(1);
  });

  it('asks nothing for a 401 that means wrong credentials (skipSessionRefresh)', async () => {
    routes.set('POST /api/v1/auth/user/login', (_req, res) =>
      json(res, 401, {
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      }),
    );
    const auth = owner(renewed);
    const error = await failureOf(
      client.post(
        '/api/v1/auth/user/login',
        { email: 'a@b.c', password: 'x' },
        { skipSessionRefresh: true },
      ),
    );
    expect(error.status).toBe(401);
    expect(error.serverMessage).toBe('Invalid email or password');
    expect(auth.asked).toHaveLength(0);
    expect(calls('/api/v1/auth/user/login')).toHaveLength(1);
  });
});

describe('the page-wide client', () => {
  afterEach(() => configureApi({ baseUrl: DEFAULT_API_BASE_URL }));

  it('talks to http://localhost:4000 until configured', () => {
    expect(getApiBaseUrl()).toBe('http://localhost:4000');
  });

  it("uses the configured base URL, the page's storage and the page's bus", async () => {
    routes.set('GET /api/v1/categories', (_req, res) => json(res, 200, [{ slug: 'laptops' }]));
    routes.set('GET /api/v1/user/profile', (req, res) =>
      req.headers.authorization === 'Bearer page-renewed'
        ? json(res, 200, { id: 'u1' })
        : json(res, 401, { error: { code: 'TOKEN_EXPIRED', message: 'expired' } }),
    );
    configureApi({ baseUrl });
    // The page client reads the page's localStorage, which the node environment lacks;
    // give it one for this test only.
    const pageStorage = new MemoryStorage();
    pageStorage.setItem(ACCESS_TOKEN_KEY, 'page-access');
    Object.defineProperty(globalThis, 'localStorage', { value: pageStorage, configurable: true });
    const asked: (string | null)[] = [];
    const stop = answerRequests(getBus(), authRenewSession, ({ refused }): SessionRenewal => {
      asked.push(refused);
      return { outcome: 'renewed', accessToken: 'page-renewed' };
    });
    try {
      await expect(api.get('/api/v1/categories')).resolves.toEqual([{ slug: 'laptops' }]);
      await expect(api.get('/api/v1/user/profile')).resolves.toEqual({ id: 'u1' });
      expect(asked).toEqual(['page-access']);
      expect(calls('/api/v1/user/profile').map((c) => c.headers.authorization)).toEqual([
        'Bearer page-access',
        'Bearer page-renewed',
      ]);
    } finally {
      stop();
      delete (globalThis as { localStorage?: Storage }).localStorage;
    }
  });
});
