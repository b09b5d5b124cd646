import type { DeliveryMethod } from '../../lib/admin-types';

// How the back office names where an order goes (docs/shipping.md).

export const SHOWROOM = 'Dhaka showroom';

/** The countries the order list filters by, as the API takes them (a name or its code). */
export const FILTER_COUNTRIES = [
  { code: 'BD', name: 'Bangladesh', area: 'Division' },
  { code: 'JP', name: 'Japan', area: 'Prefecture' },
  { code: 'US', name: 'United States', area: null },
  { code: 'CA', name: 'Canada', area: null },
  { code: 'GB', name: 'United Kingdom', area: null },
] as const;

export function deliveryMethodText(method: DeliveryMethod): string {
  if (method === 'pickup') return `Pickup at the ${SHOWROOM}`;
  if (method === 'counter') return `Counter sale at the ${SHOWROOM}`;
  return 'Delivery';
}

/** A row's destination: the country and its area, or the showroom for a pickup or counter sale. */
export function destinationText(row: {
  country: string;
  area: string | null;
  deliveryMethod: DeliveryMethod;
}): string {
  if (row.deliveryMethod !== 'ship') return SHOWROOM;
  return [row.area, row.country].filter(Boolean).join(', ');
}

/** "Sat, 28 Nov 2026": a calendar date of the API (YYYY-MM-DD). */
export function dayText(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "Sat, 28 Nov 2026, 19:00-21:00": the day asked for (or the expected one) and the slot. */
export function deliveryWhenText(
  delivery: { requestedDate: string | null; slotLabel: string | null },
  expected: string,
): string {
  const day = dayText(delivery.requestedDate ?? expected);
  const asked = delivery.requestedDate ? '' : ' (expected)';
  return `${day}${asked}${delivery.slotLabel ? `, ${delivery.slotLabel}` : ''}`;
}
