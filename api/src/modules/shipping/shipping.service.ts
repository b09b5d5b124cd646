import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { findProductsForPricing } from '../inventory/inventory.repository';
import { resolveBangladeshArea, type BangladeshArea } from './bangladesh-areas';
import {
  COUNTRY_CODES,
  resolveCountry,
  UNSUPPORTED_COUNTRY_MESSAGE,
  type ShippingCountry,
} from './countries';
import { deliveryMethodOf, deliverySlotsFor, planDelivery, type DeliveryPlan } from './delivery';
import {
  checkPostcodeForPrefecture,
  lookUpPostcode,
  normalizeJapanesePostcode,
  POSTCODE_FORMAT_MESSAGE,
} from './japan-postcodes';
import { FieldFaults } from './field-faults';
import { resolvePrefecture, type Prefecture } from './prefectures';
import {
  amountToFreeShipping,
  shippingFee,
  type BangladeshZone,
  type Destination,
} from './shipping.rules';
import type { ShippingQuote, ShippingQuoteRequest } from './shipping.schemas';

export interface ShippingDeps {
  db: Kysely<Database>;
  config: Config;
  now: () => Date;
}

export interface ItemRequest {
  productId: string;
  quantity: number;
}

/** One line per product: a cart may send the same product twice. */
export function mergeItems(items: readonly ItemRequest[]): ItemRequest[] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of items) {
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

export function requireCountry(input: string): ShippingCountry {
  const country = resolveCountry(input);
  if (!country) throw HttpError.badRequest(UNSUPPORTED_COUNTRY_MESSAGE, 'UNSUPPORTED_COUNTRY');
  return country;
}

export function productNotFound(productId: string): HttpError {
  return HttpError.unprocessable(`Product not found: ${productId}`, 'PRODUCT_NOT_FOUND');
}

export function zoneOf(area: BangladeshArea | null): BangladeshZone | null {
  if (!area?.upazila) return null;
  return area.dhakaCity ? 'dhaka-city' : 'outside-dhaka';
}

/** Where a checked address sends the parcel, for its fee and dates. */
export function destinationOf(where: {
  country: ShippingCountry;
  prefecture: Prefecture | null;
  area: BangladeshArea | null;
  pickup: boolean;
}): Destination {
  return {
    country: where.country,
    prefecture: where.country === 'Japan' ? where.prefecture : null,
    districtId: where.area?.district?.id ?? null,
    zone: zoneOf(where.area),
    pickup: where.pickup,
  };
}

export function scheduleFor(config: Config, now: Date, where: Destination): DeliveryPlan {
  return planDelivery(config, now, where);
}

export const UNKNOWN_PREFECTURE_MESSAGE = 'Unknown prefecture; expected one of the 47 in English';

/**
 * The quote of the cart drawer and the checkout. Fields that are given are checked (a
 * prefecture of the 47, a postcode of that prefecture, an area whose levels belong
 * together) with a message per field; fields not given yet leave the quote at its
 * defaults (Japan: 2 days; Bangladesh: the outside-Dhaka fee and 3 days).
 */
export async function quoteShipping(
  deps: ShippingDeps,
  request: ShippingQuoteRequest,
): Promise<ShippingQuote> {
  const country = requireCountry(request.country);
  const faults = new FieldFaults();
  const note = faults.add.bind(faults);

  const method = (request.method ?? '').trim();
  if (method !== '' && method !== 'ship' && method !== 'pickup') {
    note('method', "Choose 'ship' or 'pickup'", 'INVALID_DELIVERY');
  }
  const pickup = deliveryMethodOf(request) === 'pickup';
  if (pickup && country !== 'Bangladesh') {
    note(
      'method',
      'Pickup is at the Dhaka showroom, for Bangladesh only',
      'PICKUP_BANGLADESH_ONLY',
    );
  }

  let prefecture: Prefecture | null = null;
  let area: BangladeshArea | null = null;
  if (country === 'Japan') {
    if (request.prefecture !== undefined && request.prefecture.trim() !== '') {
      prefecture = resolvePrefecture(request.prefecture);
      if (!prefecture) note('prefecture', UNKNOWN_PREFECTURE_MESSAGE, 'UNKNOWN_PREFECTURE');
    }
    const postcode = (request.postcode ?? '').trim();
    if (postcode !== '' && !faults.has('UNKNOWN_PREFECTURE')) {
      const digits = normalizeJapanesePostcode(postcode);
      if (!digits) note('postcode', POSTCODE_FORMAT_MESSAGE, 'INVALID_POSTCODE');
      else {
        const verdict = checkPostcodeForPrefecture(digits, prefecture);
        if (!verdict.ok) note('postcode', verdict.message, verdict.code);
        else prefecture ??= (verdict.matches[0] ?? lookUpPostcode(digits)[0])?.prefecture ?? null;
      }
    }
  } else if (country === 'Bangladesh' && !pickup) {
    const resolved = resolveBangladeshArea(request);
    for (const [field, message] of Object.entries(resolved.errors)) {
      note(field, message, 'UNKNOWN_AREA');
    }
    area = resolved.area.division ? resolved.area : null;
  }
  faults.throwIfAny();

  // Prices come from the database only; the client sends ids and quantities.
  const items = mergeItems(request.items);
  const rows = await findProductsForPricing(
    deps.db,
    items.map((item) => item.productId),
  );
  const prices = new Map(rows.map((row) => [row.id, row.price]));
  let productTotal = 0;
  for (const item of items) {
    const price = prices.get(item.productId);
    if (price === undefined) throw productNotFound(item.productId);
    productTotal += price * item.quantity;
  }

  const where = destinationOf({ country, prefecture, area, pickup });
  const plan = planDelivery(deps.config, deps.now(), where);
  return {
    country,
    countryCode: COUNTRY_CODES[country],
    method: pickup ? 'pickup' : 'ship',
    prefecture,
    area,
    zone: where.zone,
    productTotal,
    fee: shippingFee(deps.config, where, productTotal),
    freeShippingThreshold: deps.config.FREE_SHIPPING_THRESHOLD,
    amountToFreeShipping: amountToFreeShipping(deps.config, where, productTotal),
    deliveryDays: plan.deliveryDays,
    shipDate: plan.shipDate,
    deliveryDate: plan.deliveryDate,
    timeZone: plan.timeZone,
    deliveryDates: plan.deliveryDates,
    deliverySlots: deliverySlotsFor(where),
    currency: 'BDT',
  };
}
