import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { buildApp, type App } from '../../../src/app';
import type { Config } from '../../../src/config';
import type { Database } from '../../../src/db/database';
import { signAccessToken } from '../../../src/lib/access-token';
import type { TestDatabase } from '../../helpers/databases';
import { TEST_JWT_SECRET } from '../../helpers/test-config';
import { startSmtpInbox, type SmtpInbox } from '../auth/smtp-inbox';

// Shared by the commerce suites (coupons, inventory, shop-config, shipping, orders,
// payments): a real server on a free port with a settable clock and every log line
// captured, plus small request and data helpers.

/** Tuesday 2026-11-24, 10:00 in Tokyo: a plain business day before the cut-off. */
export const DEFAULT_NOW = '2026-11-24T01:00:00.000Z';

export interface CommerceServer {
  readonly baseUrl: string;
  readonly app: App;
  /** Sets the server's clock (ISO-8601). */
  setNow(iso: string): void;
  /** Everything the server logged so far, at trace level. */
  logs(): string;
  close(): Promise<void>;
}

export async function startCommerceServer(options: {
  config: Config;
  db: Kysely<Database>;
  now?: string;
}): Promise<CommerceServer> {
  let now = new Date(options.now ?? DEFAULT_NOW);
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  // No redaction here on purpose: the test proves nothing sensitive is logged at all.
  const logger = pino({ level: 'trace' }, sink);
  const app = buildApp({ config: options.config, db: options.db, logger, now: () => now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    setNow: (iso) => {
      now = new Date(iso);
    },
    logs: () => chunks.join(''),
    close: () => app.close(),
  };
}

/** A suite's shop, its mail inbox (a real SMTP listener) and a signed-in admin. */
export interface ShopWithInbox {
  server: CommerceServer;
  inbox: SmtpInbox;
  admin: TestUser;
}

/**
 * Starts a shop that mails into a real SMTP listener, with an admin, before the suite's
 * tests (`config` added to the database's) and closes both after them; `use` receives them.
 */
export function useShopWithInbox(
  database: TestDatabase,
  config: Partial<Config>,
  use: (shop: ShopWithInbox) => void,
): void {
  let shop: Partial<ShopWithInbox> = {};
  beforeAll(async () => {
    const inbox = await startSmtpInbox();
    shop = { inbox };
    const server = await startCommerceServer({
      config: { ...database.config, SMTP_URL: inbox.url, ...config },
      db: database.db,
    });
    shop = { inbox, server, admin: await insertStaffUser(database.db, 'admin') };
    use(shop as ShopWithInbox);
  });
  afterAll(async () => {
    await shop.server?.close();
    await shop.inbox?.close();
  });
}

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function request<T = any>(
  server: CommerceServer,
  method: string,
  path: string,
  options: { body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const hasBody = options.body !== undefined || options.rawBody !== undefined;
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    ...(hasBody ? { body: options.rawBody ?? JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text === '' ? null : JSON.parse(text)) as T,
    headers: response.headers,
  };
}

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  failing: '4000 0000 0000 0119',
} as const;

export const CVV = '737';

export interface OrderBodyOptions {
  items: { productId: string; quantity: number }[];
  couponCode?: string;
  cardNumber?: string;
  email?: string;
  country?: string;
  state?: string;
  zipCode?: string;
  totals?: { subtotal: number; shippingCost: number; couponDiscount: number; total: number };
}

/** A complete checkout body as the cart remote sends it. */
export function orderBody(options: OrderBodyOptions): Record<string, unknown> {
  return {
    items: options.items,
    shipping: {
      firstName: 'Hanako',
      lastName: 'Yamada',
      email: options.email ?? 'hanako@example.com',
      phone: '+81 90-1234-5678',
      address: '1-2-3 Shibuya',
      city: 'Shibuya',
      state: options.state ?? 'Tokyo',
      zipCode: options.zipCode ?? '150-0002',
      country: options.country ?? 'Japan',
    },
    payment: {
      cardNumber: options.cardNumber ?? CARDS.ok,
      cardHolder: 'HANAKO YAMADA',
      expiryDate: '12/30',
      cvv: CVV,
    },
    ...(options.totals ?? { subtotal: 0, shippingCost: 0, couponDiscount: 0, total: 0 }),
    ...(options.couponCode === undefined ? {} : { couponCode: options.couponCode }),
  };
}

export function placeOrder(
  server: CommerceServer,
  body: unknown,
  options: { key?: string; token?: string } = {},
): Promise<JsonResponse> {
  return request(server, 'POST', '/orders', {
    body,
    headers: {
      'idempotency-key': options.key ?? randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** A user row plus a valid access token for it. */
export async function insertUser(db: Kysely<Database>, email?: string): Promise<TestUser> {
  const suffix = randomBytes(5).toString('hex');
  const id = `user-${suffix}`;
  const address = email ?? `shopper-${suffix}@example.com`;
  const at = '2026-01-01T00:00:00.000Z';
  await db
    .insertInto('users')
    .values({
      id,
      email: address,
      name: address.split('@')[0] ?? address,
      first_name: null,
      last_name: null,
      phone: null,
      user_ref: `ref-${suffix}`,
      password_hash: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  const token = await signAccessToken(
    { sub: id, email: address, role: 'user', sid: `session-${id}` },
    TEST_JWT_SECRET,
    {
      now: new Date(),
    },
  );
  return { id, email: address, token };
}

/** A verified back-office user (`admin` or `staff`) with an access token of that role. */
export async function insertStaffUser(
  db: Kysely<Database>,
  role: 'admin' | 'staff',
): Promise<TestUser> {
  const user = await insertUser(db);
  await db.updateTable('users').set({ role, is_verified: 1 }).where('id', '=', user.id).execute();
  const token = await signAccessToken(
    { sub: user.id, email: user.email, role, sid: `session-${user.id}` },
    TEST_JWT_SECRET,
  );
  return { ...user, token };
}

export async function insertCoupon(
  db: Kysely<Database>,
  coupon: {
    code: string;
    type?: 'percentage' | 'fixed';
    value?: number;
    min_spend?: number;
    max_discount?: number | null;
    starts_at?: string | null;
    ends_at?: string | null;
    usage_limit?: number | null;
    used_count?: number;
    per_user_limit?: number | null;
  },
): Promise<void> {
  await db
    .insertInto('coupons')
    .values({
      type: 'fixed',
      value: 100,
      created_at: '2026-01-01T00:00:00.000Z',
      ...coupon,
    })
    .execute();
}

export async function couponUses(db: Kysely<Database>, code: string): Promise<number> {
  const row = await db
    .selectFrom('coupons')
    .select('used_count')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.used_count;
}
