import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadOrCreateJwtSecret,
  MIN_JWT_SECRET_BITS,
  MIN_JWT_SECRET_LENGTH,
  secretEntropyBits,
} from './lib/jwt-secret-file';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** 'json': one object a line, for log collectors; 'pretty': one short line each, for a person. */
export type LogFormat = 'pretty' | 'json';

export type DatabaseTarget =
  { dialect: 'sqlite'; filename: string } | { dialect: 'postgres'; connectionString: string };

export type DatabaseDialect = DatabaseTarget['dialect'];

/**
 * Payment gateway adapters the API knows. A real provider is one file implementing
 * PaymentGateway (modules/payments) plus its name here and in createPaymentGateway.
 */
export const PAYMENT_GATEWAYS = ['test'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

// Resolves to <repo>/data from both src/ (tsx, jest) and dist/ (compiled server).
export const DEFAULT_DATA_DIR = path.resolve(__dirname, '../../data');

// The apps' development origins (the shell, and each remote run on its own port), for an
// API started on its own (`npm run dev -w api`); the shop's scripts pass CORS_ORIGINS made
// from the apps table (scripts/lib/apps.ts, appOrigins) instead. Written out rather than
// imported: the API is a program of its own, transpiled file by file into api/dist and run
// by Node, and imports no front end or build script. api/test/config.test.ts checks this
// list against the table, so a new app or port cannot be forgotten here.
export const DEFAULT_CORS_ORIGINS: readonly string[] = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:3001',
  'http://localhost:3002',
  'http://localhost:3003',
  'http://localhost:3004',
  'http://localhost:3005',
];

// Each `description` completes "expected ..." in the error shown at boot.
const EnvSchema = Type.Object({
  PORT: Type.Integer({
    minimum: 0,
    maximum: 65535,
    default: 4000,
    description: 'an integer port from 0 to 65535',
  }),
  HOST: Type.String({
    minLength: 1,
    default: 'localhost',
    description: 'a host name or IP address',
  }),
  NODE_ENV: Type.Union(
    [Type.Literal('development'), Type.Literal('production'), Type.Literal('test')],
    { default: 'development', description: 'one of development, production, test' },
  ),
  LOG_LEVEL: Type.Optional(
    Type.Union(
      [
        Type.Literal('fatal'),
        Type.Literal('error'),
        Type.Literal('warn'),
        Type.Literal('info'),
        Type.Literal('debug'),
        Type.Literal('trace'),
        Type.Literal('silent'),
      ],
      { description: 'one of fatal, error, warn, info, debug, trace, silent' },
    ),
  ),
  /**
   * How log entries are written. Unset: pretty in development when stdout is a terminal
   * (`npm start`), JSON otherwise, so piped and production logs stay one object a line.
   */
  LOG_FORMAT: Type.Optional(
    Type.Union([Type.Literal('pretty'), Type.Literal('json')], {
      description: 'pretty (one short readable line each) or json (one JSON object a line)',
    }),
  ),
  /** Holds the SQLite file, the generated JWT secret and the mail outbox (made absolute). */
  DATA_DIR: Type.String({
    minLength: 1,
    default: DEFAULT_DATA_DIR,
    description: 'a directory path',
  }),
  /** As given; the config's `database` is what to connect to. */
  DATABASE_URL: Type.Optional(
    Type.String({
      minLength: 1,
      description: 'postgres://..., postgresql://..., file:<path> or a file path',
    }),
  ),
  CORS_ORIGINS: Type.Array(Type.String({ pattern: '^https?://[^/\\s]+$' }), {
    default: [...DEFAULT_CORS_ORIGINS],
    description: 'a comma-separated list of origins such as http://localhost:3000 (no path)',
  }),
  JWT_SECRET: Type.Optional(
    Type.String({
      minLength: MIN_JWT_SECRET_LENGTH,
      description: `a secret of at least ${MIN_JWT_SECRET_LENGTH} characters`,
    }),
  ),
  /** Lifetime of an access token; the refresh token renews it. */
  ACCESS_TOKEN_TTL_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 86400,
    default: 15 * 60,
    description: 'a whole number of seconds from 1 to 86400',
  }),
  /**
   * How long an order request may stay unfinished before a retry with its Idempotency-Key
   * takes it over (the instance handling it is presumed dead, e.g. killed mid-checkout).
   */
  ORDER_PENDING_STALE_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 3600,
    default: 120,
    description: 'a whole number of seconds from 1 to 3600',
  }),
  /** How often the embedded (SQLite) job worker looks for due jobs (docs/jobs.md). */
  JOB_POLL_MS: Type.Integer({
    minimum: 20,
    maximum: 60_000,
    default: 1000,
    description: 'a whole number of milliseconds from 20 to 60000',
  }),
  /** First pause before a failed job (a mail) is tried again; each next pause doubles. */
  JOB_RETRY_DELAY_MS: Type.Integer({
    minimum: 10,
    maximum: 3_600_000,
    default: 10_000,
    description: 'a whole number of milliseconds from 10 to 3600000',
  }),
  /**
   * How long a started job belongs to the process running it; after that (the process
   * died) another run picks it up again.
   */
  JOB_LEASE_SECONDS: Type.Integer({
    minimum: 1,
    maximum: 86_400,
    default: 300,
    description: 'a whole number of seconds from 1 to 86400',
  }),
  /** Times a mail that failed is tried again before it is given up (and shown to staff as failed). */
  MAIL_RETRY_LIMIT: Type.Integer({
    minimum: 0,
    maximum: 20,
    default: 8,
    description: 'a whole number from 0 to 20',
  }),
  SMTP_URL: Type.Optional(
    Type.String({ pattern: '^smtps?://', description: 'an smtp:// or smtps:// URL' }),
  ),
  REDIS_URL: Type.Optional(
    Type.String({ pattern: '^rediss?://', description: 'a redis:// or rediss:// URL' }),
  ),
  /** Prepended to every Redis key (rate limits), so several shops can share one Redis. */
  REDIS_KEY_PREFIX: Type.String({
    pattern: '^[A-Za-z0-9:._-]{1,64}$',
    default: 'circuithaat:',
    description: 'up to 64 letters, digits or : . _ -',
  }),
  /** Lower-cased addresses that always get the admin role (besides `npm run admin:grant`). */
  ADMIN_EMAILS: Type.Array(Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }), {
    default: [],
    description: 'a comma-separated list of e-mail addresses',
  }),
  /** Sender of the shop's mails. */
  MAIL_FROM: Type.String({
    minLength: 3,
    default: 'Circuit Haat <no-reply@circuithaat.local>',
    description: 'a sender such as "Circuit Haat <no-reply@example.com>"',
  }),
  /** The storefront's address, linked from mails (without a trailing slash). */
  SHOP_URL: Type.String({
    pattern: '^https?://[^\\s]+$',
    default: 'http://localhost:3000',
    description: 'the storefront URL, e.g. https://shop.example.com',
  }),
  /** The shop's name and postal address as its receipts state them. */
  SHOP_NAME: Type.String({
    minLength: 1,
    maxLength: 100,
    default: 'Circuit Haat',
    description: 'the shop name printed on receipts',
  }),
  SHOP_ADDRESS: Type.String({
    minLength: 1,
    maxLength: 300,
    default: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
    description: 'the postal address printed on receipts (one line)',
  }),
  /** Japan's qualified invoice registration number (T and 13 digits), printed on Japanese receipts when set. */
  SHOP_INVOICE_REGISTRATION_NUMBER: Type.Optional(
    Type.String({ pattern: '^T[0-9]{13}$', description: 'T followed by 13 digits' }),
  ),
  /** One-time code mails one IP address may ask for per hour (sign-in plus resend). */
  OTP_SENDS_PER_IP_PER_HOUR: Type.Integer({
    minimum: 1,
    default: 30,
    description: 'a whole number, 1 or more',
  }),
  /** Wrong one-time codes one IP address may give within 24 hours, over all accounts. */
  OTP_FAILURES_PER_IP_PER_DAY: Type.Integer({
    minimum: 1,
    default: 100,
    description: 'a whole number, 1 or more',
  }),
  /** Who moves the money (`createPaymentGateway`); 'test' approves any valid card. */
  PAYMENT_GATEWAY: Type.Union(
    PAYMENT_GATEWAYS.map((name) => Type.Literal(name)),
    { default: 'test', description: `one of ${PAYMENT_GATEWAYS.join(', ')}` },
  ),
  /** Production only starts with the test gateway when this says so explicitly. */
  ALLOW_TEST_GATEWAY: Type.Union([Type.Literal('true'), Type.Literal('false')], {
    default: 'false',
    description: 'true or false',
  }),
  /** OpenAPI UI and JSON at /api/docs: on by default, off in production unless enabled. */
  API_DOCS: Type.Optional(
    Type.Union([Type.Literal('true'), Type.Literal('false')], { description: 'true or false' }),
  ),
  /**
   * Which proxies in front of the API to believe about the client's address
   * (X-Forwarded-For), as Fastify's `trustProxy`: false (none, the default), true (all),
   * a number of hops, or a list of addresses and CIDR ranges.
   */
  TRUST_PROXY: Type.String({
    pattern: '^(true|false|\\d{1,2}|[0-9A-Fa-f.:/]+(\\s*,\\s*[0-9A-Fa-f.:/]+)*)$',
    default: 'false',
    description:
      'true, false, a number of proxy hops, or a comma-separated list of proxy addresses/CIDR ranges',
  }),
  /** Catalog reads (search, suggest, product lists) one client may make per minute; 0 = off. */
  CATALOG_RATE_LIMIT: Type.Integer({
    minimum: 0,
    default: 600,
    description: 'a whole number of requests per minute, 0 for no limit',
  }),
  /** A connection with no traffic this long is closed (a request stalled mid-body too). */
  IDLE_TIMEOUT_MS: Type.Integer({
    minimum: 1,
    default: 30_000,
    description: 'a whole number of milliseconds, 1 or more',
  }),
  /** A request's headers must arrive within this. */
  HEADERS_TIMEOUT_MS: Type.Integer({
    minimum: 1,
    default: 15_000,
    description: 'a whole number of milliseconds, 1 or more',
  }),
  /** A whole request (headers and body) must arrive within this. */
  REQUEST_TIMEOUT_MS: Type.Integer({
    minimum: 1,
    default: 60_000,
    description: 'a whole number of milliseconds, 1 or more',
  }),
  /** Coupon checks one client may make per minute (codes are guessable without it); 0 = off. */
  COUPON_VALIDATE_RATE_LIMIT: Type.Integer({
    minimum: 0,
    default: 60,
    description: 'a whole number of requests per minute, 0 for no limit',
  }),
  /** Order look-ups (POST /orders/track) one client may make per minute; 0 = off. */
  TRACK_ORDER_RATE_LIMIT: Type.Integer({
    minimum: 0,
    default: 10,
    description: 'a whole number of requests per minute, 0 for no limit',
  }),
  /** Back-in-stock requests (and unsubscribes) one client may make per minute; 0 = off. */
  STOCK_ALERT_RATE_LIMIT: Type.Integer({
    minimum: 0,
    default: 20,
    description: 'a whole number of requests per minute, 0 for no limit',
  }),
  /** Days after an order's delivery date within which its goods may be returned (claims). */
  RETURN_WINDOW_DAYS: Type.Integer({
    minimum: 0,
    maximum: 365,
    default: 14,
    description: 'a whole number of days, 0 to 365',
  }),
  JPY_PER_BDT: Type.Number({
    exclusiveMinimum: 0,
    default: 1.25,
    description: 'a positive number (yen per taka)',
  }),
  /** Whole taka: a Japanese order whose product total reaches this ships free. */
  FREE_SHIPPING_THRESHOLD: Type.Integer({
    minimum: 0,
    default: 5000,
    description: 'a whole number of taka, 0 or more',
  }),
  /** Whole taka, inside Japan below the threshold. */
  DOMESTIC_SHIPPING_FEE: Type.Integer({
    minimum: 0,
    default: 150,
    description: 'a whole number of taka, 0 or more',
  }),
  /** Whole taka, flat, to the United States, Canada and the United Kingdom. */
  INTERNATIONAL_SHIPPING_FEE: Type.Integer({
    minimum: 0,
    default: 1200,
    description: 'a whole number of taka, 0 or more',
  }),
  /** Hour (Asia/Tokyo, 0-23) from which an order ships one business day later. */
  CUTOFF_HOUR: Type.Integer({
    minimum: 0,
    maximum: 23,
    default: 15,
    description: 'an hour from 0 to 23 (Asia/Tokyo)',
  }),
  /** Extra no-shipping days (YYYY-MM-DD, Tokyo dates) on top of Japan's public holidays. */
  HOLIDAYS: Type.Array(
    Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' }),
    {
      default: [],
      description: 'a comma-separated list of dates such as 2026-12-31',
    },
  ),
  /** Whole taka: Bangladesh, an address inside Dhaka city (a thana of its two corporations). */
  BD_DHAKA_CITY_FEE: Type.Integer({
    minimum: 0,
    default: 70,
    description: 'a whole number of taka, 0 or more',
  }),
  /** Whole taka: Bangladesh, any other address (the rest of Dhaka district included). */
  BD_OUTSIDE_DHAKA_FEE: Type.Integer({
    minimum: 0,
    default: 130,
    description: 'a whole number of taka, 0 or more',
  }),
  /** Hour (Asia/Dhaka, 0-23) from which a Bangladeshi order ships one shipping day later. */
  BD_CUTOFF_HOUR: Type.Integer({
    minimum: 0,
    maximum: 23,
    default: 15,
    description: 'an hour from 0 to 23 (Asia/Dhaka)',
  }),
  /**
   * Extra no-shipping days in Bangladesh (YYYY-MM-DD, Dhaka dates) on top of Fridays and the
   * public holidays of modules/shipping/reference/bangladesh-holidays.json.
   */
  BD_HOLIDAYS: Type.Array(
    Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' }),
    {
      default: [],
      description: 'a comma-separated list of dates such as 2026-12-31',
    },
  ),
  // Payment methods (docs/payments.md, decision 21).
  /** Cash on delivery in Bangladesh and Japan. */
  COD_ENABLED: Type.Union([Type.Literal('true'), Type.Literal('false')], {
    default: 'true',
    description: 'true or false',
  }),
  /** Whole yen: Japan's cash-on-delivery fee, converted to taka at the order's rate. */
  COD_FEE_JPY: Type.Integer({
    minimum: 0,
    default: 330,
    description: 'a whole number of yen, 0 or more',
  }),
  /** Whole taka: an order whose total (fee included) is over this is not sent cash on delivery. */
  COD_MAX_TOTAL_BDT: Type.Integer({
    minimum: 0,
    default: 100_000,
    description: 'a whole number of taka, 0 or more',
  }),
  /** How long a bKash or Stripe card payment may stay unfinished before the order is cancelled. */
  PAYMENT_TIMEOUT_MINUTES: Type.Integer({
    minimum: 1,
    maximum: 1440,
    default: 30,
    description: 'a whole number of minutes from 1 to 1440',
  }),
  /** Days a konbini voucher may be paid (the order is cancelled at the end of the last one). */
  KONBINI_EXPIRES_DAYS: Type.Integer({
    minimum: 1,
    maximum: 60,
    default: 3,
    description: 'a whole number of days from 1 to 60',
  }),
  /** Stripe (card with 3-D Secure, konbini): all three or none. */
  STRIPE_SECRET_KEY: Type.Optional(
    Type.String({ minLength: 8, description: 'a Stripe secret key (sk_...)' }),
  ),
  STRIPE_PUBLISHABLE_KEY: Type.Optional(
    Type.String({ minLength: 8, description: 'a Stripe publishable key (pk_...)' }),
  ),
  STRIPE_WEBHOOK_SECRET: Type.Optional(
    Type.String({
      minLength: 8,
      description: "a Stripe webhook endpoint's signing secret (whsec_...)",
    }),
  ),
  /** Where the Stripe SDK sends its requests instead of api.stripe.com (tests: a local fake). */
  STRIPE_API_URL: Type.Optional(
    Type.String({ pattern: '^https?://[^\\s/]+(:\\d+)?/?$', description: 'an http(s):// origin' }),
  ),
  /** bKash tokenized checkout (Bangladesh, taka): all four or none. */
  BKASH_APP_KEY: Type.Optional(Type.String({ minLength: 1, description: 'the bKash app key' })),
  BKASH_APP_SECRET: Type.Optional(
    Type.String({ minLength: 1, description: 'the bKash app secret' }),
  ),
  BKASH_USERNAME: Type.Optional(Type.String({ minLength: 1, description: 'the bKash username' })),
  BKASH_PASSWORD: Type.Optional(Type.String({ minLength: 1, description: 'the bKash password' })),
  BKASH_BASE_URL: Type.String({
    pattern: '^https?://[^\\s]+$',
    default: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
    description: "bKash's tokenized checkout base URL",
  }),
});

type Env = Static<typeof EnvSchema>;
type EnvKey = keyof Env;

/**
 * The API's settings: every variable of EnvSchema as validated, except those the loader
 * turns into something more useful (the secret read from its file when unset, the
 * database target, booleans and lists).
 */
export type Config = Readonly<
  Omit<
    Env,
    | 'LOG_LEVEL'
    | 'LOG_FORMAT'
    | 'JWT_SECRET'
    | 'TRUST_PROXY'
    | 'ALLOW_TEST_GATEWAY'
    | 'API_DOCS'
    | 'PAYMENT_GATEWAY'
    | 'COD_ENABLED'
  > & {
    LOG_LEVEL: LogLevel;
    LOG_FORMAT: LogFormat;
    JWT_SECRET: string;
    TRUST_PROXY: boolean | number | string[];
    ALLOW_TEST_GATEWAY: boolean;
    API_DOCS: boolean;
    PAYMENT_GATEWAY: PaymentGatewayName;
    COD_ENABLED: boolean;
    database: DatabaseTarget;
    CORS_ORIGINS: readonly string[];
    ADMIN_EMAILS: readonly string[];
    HOLIDAYS: readonly string[];
    BD_HOLIDAYS: readonly string[];
  }
>;

const ENV_KEYS = Object.keys(EnvSchema.properties) as EnvKey[];
// Numbers arrive as text; which variables to read as numbers comes from the schema.
const NUMERIC_KEYS = new Set<EnvKey>(
  ENV_KEYS.filter((key) => {
    const type = (EnvSchema.properties[key] as { type?: string }).type;
    return type === 'integer' || type === 'number';
  }),
);
// Values that may carry credentials are never echoed back in error messages.
export const SECRET_KEYS: ReadonlySet<string> = new Set<EnvKey>([
  'JWT_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'BKASH_APP_KEY',
  'BKASH_APP_SECRET',
  'BKASH_PASSWORD',
]);

export class ConfigError extends Error {
  override name = 'ConfigError';

  constructor(readonly issues: readonly string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
  }
}

/**
 * Reads and validates the API's configuration. Pure apart from the JWT secret file:
 * when JWT_SECRET is unset, a secret is generated once into `<DATA_DIR>/jwt-secret`.
 * `stdoutIsTTY` (whether a person reads stdout) picks the log format when LOG_FORMAT is
 * unset. Throws ConfigError listing every bad variable.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { stdoutIsTTY = false }: { stdoutIsTTY?: boolean } = {},
): Config {
  const raw = readRawEnv(env);
  const candidate = Value.Default(EnvSchema, coerceNumbers(raw)) as Record<string, unknown>;

  const issues = describeIssues(candidate, raw);
  if (issues.length > 0) throw new ConfigError(issues);
  // Always true once each variable passed; it narrows the type.
  if (!Value.Check(EnvSchema, candidate)) {
    throw new ConfigError(['environment does not match the config schema']);
  }
  // The schema's union of the adapters' names is built from a list, so its static type is
  // lost; the check above guarantees one of PAYMENT_GATEWAYS.
  const valid = candidate as Env & { PAYMENT_GATEWAY: PaymentGatewayName };

  const dataDir = path.resolve(valid.DATA_DIR);
  const database = parseDatabaseUrl(valid.DATABASE_URL, dataDir);
  if (typeof database === 'string') throw new ConfigError([database]);

  let jwtSecret = valid.JWT_SECRET;
  if (jwtSecret === undefined) {
    try {
      jwtSecret = loadOrCreateJwtSecret(dataDir);
    } catch (error) {
      throw new ConfigError([`JWT_SECRET is unset and ${(error as Error).message}`]);
    }
  }

  return {
    ...valid,
    LOG_LEVEL: valid.LOG_LEVEL ?? (valid.NODE_ENV === 'test' ? 'silent' : 'info'),
    LOG_FORMAT:
      valid.LOG_FORMAT ?? (valid.NODE_ENV === 'development' && stdoutIsTTY ? 'pretty' : 'json'),
    DATA_DIR: dataDir,
    database,
    JWT_SECRET: jwtSecret,
    SHOP_URL: valid.SHOP_URL.replace(/\/+$/, ''),
    TRUST_PROXY: parseTrustProxy(valid.TRUST_PROXY),
    ALLOW_TEST_GATEWAY: valid.ALLOW_TEST_GATEWAY === 'true',
    COD_ENABLED: valid.COD_ENABLED === 'true',
    ...(valid.STRIPE_API_URL === undefined
      ? {}
      : { STRIPE_API_URL: valid.STRIPE_API_URL.replace(/\/+$/, '') }),
    BKASH_BASE_URL: valid.BKASH_BASE_URL.replace(/\/+$/, ''),
    API_DOCS:
      valid.API_DOCS === undefined ? valid.NODE_ENV !== 'production' : valid.API_DOCS === 'true',
  };
}

/** Known variables only; blank values count as unset so `PORT=` in a .env file means "default". */
function readRawEnv(env: NodeJS.ProcessEnv): Partial<Record<EnvKey, string>> {
  const raw: Partial<Record<EnvKey, string>> = {};
  for (const key of ENV_KEYS) {
    const value = env[key]?.trim();
    if (value) raw[key] = value;
  }
  return raw;
}

function coerceNumbers(raw: Partial<Record<EnvKey, string>>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const key of NUMERIC_KEYS) {
    const value = raw[key];
    // Left as a string when not numeric, so the schema reports it. typebox's own
    // Value.Convert would silently truncate PORT=4000.5 to 4000.
    if (value !== undefined && Number.isFinite(Number(value))) out[key] = Number(value);
  }
  if (raw.HOLIDAYS !== undefined) {
    out.HOLIDAYS = raw.HOLIDAYS.split(',')
      .map((day) => day.trim())
      .filter(Boolean);
  }
  if (raw.BD_HOLIDAYS !== undefined) {
    out.BD_HOLIDAYS = raw.BD_HOLIDAYS.split(',')
      .map((day) => day.trim())
      .filter(Boolean);
  }
  if (raw.ADMIN_EMAILS !== undefined) {
    out.ADMIN_EMAILS = raw.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean);
  }
  if (raw.CORS_ORIGINS !== undefined) {
    out.CORS_ORIGINS = raw.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  }
  return out;
}

// Checked one variable at a time: typebox stops collecting errors after a few (a bad
// union alone yields three), and every bad variable should be named at once.
function describeIssues(
  candidate: Record<string, unknown>,
  raw: Partial<Record<EnvKey, string>>,
): string[] {
  const issues: string[] = [];
  for (const key of ENV_KEYS) {
    const value = candidate[key];
    // Unset optional variable; required ones always have a default by now.
    if (value === undefined) continue;
    const schema: TSchema & { description?: string } = EnvSchema.properties[key];
    if (Value.Check(schema, value)) continue;
    const expected =
      schema.description ?? Value.Errors(schema, value)[0]?.message ?? 'a valid value';
    const got = raw[key];
    const shown =
      got === undefined
        ? 'nothing'
        : SECRET_KEYS.has(key)
          ? `a value of ${got.length} characters`
          : JSON.stringify(got);
    issues.push(`${key}: expected ${expected}, got ${shown}`);
  }
  return issues;
}

/**
 * What keeps a production API from starting: settings that are fine on a laptop but
 * would take real money for nothing or lose real shoppers' codes. Empty when it may
 * start (always, outside production).
 */
export function productionProblems(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (config.PAYMENT_GATEWAY === 'test' && !config.ALLOW_TEST_GATEWAY) {
    problems.push(
      'PAYMENT_GATEWAY: the test gateway approves any valid card number without taking money. Configure a real gateway adapter, or set ALLOW_TEST_GATEWAY=true for a demo shop.',
    );
  }
  if (config.SMTP_URL === undefined) {
    problems.push(
      'SMTP_URL: production needs a mail server; without one, sign-in codes would only be written to a folder on this host.',
    );
  }
  problems.push(...paymentConfigProblems(config));
  // Long enough is not random enough: 32 times the same letter passes the length rule
  // and can be guessed by anyone, who could then sign tokens for any account.
  const bits = secretEntropyBits(config.JWT_SECRET);
  if (bits < MIN_JWT_SECRET_BITS) {
    problems.push(
      `JWT_SECRET: too predictable (about ${bits} bits of entropy, at least ${MIN_JWT_SECRET_BITS} needed); use random bytes, e.g. \`openssl rand -base64 48\`, or leave it unset to have one generated.`,
    );
  }
  return problems;
}

const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
] as const;
const BKASH_KEYS = [
  'BKASH_APP_KEY',
  'BKASH_APP_SECRET',
  'BKASH_USERNAME',
  'BKASH_PASSWORD',
] as const;

/** Stripe takes cards (with 3-D Secure) and konbini once all of its keys are set. */
export const stripeConfigured = (config: Config): boolean =>
  STRIPE_KEYS.every((key) => config[key] !== undefined);

/** bKash is offered once all of its credentials are set. */
export const bkashConfigured = (config: Config): boolean =>
  BKASH_KEYS.every((key) => config[key] !== undefined);

/**
 * A payment method half configured (some of its keys set, not all): outside production it
 * is simply not offered; production refuses to start, as the shop meant to offer it.
 */
export function paymentConfigProblems(config: Config): string[] {
  const problems: string[] = [];
  for (const [name, keys] of [
    ['Stripe', STRIPE_KEYS],
    ['bKash', BKASH_KEYS],
  ] as const) {
    const missing = keys.filter((key) => config[key] === undefined);
    if (missing.length > 0 && missing.length < keys.length) {
      problems.push(
        `${missing.join(', ')}: ${name} is half configured (${keys.filter((key) => !missing.includes(key)).join(', ')} set); set all of ${keys.join(', ')} or none.`,
      );
    }
  }
  return problems;
}

/**
 * The lines printed once at start outside production, so nobody mistakes a developer's
 * shop for one that may take real orders; null in production.
 */
export function developmentBanner(config: Config): string | null {
  if (config.NODE_ENV === 'production') return null;
  const lines = [
    `DEVELOPMENT MODE (NODE_ENV=${config.NODE_ENV}): not for real shoppers.`,
    config.PAYMENT_GATEWAY === 'test'
      ? '- Payments go through the built-in test gateway: no money moves.'
      : `- Payments go through the ${config.PAYMENT_GATEWAY} gateway.`,
    ...(config.NODE_ENV === 'development'
      ? ['- Sign-in and confirmation codes are printed in this log.']
      : []),
    config.SMTP_URL === undefined
      ? `- Mail is not sent: each mail is written to ${path.join(config.DATA_DIR, 'outbox')}.`
      : '- Mail is sent through SMTP_URL.',
    ...(config.API_DOCS ? ['- The API documentation is public at /api/docs.'] : []),
    'For production: NODE_ENV=production with SMTP_URL, a payment gateway and a random',
    'JWT_SECRET (the API refuses to start without them); see docs/security.md.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '='.repeat(width);
  return [rule, ...lines, rule].join('\n');
}

/** TRUST_PROXY as Fastify takes it. */
function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Returns the target, or an error message naming DATABASE_URL. */
export function parseDatabaseUrl(
  url: string | undefined,
  dataDir: string,
): DatabaseTarget | string {
  if (url === undefined) return { dialect: 'sqlite', filename: path.join(dataDir, 'shop.db') };
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: 'postgres', connectionString: url };
  if (/^file:/i.test(url)) {
    const filename = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
    if (filename === '') return 'DATABASE_URL: expected a path after file:, got nothing';
    return { dialect: 'sqlite', filename: resolveSqlitePath(filename) };
  }
  // Anything else with a scheme (mysql://, http://) is a mistake, not a file name.
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1];
  if (scheme !== undefined) {
    return `DATABASE_URL: expected postgres://, postgresql://, file:<path> or a file path, got a ${scheme}:// URL`;
  }
  return { dialect: 'sqlite', filename: resolveSqlitePath(url) };
}

function resolveSqlitePath(filename: string): string {
  // ':memory:' is better-sqlite3's in-memory database, not a file in the cwd.
  return filename === ':memory:' ? filename : path.resolve(filename);
}
