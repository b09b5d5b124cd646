import v8 from 'node:v8';
import { buildApp, type App } from './app';
import {
  ConfigError,
  developmentBanner,
  loadConfig,
  productionProblems,
  type Config,
} from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedCatalogIfNeeded } from './db/seed/seed-catalog';
import { seedCoupons } from './modules/coupons/coupons.seed';
import { UNFLAGGED_HEAP_LIMIT_BYTES } from './node-flags';

// Longer than any sane in-flight request; after that a stuck close must not keep a
// deploy waiting forever.
const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env, { stdoutIsTTY: process.stdout.isTTY === true });
  } catch (error) {
    // No logger exists yet, and a person is reading this: plain text, no JSON.
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(
      new ConfigError(problems).message.replace(
        'Invalid configuration',
        'Refusing to start in production',
      ),
    );
    process.exit(1);
  }

  const db = createDatabase(config);
  let app: App | undefined;
  try {
    await migrateToLatest(db);
    // First start fills the catalog; later starts find the seed recorded and do nothing.
    await seedCatalogIfNeeded(db);
    // Idempotent (existing coupons and their usage are kept), so every start may run it.
    await seedCoupons(db);
    app = buildApp({ config, db });
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    if (app) app.log.fatal({ err: error }, 'API failed to start');
    else console.error(error);
    await app?.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    process.exit(1);
  }

  app.log.info(`API listening on ${publicUrl(config.HOST, app)}`);
  const banner = developmentBanner(config);
  if (banner) {
    // One log line for log readers, and the banner in plain text for a person at a
    // terminal (`npm start`); piped logs stay one JSON object a line. Pretty logs are
    // read by a person: the banner alone says it.
    if (config.LOG_FORMAT === 'json') app.log.warn(banner.split('\n').slice(1, -1).join(' '));
    if (process.stderr.isTTY || config.LOG_FORMAT === 'pretty') console.warn(banner);
  }
  if (config.PAYMENT_GATEWAY === 'test') {
    const message =
      'Payments: the built-in TEST gateway is in use. No money moves and any valid card number is approved.';
    if (config.NODE_ENV === 'production') app.log.warn(`${message} (ALLOW_TEST_GATEWAY=true)`);
    else app.log.info(message);
  }
  if (
    config.NODE_ENV === 'production' &&
    v8.getHeapStatistics().heap_size_limit > UNFLAGGED_HEAP_LIMIT_BYTES
  ) {
    // Works, but V8 then lets garbage grow the process to well above what it needs.
    app.log.warn(
      "Started without the API's Node options (--max-old-space-size=512 --max-semi-space-size=4, as `npm start -w api` passes them): expect a larger resident memory under load",
    );
  }
  if (config.NODE_ENV === 'production' && !process.env.JWT_SECRET?.trim()) {
    // Each host would generate its own file, and tokens from one would fail on another.
    app.log.warn(
      'JWT_SECRET is unset: using the secret kept in DATA_DIR/jwt-secret. Set JWT_SECRET when more than one instance serves the API.',
    );
  }

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'API shutting down');
    setTimeout(() => {
      app.log.error('API did not close in time; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await db.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'API failed to close cleanly');
      process.exit(1);
    }
  };
  // `once`: a second Ctrl-C falls back to Node's default and ends the process at once.
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));
}

/** What a person can paste into a browser; the bound port, so PORT=0 shows the real one. */
function publicUrl(host: string, app: App): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : '';
  const shownHost =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}`;
}

void main();
