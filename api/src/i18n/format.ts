import { INTL_LOCALES, type Locale } from './locales';

// Numbers, money and dates in a language, through Intl with the storefront's locales and
// options (@shop/shared's formatMoney/formatNumber/formatDate, which the API cannot import
// as they are): ￥4,940 in Japanese, ২,৪৭০৳ in Bangla (Bangla digits, docs/i18n.md),
// ৳2,470 in English.

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A whole amount of `currency`, as the storefront writes it in `locale`. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return cached(
    `m ${locale} ${currency}`,
    () =>
      new Intl.NumberFormat(INTL_LOCALES[locale], {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
  ).format(amount === 0 ? 0 : amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return cached(`n ${locale}`, () => new Intl.NumberFormat(INTL_LOCALES[locale])).format(value);
}

export function formatDate(
  value: Date | string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): string {
  const date = value instanceof Date ? value : new Date(value);
  return cached(
    `d ${locale} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], options),
  ).format(date);
}
