import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { isLocale, type Locale } from '../../i18n/locales';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import type { JobQueue } from '../jobs/job-queue';
import { queueMail, registerMail } from '../jobs/mail-jobs';
import { findUserById } from '../users/users.repository';
import { EMAIL_SHAPE, normalizeEmail } from '../users/users.service';
import { backInStockMail } from './stock-alert-mail';
import { alertTokenMatches, deriveAlertToken, newAlertSalt } from './stock-alert-token';
import {
  countAlertsSince,
  findAlert,
  findAlertForMail,
  findAlertProduct,
  findDueAlerts,
  findOpenAlert,
  insertAlert,
  moveAlert,
  unsubscribeAddress,
} from './stock-alerts.repository';
import type { StockAlert, SubscribeBody } from './stock-alerts.schemas';

// "Mail me when it is back" (decision 25, docs/back-in-stock.md).
//
// Where a restock is noticed: in one place, `checkRestocks`, which needs no hint of what
// changed: a request is due exactly when it is open and its product is in stock. It runs
// as the durable job `stock-alerts.check`, every minute (so no path that gives stock back
// can be forgotten: the back office's edit, a cancelled order, a refund with returned
// goods, the payment and stranded-order sweeps, a change made in the database by hand),
// and at once after the paths a person waits on (the back office's product edit, a staff
// or customer cancel, a refund) wake it with `wakeRestockCheck` once they committed.
// Each due request is ended (open -> notified, conditionally, so two checks at once
// claim it once) and then gets one mail job; the mail is built when the job runs.

export const BACK_IN_STOCK_MAIL = 'stock.back-in-stock';
export const RESTOCK_CHECK_JOB = 'stock-alerts.check';
export const RESTOCK_CHECK_CRON = '* * * * *';
/** Requests one address may make in a day (each product counts once). */
export const ALERTS_PER_ADDRESS_PER_DAY = 10;
/** Due requests handled by one run of the check (the next run takes the rest). */
const CHECK_BATCH = 500;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  productNotFound: 'Product not found',
  inStock: (name: string) => `${name} is in stock: add it to your cart`,
  tooMany: 'This address has asked for too many back-in-stock mails today; try again tomorrow',
  badLink: 'This unsubscribe link is not valid',
};

export interface StockAlertDeps {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
}

function emailError(message: string): HttpError {
  return new HttpError(400, 'BAD_REQUEST', message, { fields: { email: message } });
}

/**
 * A request for one mail when `productId` is back: the account's address when signed in
 * (whatever the body says), otherwise the address given. Asking again for the same
 * product and address answers the open request (created: false).
 */
export async function subscribe(
  deps: StockAlertDeps,
  viewer: { user: AccessClaims | null; locale: Locale },
  body: SubscribeBody,
): Promise<{ alert: StockAlert; created: boolean }> {
  const product = await findAlertProduct(deps.db, body.productId);
  if (!product || product.archived_at !== null) {
    throw HttpError.notFound(MESSAGES.productNotFound, 'PRODUCT_NOT_FOUND');
  }
  let email: string;
  let userId: string | null = null;
  if (viewer.user) {
    const account = await findUserById(deps.db, viewer.user.sub);
    if (!account) throw HttpError.unauthorized();
    email = normalizeEmail(account.email);
    userId = account.id;
  } else {
    email = normalizeEmail(body.email ?? '');
    if (email === '') throw emailError(MESSAGES.emailRequired);
    if (!EMAIL_SHAPE.test(email)) throw emailError(MESSAGES.emailInvalid);
  }
  if (Number(product.stock_quantity) > 0) {
    throw HttpError.conflict(MESSAGES.inStock(product.name), 'PRODUCT_IN_STOCK');
  }
  const view = (id: string, createdAt: string): StockAlert => ({
    id,
    productId: product.id,
    email,
    state: 'open',
    createdAt,
  });
  const existing = await findOpenAlert(deps.db, product.id, email);
  if (existing) return { alert: view(existing.id, existing.created_at), created: false };

  const now = deps.now();
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  if ((await countAlertsSince(deps.db, email, dayAgo)) >= ALERTS_PER_ADDRESS_PER_DAY) {
    throw HttpError.tooManyRequests(MESSAGES.tooMany, 'STOCK_ALERT_LIMIT');
  }
  const row = {
    id: `SA-${randomUUID()}`,
    product_id: product.id,
    email,
    user_id: userId,
    locale: viewer.locale,
    state: 'open',
    token_salt: newAlertSalt(),
    created_at: now.toISOString(),
    ended_at: null,
  };
  try {
    await insertAlert(deps.db, row);
  } catch (error) {
    // Two requests at once for the same product and address: the unique index kept one.
    const raced = await findOpenAlert(deps.db, product.id, email);
    if (raced) return { alert: view(raced.id, raced.created_at), created: false };
    throw error;
  }
  return { alert: view(row.id, row.created_at), created: true };
}

/**
 * Ends every open request whose product is in stock and queues its one mail. Safe to run
 * twice and on several instances at once: each request is moved from open conditionally,
 * and its mail job has the request's singleton key. Returns how many mails it queued.
 */
export async function checkRestocks(
  deps: StockAlertDeps & { jobs: JobQueue; log: FastifyBaseLogger },
): Promise<number> {
  const due = await findDueAlerts(deps.db, CHECK_BATCH);
  let queued = 0;
  for (const alert of due) {
    const endedAt = deps.now().toISOString();
    if (!(await moveAlert(deps.db, alert.id, 'open', 'notified', endedAt))) continue;
    try {
      await queueMail(
        deps.jobs,
        BACK_IN_STOCK_MAIL,
        { alertId: alert.id },
        { singletonKey: `${BACK_IN_STOCK_MAIL}:${alert.id}` },
      );
      queued += 1;
    } catch (error) {
      // Not queued: open again, so the next check tries once more.
      await moveAlert(deps.db, alert.id, 'notified', 'open', null);
      deps.log.error(
        { alertId: alert.id, reason: (error as Error)?.message ?? String(error) },
        'back-in-stock mail could not be queued',
      );
    }
  }
  if (queued > 0) deps.log.info({ queued }, 'back-in-stock mails queued');
  return queued;
}

/**
 * Asks for a restock check now (after a change that may have given stock back committed).
 * One waiting check serves every wake; a failure to ask is logged only: the minute's
 * check comes anyway.
 */
export async function wakeRestockCheck(jobs: JobQueue, log: FastifyBaseLogger): Promise<void> {
  try {
    await jobs.send(RESTOCK_CHECK_JOB, {}, { singletonKey: RESTOCK_CHECK_JOB });
  } catch (error) {
    log.warn({ reason: (error as Error)?.message ?? String(error) }, 'restock check not woken');
  }
}

/** The unsubscribe link of a request: under the shop's origin, its token minted here. */
export function unsubscribeLink(config: Config, alert: { id: string; token_salt: string }): string {
  const token = deriveAlertToken(config.JWT_SECRET, alert.id, alert.token_salt);
  return `${config.SHOP_URL}/api/v1/stock-alerts/unsubscribe?id=${encodeURIComponent(alert.id)}&token=${encodeURIComponent(token)}`;
}

/** The request a link names, when its token is right; null otherwise. */
export async function alertOfLink(
  deps: StockAlertDeps,
  id: string,
  token: string,
): Promise<{ id: string; email: string; locale: Locale } | null> {
  const alert = await findAlert(deps.db, id);
  if (!alert || !alertTokenMatches(deps.config.JWT_SECRET, alert.id, alert.token_salt, token)) {
    return null;
  }
  return { id: alert.id, email: alert.email, locale: isLocale(alert.locale) ? alert.locale : 'en' };
}

/**
 * The link's answer: every open request of the link's address ends (the mail tells the
 * shopper so). Returns how many ended, or null for a link that is not valid.
 */
export async function unsubscribe(
  deps: StockAlertDeps,
  id: string,
  token: string,
): Promise<{ ended: number; locale: Locale } | null> {
  const alert = await alertOfLink(deps, id, token);
  if (!alert) return null;
  const ended = await unsubscribeAddress(deps.db, alert.email, deps.now().toISOString());
  return { ended, locale: alert.locale };
}

/** How the mail is built when its job runs: the product as it is then, the link minted here. */
export function registerBackInStockMail(
  jobs: JobQueue,
  deps: { db: Kysely<Database>; config: Config },
): void {
  registerMail<{ alertId: string }>(jobs, BACK_IN_STOCK_MAIL, {
    label: 'back-in-stock mail',
    logFields: ({ alertId }) => ({ alertId }),
    async build({ alertId }) {
      const row = await findAlertForMail(deps.db, alertId);
      if (!row || row.state !== 'notified') return null;
      return backInStockMail({
        to: row.email,
        product: { name: row.name, slug: row.slug },
        unsubscribeLink: unsubscribeLink(deps.config, row),
        shopUrl: deps.config.SHOP_URL,
        locale: isLocale(row.locale) ? row.locale : 'en',
      });
    },
  });
}
