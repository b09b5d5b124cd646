import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { isLocale, type Locale } from '../../i18n/locales';
import { shippedMail } from '../admin/shipped-mail';
import type { MailMessage } from '../mail/mailer';
import type { JobQueue } from '../jobs/job-queue';
import { queueMail, registerMail } from '../jobs/mail-jobs';
import { findOrder } from './orders.repository';
import { orderPageLink } from '../mail/order-mail';
import { trackingUrl } from './carriers';
import { deriveOrderToken } from './order-token';
import type { OrderRow } from './orders.repository';

// The 22:00 tracking mail (decision 24, docs/after-purchase.md): staff mark orders shipped
// during the day; at 22:00 shop time (Japan orders: Asia/Tokyo; every other order ships
// from Dhaka: Asia/Dhaka) each order shipped before that 22:00 and not mailed yet gets one
// mail with the carrier, the tracking number and the carrier's tracking page. A shipment
// marked after 22:00 waits for the next day's batch. Each order is claimed
// (tracking_mailed_at set conditionally) before its mail is queued, so two instances
// running the batch at once mail it once. The batch is a recurring job (every minute, once
// across instances; a batch missed while the shop was down goes out at the next run) and
// each mail a durable mail job, retried if the mail server fails (docs/jobs.md).

export const TRACKING_BATCH_JOB = 'orders.tracking-batch';
export const TRACKING_BATCH_CRON = '* * * * *';
export const TRACKING_MAIL = 'order.tracking';

export const TRACKING_MAIL_HOUR = 22;
export const SHOP_ZONES = ['Asia/Tokyo', 'Asia/Dhaka'] as const;
export type ShopZone = (typeof SHOP_ZONES)[number];

/** The zone whose 22:00 mails an order to `country`. */
export function shopZoneOf(country: string): ShopZone {
  return country === 'Japan' ? 'Asia/Tokyo' : 'Asia/Dhaka';
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: Date, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The latest 22:00 of `zone` at or before `now`. */
export function lastBatchTime(now: Date, zone: string, hour = TRACKING_MAIL_HOUR): Date {
  const offset = zoneOffsetMs(now, zone);
  const wall = new Date(now.getTime() + offset);
  let batch =
    Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), hour, 0, 0) - offset;
  if (batch > now.getTime()) batch -= 24 * 60 * 60 * 1000;
  return new Date(batch);
}

/** What one tracking mail says; built apart from its sending so a job queue can carry it. */
export interface TrackingMailData {
  orderId: string;
  to: string;
  name: string;
  carrierName: string | null;
  trackingNumber: string;
  trackingUrl: string | null;
  /** The order page (with the guest token). */
  link: string;
  shopUrl: string;
  locale: Locale;
}

export function trackingMailData(
  row: OrderRow,
  config: Pick<Config, 'SHOP_URL' | 'JWT_SECRET'>,
): TrackingMailData {
  const locale: Locale = isLocale(row.locale) ? row.locale : 'en';
  let name = '';
  try {
    const shipping = JSON.parse(row.shipping) as { firstName?: string; lastName?: string };
    name = `${shipping.firstName ?? ''} ${shipping.lastName ?? ''}`.trim();
  } catch {
    name = '';
  }
  const token = deriveOrderToken(config.JWT_SECRET, row.id, row.access_token_salt);
  const tracking = trackingUrl(row.carrier, row.tracking_number);
  return {
    orderId: row.id,
    to: row.email,
    name,
    carrierName: tracking?.name ?? null,
    trackingNumber: row.tracking_number ?? '',
    trackingUrl: tracking?.url ?? null,
    link: orderPageLink(config.SHOP_URL, row.id, token, locale),
    shopUrl: config.SHOP_URL,
    locale,
  };
}

export function trackingMail(data: TrackingMailData): MailMessage {
  return shippedMail(data);
}

export interface TrackingBatchDeps {
  db: Kysely<Database>;
  now: Date;
  log: FastifyBaseLogger;
  /** Hands an order's mail over: the shop queues a durable mail job (queueTrackingMail). */
  deliver: (row: OrderRow) => Promise<void>;
  /** Only this zone's orders; all by default. */
  zone?: ShopZone;
}

/** Mails every order whose zone's last 22:00 came after it shipped; answers their ids. */
export async function runTrackingBatch(deps: TrackingBatchDeps): Promise<string[]> {
  const mailed: string[] = [];
  const nowIso = deps.now.toISOString();
  for (const zone of deps.zone ? [deps.zone] : SHOP_ZONES) {
    const cutoff = lastBatchTime(deps.now, zone).toISOString();
    let query = deps.db
      .selectFrom('orders')
      .selectAll()
      .where('tracking_mailed_at', 'is', null)
      .where('shipped_at', 'is not', null)
      .where('shipped_at', '<', cutoff)
      .where('tracking_number', 'is not', null)
      .where('channel', '=', 'web');
    query =
      zone === 'Asia/Tokyo'
        ? query.where('country', '=', 'Japan')
        : query.where('country', '!=', 'Japan');
    const rows = await query.orderBy('shipped_at').execute();
    for (const row of rows) {
      const claimed = await deps.db
        .updateTable('orders')
        .set({ tracking_mailed_at: nowIso })
        .where('id', '=', row.id)
        .where('tracking_mailed_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await deps.deliver(row);
        mailed.push(row.id);
      } catch (error) {
        deps.log.error(
          { orderId: row.id, reason: (error as Error)?.message ?? String(error) },
          'tracking mail could not be handed over; it goes with the next batch',
        );
        await deps.db
          .updateTable('orders')
          .set({ tracking_mailed_at: null })
          .where('id', '=', row.id)
          .where('tracking_mailed_at', '=', nowIso)
          .execute();
      }
    }
  }
  if (mailed.length > 0) deps.log.info({ count: mailed.length }, 'tracking mails queued');
  return mailed;
}

/**
 * The tracking mail as a durable job: the payload names the order; the mail (with the
 * guest's link token, never stored) is built from the order when the job runs.
 */
export function registerTrackingMail(
  jobs: JobQueue,
  deps: { db: Kysely<Database>; config: Pick<Config, 'SHOP_URL' | 'JWT_SECRET'> },
): void {
  registerMail<{ orderId: string }>(jobs, TRACKING_MAIL, {
    label: 'tracking mail',
    logFields: ({ orderId }) => ({ orderId }),
    async build({ orderId }) {
      const row = await findOrder(deps.db, orderId);
      if (!row || !row.tracking_number) return null;
      return trackingMail(trackingMailData(row, deps.config));
    },
  });
}

/** Queues an order's tracking mail (one insert; a worker sends it). */
export async function queueTrackingMail(jobs: JobQueue, row: OrderRow): Promise<void> {
  await queueMail(jobs, TRACKING_MAIL, { orderId: row.id });
}
