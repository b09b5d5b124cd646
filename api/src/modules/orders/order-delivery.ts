import { findDivision, findDistrict, findUpazila } from '../shipping/bangladesh-areas';
import type { BangladeshArea } from '../shipping/bangladesh-areas';
import { COUNTRY_CODES, resolveCountry } from '../shipping/countries';
import { JAPAN_CONSUMPTION_TAX_RATE, slotLabel } from '../shipping/delivery-options';
import type { OrderRow } from './orders.repository';
import type { CheckedShipping } from './shipping-details';

// What an order records and answers about where and when it goes (docs/shipping.md):
// the Bangladeshi area, the delivery method, the day and slot a Japanese shopper asked
// for, and the consumption tax a Japanese order's total includes.

export interface DeliveryColumns {
  area_division_id: string | null;
  area_division: string | null;
  area_district_id: string | null;
  area_district: string | null;
  area_upazila_id: string | null;
  area_upazila: string | null;
  delivery_method: string;
  requested_delivery_date: string | null;
  delivery_slot: string | null;
}

type ViewRow = DeliveryColumns & Pick<OrderRow, 'country' | 'channel'>;

/** The order row's delivery columns for a checked checkout. */
export function deliveryColumns(shipping: CheckedShipping): DeliveryColumns {
  const area = shipping.area;
  return {
    area_division_id: area?.division?.id ?? null,
    area_division: area?.division?.name ?? null,
    area_district_id: area?.district?.id ?? null,
    area_district: area?.district?.name ?? null,
    area_upazila_id: area?.upazila?.id ?? null,
    area_upazila: area?.upazila?.name ?? null,
    delivery_method: shipping.delivery.method,
    requested_delivery_date: shipping.delivery.requestedDate,
    delivery_slot: shipping.delivery.slot,
  };
}

function level(
  id: string | null,
  name: string | null,
  find: (id: string) => { bn: string } | undefined,
) {
  if (id === null) return null;
  return { id, name: name ?? '', bn: find(id)?.bn ?? '' };
}

/** The area as stored; the Bangla names come from the geography data by id. */
export function areaOf(row: DeliveryColumns): BangladeshArea | null {
  if (row.area_division_id === null && row.area_district_id === null) return null;
  const upazilaId = row.area_upazila_id;
  return {
    division: level(row.area_division_id, row.area_division, findDivision),
    district: level(row.area_district_id, row.area_district, findDistrict),
    upazila: level(upazilaId, row.area_upazila, findUpazila),
    dhakaCity: upazilaId !== null && (findUpazila(upazilaId)?.dhakaCity ?? false),
  };
}

export type OrderMethod = 'ship' | 'pickup' | 'counter';

export function deliveryOf(row: ViewRow) {
  const method: OrderMethod =
    row.delivery_method === 'pickup' || row.delivery_method === 'counter'
      ? row.delivery_method
      : row.channel === 'pos'
        ? 'counter'
        : 'ship';
  return {
    method,
    requestedDate: row.requested_delivery_date,
    slot: row.delivery_slot,
    slotLabel: slotLabel(row.delivery_slot),
  };
}

/**
 * Japan's prices include consumption tax (docs/product.md D20): the tax in a total is
 * total x 10/110, rounded down once per rate (as a Japanese receipt states it), in the
 * order's currency. Orders to anywhere else state none.
 */
export function taxIncludedOf(country: string, totalInCurrency: number) {
  if (country !== 'Japan') return [];
  const rate = JAPAN_CONSUMPTION_TAX_RATE;
  return [{ rate, amount: Math.floor((totalInCurrency * rate) / (100 + rate)) }];
}

/** The fields every order answer carries about its delivery. */
export function deliveryView(row: ViewRow, totalInCurrency: number) {
  const country = resolveCountry(row.country);
  return {
    countryCode: country ? COUNTRY_CODES[country] : null,
    area: areaOf(row),
    delivery: deliveryOf(row),
    taxIncluded: taxIncludedOf(row.country, totalInCurrency),
  };
}
