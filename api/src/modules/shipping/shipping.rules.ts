import type { Config } from '../../config';
import { bangladeshDeliveryDays } from './bangladesh-areas';
import { HOME_MARKETS, type ShippingCountry } from './countries';
import {
  DEFAULT_DELIVERY_DAYS,
  DELIVERY_DAYS,
  INTERNATIONAL_DELIVERY_DAYS,
  type Prefecture,
} from './prefectures';

// docs/product.md D4 and D19 (docs/shipping.md): the one shipping rule, used by the quote
// and by the order alike.

/** Where in Bangladesh a parcel goes, for its fee; null while no upazila is known. */
export type BangladeshZone = 'dhaka-city' | 'outside-dhaka';

export interface Destination {
  country: ShippingCountry;
  prefecture: Prefecture | null;
  /** Bangladesh: the district id, when known. */
  districtId: string | null;
  /** Bangladesh: inside Dhaka city or not, once the upazila is known. */
  zone: BangladeshZone | null;
  /** Collected at the Dhaka showroom. */
  pickup: boolean;
}

export function shippingFee(config: Config, where: Destination, productTotal: number): number {
  if (where.pickup) return 0;
  if (!HOME_MARKETS.includes(where.country)) return config.INTERNATIONAL_SHIPPING_FEE;
  if (productTotal >= config.FREE_SHIPPING_THRESHOLD) return 0;
  if (where.country === 'Japan') return config.DOMESTIC_SHIPPING_FEE;
  // Bangladesh; an address whose upazila is not known yet is priced as outside Dhaka.
  return where.zone === 'dhaka-city' ? config.BD_DHAKA_CITY_FEE : config.BD_OUTSIDE_DHAKA_FEE;
}

/** Taka still missing for free shipping; null abroad, where shipping is never free. */
export function amountToFreeShipping(
  config: Config,
  where: Destination,
  productTotal: number,
): number | null {
  if (where.pickup) return 0;
  if (!HOME_MARKETS.includes(where.country)) return null;
  return Math.max(0, config.FREE_SHIPPING_THRESHOLD - productTotal);
}

export function deliveryDaysFor(where: Destination): number {
  if (where.pickup) return 0;
  if (where.country === 'Bangladesh') return bangladeshDeliveryDays(where.districtId);
  if (where.country !== 'Japan') return INTERNATIONAL_DELIVERY_DAYS;
  return where.prefecture ? DELIVERY_DAYS[where.prefecture] : DEFAULT_DELIVERY_DAYS;
}
