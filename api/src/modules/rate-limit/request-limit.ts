import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config';
import { clientSource } from '../../lib/client-source';
import { HttpError } from '../../lib/http-error';

// Limits on how often one client may call a route, for the routes that opt in with
// `config: { rateLimit: { max, timeWindow } }` inside the plugin that registered this.
// Per client (its address as TRUST_PROXY lets Fastify see it behind a proxy; an IPv6
// /64 counts as one). Answered with 429 and Retry-After. With Redis the counts are
// shared by every API instance (a client spreading requests over instances behind a
// balancer gets the same limit); without it each instance counts its own.

// A dead Redis must not hold a request up: one quick try, then the request goes on.
const REDIS_TIMEOUT_MS = 1_000;

async function limitRedis(config: Config): Promise<Redis | undefined> {
  if (!config.REDIS_URL) return undefined;
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    // While it is unreachable a count fails at once (and the request goes on) instead
    // of waiting in a queue for the reconnection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_TIMEOUT_MS,
    connectTimeout: REDIS_TIMEOUT_MS,
  });
  // ioredis reconnects by itself; without a listener an outage would crash the process.
  redis.on('error', () => undefined);
  // Connected before the first request, so the first requests count too; an
  // unreachable Redis does not keep the API from starting.
  await redis.connect().catch(() => undefined);
  return redis;
}

/** Registers the limiter in `app`'s scope; `name` keeps each scope's counts apart in Redis. */
export async function registerRequestLimit(
  app: FastifyInstance,
  name: string,
  enabled: boolean,
): Promise<void> {
  const redis = enabled ? await limitRedis(app.config) : undefined;
  app.addHook('onClose', async () => {
    // Nothing to flush (counters only): closed at once, also while still reconnecting.
    redis?.disconnect();
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => clientSource(request.ip),
    errorResponseBuilder: () => HttpError.tooManyRequests(),
    ...(redis
      ? {
          redis,
          nameSpace: `${app.config.REDIS_KEY_PREFIX}${name}-rl:`,
          // Redis unreachable: the routes keep answering, unlimited, rather than failing
          // every request (the limit is against abuse; shoppers must not pay for an outage).
          skipOnError: true,
        }
      : {}),
  });
}
