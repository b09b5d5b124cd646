import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ConfigError,
  DEFAULT_CORS_ORIGINS,
  DEFAULT_DATA_DIR,
  developmentBanner,
  loadConfig,
  productionProblems,
} from '../src/config';
import { makeTempDir, removeTempDir } from './helpers/temp-dir';

describe('loadConfig', () => {
  let dataDir: string;
  const SECRET = 'x'.repeat(32);

  beforeEach(() => {
    dataDir = makeTempDir();
  });

  afterEach(() => {
    removeTempDir(dataDir);
  });

  const load = (env: NodeJS.ProcessEnv) =>
    loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env });

  function configError(env: NodeJS.ProcessEnv): ConfigError {
    try {
      load(env);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('expected a ConfigError');
  }

  it('fills every default', () => {
    const config = load({});
    expect(config).toEqual({
      PORT: 4000,
      HOST: 'localhost',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      database: { dialect: 'sqlite', filename: path.join(dataDir, 'shop.db') },
      CORS_ORIGINS: [...DEFAULT_CORS_ORIGINS],
      JWT_SECRET: SECRET,
      ACCESS_TOKEN_TTL_SECONDS: 900,
      ORDER_PENDING_STALE_SECONDS: 120,
      JOB_POLL_MS: 1000,
      JOB_RETRY_DELAY_MS: 10_000,
      JOB_LEASE_SECONDS: 300,
      MAIL_RETRY_LIMIT: 8,
      SMTP_URL: undefined,
      REDIS_URL: undefined,
      REDIS_KEY_PREFIX: 'circuithaat:',
      ADMIN_EMAILS: [],
      MAIL_FROM: 'Circuit Haat <no-reply@circuithaat.local>',
      SHOP_URL: 'http://localhost:3000',
      SHOP_NAME: 'Circuit Haat',
      SHOP_ADDRESS: 'House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh',
      OTP_SENDS_PER_IP_PER_HOUR: 30,
      OTP_FAILURES_PER_IP_PER_DAY: 100,
      TRUST_PROXY: false,
      CATALOG_RATE_LIMIT: 600,
      IDLE_TIMEOUT_MS: 30_000,
      HEADERS_TIMEOUT_MS: 15_000,
      REQUEST_TIMEOUT_MS: 60_000,
      COUPON_VALIDATE_RATE_LIMIT: 60,
      TRACK_ORDER_RATE_LIMIT: 10,
      STOCK_ALERT_RATE_LIMIT: 20,
      RETURN_WINDOW_DAYS: 14,
      PAYMENT_GATEWAY: 'test',
      ALLOW_TEST_GATEWAY: false,
      API_DOCS: true,
      JPY_PER_BDT: 1.25,
      FREE_SHIPPING_THRESHOLD: 5000,
      DOMESTIC_SHIPPING_FEE: 150,
      INTERNATIONAL_SHIPPING_FEE: 1200,
      CUTOFF_HOUR: 15,
      HOLIDAYS: [],
      BD_DHAKA_CITY_FEE: 70,
      BD_OUTSIDE_DHAKA_FEE: 130,
      BD_CUTOFF_HOUR: 15,
      BD_HOLIDAYS: [],
      COD_ENABLED: true,
      COD_FEE_JPY: 330,
      COD_MAX_TOTAL_BDT: 100_000,
      PAYMENT_TIMEOUT_MINUTES: 30,
      KONBINI_EXPIRES_DAYS: 3,
      BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
    });
    expect(config.CORS_ORIGINS).toEqual(
      expect.arrayContaining([
        'http://localhost:3000',
        'http://127.0.0.1:3000',
        'http://localhost:3004',
      ]),
    );
  });

  it("defaults CORS_ORIGINS to the apps' development origins, as the apps table lists them", async () => {
    // Loaded at run time: the API's sources and their type-check never import the build
    // scripts (see DEFAULT_CORS_ORIGINS).
    const table = (await import(path.resolve(__dirname, '../../scripts/lib/apps.ts'))) as {
      appOrigins(env: NodeJS.ProcessEnv): string[];
    };
    expect([...DEFAULT_CORS_ORIGINS].sort()).toEqual(
      [...table.appOrigins({}), 'http://127.0.0.1:3000'].sort(),
    );
  });

  it('defaults DATA_DIR to <repo>/data', () => {
    expect(DEFAULT_DATA_DIR).toBe(path.resolve(__dirname, '../../data'));
  });

  it('is silent by default under NODE_ENV=test, unless LOG_LEVEL says otherwise', () => {
    expect(load({ NODE_ENV: 'test' }).LOG_LEVEL).toBe('silent');
    expect(load({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug');
  });

  it('logs pretty lines by default only in development with a terminal on stdout', () => {
    const format = (env: NodeJS.ProcessEnv, stdoutIsTTY: boolean) =>
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env }, { stdoutIsTTY }).LOG_FORMAT;
    expect(format({}, true)).toBe('pretty');
    // Piped (a log collector, a test reading the lines): one JSON object a line.
    expect(format({}, false)).toBe('json');
    expect(format({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(format({ NODE_ENV: 'test' }, true)).toBe('json');
    // LOG_FORMAT decides either way.
    expect(format({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(format({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false)).toBe('pretty');
    expect(configError({ LOG_FORMAT: 'colour' }).issues).toEqual([
      'LOG_FORMAT: expected pretty (one short readable line each) or json (one JSON object a line), got "colour"',
    ]);
  });

  it('reads and converts the variables it is given', () => {
    const config = load({
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: ' https://shop.example , http://localhost:5000 ',
      SMTP_URL: 'smtp://mail.example:587',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JPY_PER_BDT: '1.3',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: ['https://shop.example', 'http://localhost:5000'],
      SMTP_URL: 'smtp://mail.example:587',
      REDIS_URL: 'redis://127.0.0.1:6379',
      JPY_PER_BDT: 1.3,
    });
  });

  it('reads the access token lifetime in whole seconds and refuses others', () => {
    expect(load({ ACCESS_TOKEN_TTL_SECONDS: '5' }).ACCESS_TOKEN_TTL_SECONDS).toBe(5);
    for (const bad of ['0', '1.5', 'soon', '86401']) {
      expect(configError({ ACCESS_TOKEN_TTL_SECONDS: bad }).issues).toEqual([
        `ACCESS_TOKEN_TTL_SECONDS: expected a whole number of seconds from 1 to 86400, got "${bad}"`,
      ]);
    }
  });

  it('treats blank variables as unset', () => {
    expect(load({ PORT: '', JPY_PER_BDT: '  ' })).toMatchObject({ PORT: 4000, JPY_PER_BDT: 1.25 });
  });

  it.each(['abc', '4000.5', '70000', '-1'])('names PORT when it is %p', (port) => {
    const error = configError({ PORT: port });
    expect(error.issues).toEqual([
      `PORT: expected an integer port from 0 to 65535, got ${JSON.stringify(port)}`,
    ]);
    expect(error.message).toMatch(/^Invalid configuration:\n {2}- PORT: /);
  });

  it.each(['0', '-1.25', 'yen'])('names JPY_PER_BDT when it is %p', (rate) => {
    expect(configError({ JPY_PER_BDT: rate }).issues).toEqual([
      `JPY_PER_BDT: expected a positive number (yen per taka), got ${JSON.stringify(rate)}`,
    ]);
  });

  it('lists every bad variable at once', () => {
    const error = configError({
      PORT: 'x',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      CORS_ORIGINS: 'http://localhost:3000,localhost:3001',
      JPY_PER_BDT: '0',
    });
    expect(error.issues.map((issue) => issue.split(':')[0])).toEqual([
      'PORT',
      'NODE_ENV',
      'LOG_LEVEL',
      'CORS_ORIGINS',
      'JPY_PER_BDT',
    ]);
  });

  it('never echoes a secret in an error', () => {
    const error = configError({
      JWT_SECRET: 'short-secret',
      REDIS_URL: 'http://user:pa55word@cache',
    });
    expect(error.message).toContain('JWT_SECRET: expected a secret of at least 32 characters');
    expect(error.message).toContain('REDIS_URL: expected a redis:// or rediss:// URL');
    expect(error.message).not.toContain('short-secret');
    expect(error.message).not.toContain('pa55word');
  });

  describe('DATABASE_URL', () => {
    it.each([
      [
        'postgres://u@db:5432/shop',
        { dialect: 'postgres', connectionString: 'postgres://u@db:5432/shop' },
      ],
      [
        'postgresql://u@db/shop',
        { dialect: 'postgres', connectionString: 'postgresql://u@db/shop' },
      ],
      ['file:/var/shop/x.db', { dialect: 'sqlite', filename: '/var/shop/x.db' }],
      ['file:///var/shop/y.db', { dialect: 'sqlite', filename: '/var/shop/y.db' }],
      ['/var/shop/z.db', { dialect: 'sqlite', filename: '/var/shop/z.db' }],
      ['file:rel/x.db', { dialect: 'sqlite', filename: path.resolve('rel/x.db') }],
      [':memory:', { dialect: 'sqlite', filename: ':memory:' }],
    ])('%s', (url, database) => {
      expect(load({ DATABASE_URL: url }).database).toEqual(database);
    });

    it('rejects other schemes, naming the variable but not echoing the URL', () => {
      const error = configError({ DATABASE_URL: 'mysql://root:pw@db/shop' });
      expect(error.issues).toEqual([
        'DATABASE_URL: expected postgres://, postgresql://, file:<path> or a file path, got a mysql:// URL',
      ]);
    });
  });

  describe('JWT_SECRET', () => {
    const secretFile = () => path.join(dataDir, 'jwt-secret');

    it('is generated once into DATA_DIR/jwt-secret (mode 0600) and reused', () => {
      const first = loadConfig({ DATA_DIR: dataDir }).JWT_SECRET;
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(fs.statSync(secretFile()).mode & 0o777).toBe(0o600);

      const second = loadConfig({ DATA_DIR: dataDir }).JWT_SECRET;
      expect(second).toBe(first);
    });

    it('creates a missing DATA_DIR for the secret', () => {
      const nested = path.join(dataDir, 'a', 'b');
      expect(loadConfig({ DATA_DIR: nested }).JWT_SECRET).toHaveLength(64);
      expect(fs.existsSync(path.join(nested, 'jwt-secret'))).toBe(true);
    });

    it('is taken from the environment when set, without touching the disk', () => {
      expect(load({}).JWT_SECRET).toBe(SECRET);
      expect(fs.existsSync(secretFile())).toBe(false);
    });

    it('refuses a damaged secret file', () => {
      fs.writeFileSync(secretFile(), 'short\n');
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/delete it to generate a new secret/);
    });

    it('does not write a secret when the rest of the config is invalid', () => {
      expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'nope' })).toThrow(ConfigError);
      expect(fs.existsSync(secretFile())).toBe(false);
    });
  });
});

const SECRET_FOR_SECURITY = 'y'.repeat(32);
const RANDOM_SECRET = 'q8J1vZt0mX4rB7nK2cW9yE5uH3aL6sD0fG';

describe('security settings', () => {
  const base = { JWT_SECRET: SECRET_FOR_SECURITY, DATA_DIR: os.tmpdir() };

  it.each([
    ['false', false],
    ['true', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('TRUST_PROXY=%p is %p', (value, expected) => {
    expect(loadConfig({ ...base, TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('refuses a TRUST_PROXY that is not an address list', () => {
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('a guessable JWT_SECRET keeps production from starting: 32 identical characters are long, not secret', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      ALLOW_TEST_GATEWAY: 'true',
      SMTP_URL: 'smtp://mail.example.com',
    };
    for (const weak of ['a'.repeat(32), 'ab'.repeat(16), 'abc123'.repeat(6)]) {
      const problems = productionProblems(loadConfig({ ...production, JWT_SECRET: weak }));
      expect(problems).toEqual([expect.stringMatching(/^JWT_SECRET: too predictable/)]);
    }
    // Random bytes as hex or base64 pass, and a generated secret (JWT_SECRET unset) too.
    for (const strong of [randomBytes(16).toString('hex'), randomBytes(32).toString('base64')]) {
      expect(productionProblems(loadConfig({ ...production, JWT_SECRET: strong }))).toEqual([]);
    }
    const { JWT_SECRET: _unset, ...generated } = production as Record<string, string>;
    const dir = makeTempDir();
    try {
      expect(productionProblems(loadConfig({ ...generated, DATA_DIR: dir }))).toEqual([]);
    } finally {
      removeTempDir(dir);
    }
  });

  it('a development shop says so at start: test gateway, codes in the log, public API docs', () => {
    const banner = developmentBanner(loadConfig({ ...base, NODE_ENV: 'development' }));
    expect(banner).toContain('DEVELOPMENT MODE');
    expect(banner).toContain('built-in test gateway');
    expect(banner).toContain('codes are printed in this log');
    expect(banner).toContain('/api/docs');
    expect(banner).toContain('For production: NODE_ENV=production');
    expect(
      developmentBanner(
        loadConfig({
          ...base,
          NODE_ENV: 'production',
          ALLOW_TEST_GATEWAY: 'true',
          SMTP_URL: 'smtp://mail.example.com',
        }),
      ),
    ).toBeNull();
  });

  it('lists what keeps production from starting', () => {
    expect(productionProblems(loadConfig({ ...base, NODE_ENV: 'development' }))).toEqual([]);
    const bare = productionProblems(
      loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: RANDOM_SECRET }),
    );
    expect(bare).toHaveLength(2);
    expect(bare[0]).toMatch(/^PAYMENT_GATEWAY: /);
    expect(bare[1]).toMatch(/^SMTP_URL: /);
    const demo = loadConfig({
      ...base,
      NODE_ENV: 'production',
      ALLOW_TEST_GATEWAY: 'true',
      SMTP_URL: 'smtp://mail.example.com',
      JWT_SECRET: RANDOM_SECRET,
    });
    expect(productionProblems(demo)).toEqual([]);
    expect(demo.API_DOCS).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
  });
});

describe('payment methods', () => {
  const base = { JWT_SECRET: SECRET_FOR_SECURITY, DATA_DIR: os.tmpdir() };
  const production = {
    ...base,
    NODE_ENV: 'production',
    ALLOW_TEST_GATEWAY: 'true',
    SMTP_URL: 'smtp://mail.example.com',
    JWT_SECRET: RANDOM_SECRET,
  };
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_0123456789',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_0123456789',
    STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
  };
  const bkash = {
    BKASH_APP_KEY: 'app-key',
    BKASH_APP_SECRET: 'app-secret',
    BKASH_USERNAME: 'sandbox',
    BKASH_PASSWORD: 'sandbox-password',
  };

  it('has the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      COD_ENABLED: true,
      COD_FEE_JPY: 330,
      COD_MAX_TOTAL_BDT: 100_000,
      PAYMENT_TIMEOUT_MINUTES: 30,
      KONBINI_EXPIRES_DAYS: 3,
      BKASH_BASE_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
    });
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect(loadConfig({ ...base, COD_ENABLED: 'false' }).COD_ENABLED).toBe(false);
    expect(loadConfig({ ...base, STRIPE_API_URL: 'http://127.0.0.1:4242/' }).STRIPE_API_URL).toBe(
      'http://127.0.0.1:4242',
    );
  });

  it('a method half configured keeps production from starting; all or none starts', () => {
    expect(productionProblems(loadConfig({ ...production, ...stripe, ...bkash }))).toEqual([]);
    const { STRIPE_WEBHOOK_SECRET: _missing, ...halfStripe } = stripe;
    expect(productionProblems(loadConfig({ ...production, ...halfStripe }))).toEqual([
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET: Stripe is half configured/),
    ]);
    expect(productionProblems(loadConfig({ ...production, BKASH_APP_KEY: 'app-key' }))).toEqual([
      expect.stringMatching(/^BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD: bKash/),
    ]);
    // Outside production the half-configured method is simply not offered.
    expect(productionProblems(loadConfig({ ...base, ...halfStripe }))).toEqual([]);
  });

  it('never echoes a payment secret in an error', () => {
    let message = '';
    try {
      loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_x', STRIPE_WEBHOOK_SECRET: 'whsec' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('STRIPE_SECRET_KEY: expected');
    expect(message).toContain('STRIPE_WEBHOOK_SECRET: expected');
    expect(message).not.toContain('sk_x');
    expect(message).not.toContain('whsec"');
  });
});
