import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import { findProductsForPricing } from '../inventory/inventory.repository';
import { resolveCountry, UNSUPPORTED_COUNTRY_MESSAGE, type ShippingCountry } from './countries';
import { resolvePrefecture, type Prefecture } from './prefectures';
import { shipSchedule, type ShipSchedule } from './ship-dates';
import { amountToFreeShipping, deliveryDaysFor, shippingFee } from './shipping.rules';
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

export function scheduleFor(
  config: Config,
  now: Date,
  country: ShippingCountry,
  prefecture: Prefecture | null,
): ShipSchedule & { deliveryDays: number } {
  const deliveryDays = deliveryDaysFor(country, prefecture);
  const schedule = shipSchedule(now, deliveryDays, {
    cutoffHour: config.CUTOFF_HOUR,
    extraHolidays: config.HOLIDAYS,
  });
  return { ...schedule, deliveryDays };
}

export async function quoteShipping(
  deps: ShippingDeps,
  request: ShippingQuoteRequest,
): Promise<ShippingQuote> {
  const country = requireCountry(request.country);
  let prefecture: Prefecture | null = null;
  if (country === 'Japan' && request.prefecture !== undefined && request.prefecture.trim() !== '') {
    prefecture = resolvePrefecture(request.prefecture);
    if (!prefecture) {
      throw HttpError.badRequest(
        'Unknown prefecture; expected one of the 47 in English',
        'UNKNOWN_PREFECTURE',
      );
    }
  }

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

  const schedule = scheduleFor(deps.config, deps.now(), country, prefecture);
  return {
    country,
    prefecture,
    productTotal,
    fee: shippingFee(deps.config, country, productTotal),
    freeShippingThreshold: deps.config.FREE_SHIPPING_THRESHOLD,
    amountToFreeShipping: amountToFreeShipping(deps.config, country, productTotal),
    deliveryDays: schedule.deliveryDays,
    shipDate: schedule.shipDate,
    deliveryDate: schedule.deliveryDate,
    currency: 'BDT',
  };
}
