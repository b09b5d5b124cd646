import cors from '@fastify/cors';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { createDatabase, type Database } from './db/database';
import { handleError, handleNotFound } from './lib/error-handler';
import { formatValidationErrors } from './lib/validation-message';
import { buildValidator } from './lib/validator-compilers';
import { healthRoutes } from './modules/health/health.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { userRoutes } from './modules/users/users.routes';
import { couponsRoutes } from './modules/coupons/coupons.routes';
import { inventoryRoutes } from './modules/inventory/inventory.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { trackRoutes } from './modules/tracking/track.routes';
import { claimsRoutes } from './modules/claims/claims.routes';
import { stockAlertsRoutes } from './modules/stock-alerts/stock-alerts.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { builderRoutes } from './modules/builder/builder.routes';
import { buildsRoutes } from './modules/builds/builds.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { addressesRoutes } from './modules/addresses/addresses.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { serializeRequest } from './lib/log-serializers';
import { prettyLogStream, ShortRequestLog } from './lib/pretty-log';
import { LOG_REDACT_PATHS } from './modules/payments/log-redaction';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { createPaymentProviders } from './modules/payments/providers';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { shopConfigRoutes } from './modules/shop-config/shop-config.routes';
import { openapi } from './plugins/openapi';
import { securityHeaders } from './plugins/security-headers';
import { authenticate } from './plugins/authenticate';
import { locale } from './plugins/locale';
import { createMailer } from './modules/mail/mailer';
import { createJobQueue } from './modules/jobs/create-job-queue';
import type { JobQueue } from './modules/jobs/job-queue';
import { workMailJobs } from './modules/jobs/mail-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    /** The current time; injectable so ship dates, coupon windows and expiry are testable. */
    now: () => Date;
    /** The durable job queue (docs/jobs.md): mails, sweeps, anything that must outlive a restart. */
    jobs: JobQueue;
  }
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface BuildAppOptions {
  config: Config;
  /** Already migrated. Left open on close: whoever passes it in owns it. */
  db?: Kysely<Database>;
  /** A ready pino-compatible logger; by default Fastify makes one at config.LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Clock for time-dependent rules (shipping cut-off, coupon windows, card expiry). */
  now?: () => Date;
  /** Replaces the adapter PAYMENT_GATEWAY names (tests count and fail charges with it). */
  gateway?: PaymentGateway;
  /**
   * Replaces the providers the config sets up (bKash, Stripe): tests pass fakes that
   * implement PaymentProvider.
   */
  paymentProviders?: readonly PaymentProvider[];
}

export const API_PREFIX = '/api/v1';
const BODY_LIMIT_BYTES = 1024 * 1024;
// Browsers may cache a preflight answer this long, saving one round trip per request.
const CORS_MAX_AGE_SECONDS = 600;

/** A hop count becomes proxy-addr's own rule: trust the nearest `hops` addresses. */
function trustProxyOption(
  value: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/**
 * Builds the API without starting it. Synchronous on purpose: a Fastify instance is a
 * thenable, so returning it from an async function would await `ready()` and prevent
 * callers (tests) from adding routes before start.
 */
export function buildApp({
  config,
  db,
  logger,
  now,
  gateway,
  paymentProviders,
}: BuildAppOptions): App {
  const pretty = config.LOG_FORMAT === 'pretty';
  const app = Fastify({
    ...(logger
      ? { loggerInstance: logger }
      : // Card data must never reach a log, even if a body is logged by mistake.
        {
          logger: {
            level: config.LOG_LEVEL,
            redact: { paths: LOG_REDACT_PATHS },
            serializers: { req: serializeRequest },
            ...(pretty ? { stream: prettyLogStream() } : {}),
          },
        }),
    ...(pretty ? { logController: new ShortRequestLog(`${API_PREFIX}/health`) } : {}),
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that stalls (slowloris, a body that never ends) is cut off instead of
    // holding a connection for minutes (OWASP API4).
    connectionTimeout: config.IDLE_TIMEOUT_MS,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Only proxies named in TRUST_PROXY may say who the client is; otherwise anyone could
    // pick their own address (and their own rate limits) with X-Forwarded-For.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Over-long ids reach the route schema and get the API's own 400, not the router's 414.
    routerOptions: { maxParamLength: 2048 },
    ajv: {
      // Unknown fields are rejected by `additionalProperties: false` in route schemas,
      // never silently dropped; the first error is enough to tell the client.
      customOptions: { removeAdditional: false, allErrors: false },
    },
    schemaController: { compilersFactory: { buildValidator } },
    schemaErrorFormatter: formatValidationErrors,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Node requires the headers' limit to be below the whole request's.
  app.server.headersTimeout = Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS);

  const ownsDb = db === undefined;
  const database = db ?? createDatabase(config);
  app.decorate('config', config);
  app.decorate('db', database);
  app.decorate('now', now ?? (() => new Date()));
  // Jobs are worked once the app is ready and stopped (running ones finished) before the
  // database closes; the mails they send go through a mailer of their own.
  const jobs = createJobQueue({ config, db: database, log: app.log });
  const jobMailer = createMailer(config, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    await workMailJobs(jobs, jobMailer, app.log, config.MAIL_RETRY_LIMIT);
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.close();
    jobMailer.close();
    if (ownsDb) await database.destroy();
  });

  // One set of providers for checkout, its callbacks and the back office's refunds.
  const providers = createPaymentProviders(config, paymentProviders);

  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);

  void app.register(cors, {
    origin: [...config.CORS_ORIGINS],
    // @fastify/cors allows only GET, HEAD and POST unless told; the API also updates
    // (PUT /user/profile) and will delete.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // Request headers are not listed: a preflight's are allowed as asked (the storefront's
    // client sends Accept-Language with the page's language on every call).
    maxAge: CORS_MAX_AGE_SECONDS,
  });

  void app.register(securityHeaders);
  void app.register(authenticate);
  // After authenticate: a signed-in shopper without Accept-Language speaks the account's.
  void app.register(locale);
  // Before the routes: @fastify/swagger collects them through an onRoute hook. Off in
  // production unless API_DOCS=true: a map of every route helps nobody but a prober.
  if (config.API_DOCS) void app.register(openapi);

  void app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(imagesRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(addressesRoutes);
      await api.register(couponsRoutes);
      await api.register(inventoryRoutes);
      await api.register(shopConfigRoutes);
      await api.register(shippingRoutes);
      await api.register(ordersRoutes, { ...(gateway ? { gateway } : {}), providers });
      await api.register(receiptsRoutes);
      await api.register(trackRoutes);
      await api.register(claimsRoutes);
      await api.register(stockAlertsRoutes);
      await api.register(reviewsRoutes);
      await api.register(builderRoutes);
      await api.register(buildsRoutes);
      await api.register(wishlistRoutes);
      await api.register(adminRoutes, { providers });
    },
    { prefix: API_PREFIX },
  );

  return app;
}
