import type { Kysely } from 'kysely';
import pino from 'pino';
import type { Config } from '../../../src/config';
import type { Database } from '../../../src/db/database';
import { createMailer } from '../../../src/modules/mail/mailer';
import {
  runTrackingBatch,
  trackingMail,
  trackingMailData,
} from '../../../src/modules/orders/tracking-batch';

/**
 * Runs the 22:00 tracking mail batch as the shop's recurring job does at `nowIso`, and
 * sends each mail the shop's mail job would send at once, through the real SMTP listener
 * at `smtpUrl`; answers the ids of the orders it mailed.
 */
export async function runTrackingMails(
  database: { db: Kysely<Database>; config: Config },
  smtpUrl: string,
  nowIso: string,
): Promise<string[]> {
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ ...database.config, SMTP_URL: smtpUrl }, log);
  try {
    return await runTrackingBatch({
      db: database.db,
      now: new Date(nowIso),
      log,
      // What the shop's mail job sends for the order, sent here at once.
      deliver: async (row) => {
        await mailer.send(trackingMail(trackingMailData(row, database.config)));
      },
    });
  } finally {
    mailer.close();
  }
}

/** 22:00 in Tokyo on the harness's default day (2026-11-24). */
export const TOKYO_BATCH = '2026-11-24T13:00:00.000Z';
