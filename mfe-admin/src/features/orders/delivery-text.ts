import type { DeliveryMethod } from '../../lib/admin-types';
import { DAY_LOCALES, type Words } from '../../lib/i18n';

// How the back office names where an order goes (docs/shipping.md).

/** The countries the order list filters by, as the API takes them (a name or its code). */
export const FILTER_COUNTRIES = [
  { code: 'BD', area: 'division' },
  { code: 'JP', area: 'prefecture' },
  { code: 'US', area: null },
  { code: 'CA', area: null },
  { code: 'GB', area: null },
] as const;

// The API names a shipping country in English; the ones the shop ships to most are
// named in the page's language.
const COUNTRY_CODES: Record<string, string> = {
  Bangladesh: 'BD',
  Japan: 'JP',
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
};

/** A country of the filter in the page's language. */
export function countryText(code: string, { t }: Words): string {
  return t(`country.${code}`);
}

export function deliveryMethodText(method: DeliveryMethod, { t }: Words): string {
  if (method === 'pickup') return t('delivery.pickup');
  if (method === 'counter') return t('delivery.counter');
  return t('delivery.ship');
}

/** A row's destination: the country and its area, or the showroom for a pickup or counter sale. */
export function destinationText(
  row: {
    country: string;
    area: string | null;
    deliveryMethod: DeliveryMethod;
  },
  words: Words,
): string {
  if (row.deliveryMethod !== 'ship') return words.t('delivery.showroom');
  const code = COUNTRY_CODES[row.country];
  const country = code ? countryText(code, words) : row.country;
  return [row.area, country].filter(Boolean).join(words.t('list.separator'));
}

/** "Sat, 28 Nov 2026": a calendar date of the API (YYYY-MM-DD). */
export function dayText(day: string, { locale }: Words): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(DAY_LOCALES[locale], {
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
  words: Words,
): string {
  const day = dayText(delivery.requestedDate ?? expected, words);
  const dated = delivery.requestedDate ? day : words.t('delivery.expected', { day });
  return delivery.slotLabel
    ? words.t('delivery.daySlot', { day: dated, slot: delivery.slotLabel })
    : dated;
}
