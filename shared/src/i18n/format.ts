import { INTL_LOCALES, type Locale } from '../contracts/locales';

// Numbers and dates in the page's language through Intl (prices: money/format-money.ts).
// Formatters are costly to make and cheap to reuse: one per locale and options.

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 1234567 -> "1,234,567" (en), "1,234,567" (ja), "১২,৩৪,৫৬৭" (bn). */
export function formatNumber(
  value: number,
  locale: Locale,
  options: Intl.NumberFormatOptions = {},
): string {
  const key = `n ${locale} ${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(INTL_LOCALES[locale], options)).format(value);
}

/** A date (a Date, epoch ms or an ISO string) as the language writes it; medium style by default. */
export function formatDate(
  value: Date | number | string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  const key = `d ${locale} ${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(INTL_LOCALES[locale], options)).format(date);
}
