import type { Config } from '../../config';
import { DOMESTIC_COUNTRY, type ShippingCountry } from './countries';
import {
  DEFAULT_DELIVERY_DAYS,
  DELIVERY_DAYS,
  INTERNATIONAL_DELIVERY_DAYS,
  type Prefecture,
} from './prefectures';

// docs/product.md D4: the one shipping rule, used by the quote and by the order alike.

export function shippingFee(
  config: Config,
  country: ShippingCountry,
  productTotal: number,
): number {
  if (country !== DOMESTIC_COUNTRY) return config.INTERNATIONAL_SHIPPING_FEE;
  return productTotal >= config.FREE_SHIPPING_THRESHOLD ? 0 : config.DOMESTIC_SHIPPING_FEE;
}

/** Taka still missing for free shipping; null abroad, where shipping is never free. */
export function amountToFreeShipping(
  config: Config,
  country: ShippingCountry,
  productTotal: number,
): number | null {
  if (country !== DOMESTIC_COUNTRY) return null;
  return Math.max(0, config.FREE_SHIPPING_THRESHOLD - productTotal);
}

export function deliveryDaysFor(country: ShippingCountry, prefecture: Prefecture | null): number {
  if (country !== DOMESTIC_COUNTRY) return INTERNATIONAL_DELIVERY_DAYS;
  return prefecture ? DELIVERY_DAYS[prefecture] : DEFAULT_DELIVERY_DAYS;
}
