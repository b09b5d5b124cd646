import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { trackingUrl } from '../orders/carriers';
import { normalizeBangladeshMobile } from '../shipping/address';
import type { TrackAnswer, TrackBody } from './track.schemas';

// Any visitor may track an order by its number and the e-mail address (or, in
// Bangladesh, the mobile number) it was placed with (decision 24). The answer is the
// same 200 { found: false } for a number that does not exist and for one whose contact
// does not match, and both take the same path: one look-up by number, then one
// constant-time comparison (against a stand-in when there is no order), so neither the
// answer nor its timing tells an order number exists. What a match shows is the order's
// progress only: no name, address, lines or amounts.

export const TRACK_CONTACT_REQUIRED =
  'Give the e-mail address or the mobile number the order was placed with';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
/** Compared against when no order has the number, so both paths do the same work. */
const STAND_IN = digest('no order has this number');

function sameText(given: string, stored: string | null): boolean {
  const a = digest(given);
  const b = stored === null ? STAND_IN : digest(stored);
  return timingSafeEqual(a, b) && stored !== null;
}

/** The order number as a shopper may type it: any case, spaces around, without "CH-". */
export function canonicalOrderNumber(input: string): string {
  const compact = input.trim().toUpperCase().replace(/\s+/g, '');
  return compact.startsWith('CH-') ? compact : `CH-${compact}`;
}

export async function trackOrder(db: Kysely<Database>, body: TrackBody): Promise<TrackAnswer> {
  const email = body.email?.trim().toLowerCase() ?? '';
  const phoneInput = body.phone?.trim() ?? '';
  if ((email === '') === (phoneInput === '')) {
    throw HttpError.badRequest(TRACK_CONTACT_REQUIRED, 'TRACK_CONTACT_REQUIRED');
  }
  // A mobile number that cannot be one matches no order, answered like any other miss.
  const phone = phoneInput === '' ? null : (normalizeBangladeshMobile(phoneInput) ?? '');

  const row = await db
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'email',
      'shipping',
      'created_at',
      'delivery_method',
      'channel',
      'ship_date',
      'delivery_date',
      'tracking_number',
      'carrier',
    ])
    .where('id', '=', canonicalOrderNumber(body.orderNumber))
    .executeTakeFirst();

  let matches: boolean;
  if (phone === null) {
    matches = sameText(email, row ? row.email.trim().toLowerCase() : null);
  } else {
    let stored: string | null = null;
    if (row) {
      const shipping = JSON.parse(row.shipping) as { phone?: string };
      stored = normalizeBangladeshMobile(shipping.phone ?? '') ?? '';
    }
    matches = sameText(phone, stored) && phone !== '';
  }
  if (!row || !matches) return { found: false };
  const tracking = trackingUrl(row.carrier, row.tracking_number);
  return {
    found: true,
    order: {
      id: row.id,
      status: row.status,
      placedAt: row.created_at,
      deliveryMethod:
        row.delivery_method === 'pickup' || row.delivery_method === 'counter'
          ? row.delivery_method
          : row.channel === 'pos'
            ? 'counter'
            : 'ship',
      shipDate: row.ship_date,
      deliveryDate: row.delivery_date,
      trackingNumber: row.tracking_number,
      carrier: tracking ? row.carrier : null,
      carrierName: tracking?.name ?? null,
      trackingUrl: tracking?.url ?? null,
    },
  };
}
