// What a shopper may choose about delivery (docs/shipping.md).

/** Japan: the carriers' time slots, and "no preference". */
export const JAPAN_DELIVERY_SLOTS = [
  { id: 'morning', label: 'Morning (8:00-12:00)', labelJa: '午前中' },
  { id: '14-16', label: '14:00-16:00', labelJa: '14時～16時' },
  { id: '16-18', label: '16:00-18:00', labelJa: '16時～18時' },
  { id: '18-20', label: '18:00-20:00', labelJa: '18時～20時' },
  { id: '19-21', label: '19:00-21:00', labelJa: '19時～21時' },
  { id: 'any', label: 'No preference', labelJa: '指定なし' },
] as const;

export type JapanDeliverySlot = (typeof JAPAN_DELIVERY_SLOTS)[number]['id'];

const SLOT_IDS = new Set<string>(JAPAN_DELIVERY_SLOTS.map((slot) => slot.id));

export function isJapanDeliverySlot(value: string): value is JapanDeliverySlot {
  return SLOT_IDS.has(value);
}

export function slotLabel(id: string | null): string | null {
  return JAPAN_DELIVERY_SLOTS.find((slot) => slot.id === id)?.label ?? null;
}

/** Japan: a delivery date may be chosen from the earliest possible day up to this many days later. */
export const JAPAN_DELIVERY_DATE_SPAN_DAYS = 14;

/** Prices include Japan's consumption tax at this rate (percent). */
export const JAPAN_CONSUMPTION_TAX_RATE = 10;

/**
 * 'ship': a carrier brings it; 'pickup': the shopper collects it at the Dhaka showroom
 * (Bangladesh only, free); 'counter': a sale at the showroom's counter (POS).
 */
export type DeliveryMethod = 'ship' | 'pickup' | 'counter';

/** The Dhaka showroom, where a pickup is collected and counter sales happen. */
export const DHAKA_SHOWROOM = {
  name: 'Circuit Haat showroom',
  address: 'Dhaka showroom',
  city: 'Dhaka',
  country: 'Bangladesh',
} as const;
