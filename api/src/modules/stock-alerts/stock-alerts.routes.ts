import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../lib/http-error';
import { rejectBadToken } from '../../plugins/authenticate';
import { registerRequestLimit } from '../rate-limit/request-limit';
import { subscribeSchema, unsubscribePageSchema, unsubscribeSchema } from './stock-alerts.schemas';
import {
  alertOfLink,
  checkRestocks,
  MESSAGES,
  registerBackInStockMail,
  RESTOCK_CHECK_CRON,
  RESTOCK_CHECK_JOB,
  subscribe,
  unsubscribe,
} from './stock-alerts.service';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from './unsubscribe-page';

const MINUTE_MS = 60_000;

// Back in stock (docs/back-in-stock.md): the shopper's request, the check that mails
// requests whose product is back (a durable job), and the mail's unsubscribe link.
export const stockAlertsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = { db: app.db, config: app.config, now: app.now };
  registerBackInStockMail(app.jobs, deps);
  await app.jobs.work(RESTOCK_CHECK_JOB, async () => {
    await checkRestocks({ ...deps, jobs: app.jobs, log: app.log });
  });
  await app.jobs.schedule(RESTOCK_CHECK_JOB, RESTOCK_CHECK_CRON);

  // Strangers may call these: limited per client (STOCK_ALERT_RATE_LIMIT a minute), in a
  // scope of their own.
  const limit = app.config.STOCK_ALERT_RATE_LIMIT;
  await registerRequestLimit(app, 'stock-alerts', limit > 0);
  const limited = limit > 0 ? { rateLimit: { max: limit, timeWindow: MINUTE_MS } } : undefined;
  // The unsubscribe page's button posts an empty form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  // The page answers carry their own policy (inline style, the form posting to itself);
  // this scope's hook runs after the app's, which sets the JSON answers' policy.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      void reply.header('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP);
    }
    return payload;
  });

  app.post(
    '/stock-alerts',
    {
      schema: subscribeSchema,
      preHandler: rejectBadToken,
      config: limited,
    },
    async (request, reply) => {
      const { alert, created } = await subscribe(
        deps,
        { user: request.user, locale: request.locale },
        request.body,
      );
      return reply
        .code(created ? 201 : 200)
        .header('Cache-Control', 'no-store')
        .send(alert);
    },
  );

  app.get(
    '/stock-alerts/unsubscribe',
    { schema: unsubscribePageSchema, config: limited },
    async (request, reply) => {
      const alert = await alertOfLink(deps, request.query.id, request.query.token);
      const page = unsubscribePage({
        locale: alert?.locale ?? request.locale,
        shopUrl: app.config.SHOP_URL,
        state: alert ? 'ask' : 'invalid',
      });
      return reply
        .code(alert ? 200 : 400)
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );

  app.post(
    '/stock-alerts/unsubscribe',
    { schema: unsubscribeSchema, config: limited },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      const outcome = await unsubscribe(deps, request.query.id, request.query.token);
      const page = String(request.headers['content-type'] ?? '').startsWith(
        'application/x-www-form-urlencoded',
      );
      if (page) {
        return (
          reply
            .code(outcome ? 200 : 400)
            .type('text/html; charset=utf-8')
            // A page, not the JSON the schema describes for other callers.
            .send(
              unsubscribePage({
                locale: outcome?.locale ?? request.locale,
                shopUrl: app.config.SHOP_URL,
                state: !outcome ? 'invalid' : outcome.ended > 0 ? 'done' : 'none',
              }) as never,
            )
        );
      }
      if (!outcome) throw HttpError.badRequest(MESSAGES.badLink, 'STOCK_ALERT_LINK_INVALID');
      return { ended: outcome.ended };
    },
  );
};
