import { INTL_LOCALES, type Locale } from '../contracts/locales';
import type { CurrencyCode } from '../types/domain';
import { convertFromBdt } from './shown-amounts';

// Decision 3: prices live in whole taka; yen is derived from one rate and rounded to
// whole yen. Every screen formats through here so no two places can disagree; which
// amounts are converted (unit prices, never sums) is the rule of shown-amounts.js.

// The page's language decides how an amount is written, never the browser's: English
// pages in en-US (no lakh grouping on an en-IN/en-BD browser while checkout shows
// 1,234,567), Japanese in ja-JP (￥1,234,567), Bangla in bn-BD (Bangla digits, lakh
// grouping, the sign after the amount: ১২,৩৪,৫৬৭৳; docs/i18n.md). The currency is the
// shopper's separate choice.

const formatters = new Map<string, Intl.NumberFormat>();

/** The narrow symbols Intl's en-US currency format writes ('narrowSymbol'). */
const SYMBOLS: Record<CurrencyCode, string> = { BDT: '৳', JPY: '¥' };

/** Intl's formatter: the reference for `formatWhole` and what it hands unusual amounts to. */
export function formatterFor(currency: CurrencyCode, locale: Locale = 'en'): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'currency',
      currency,
      // 'symbol' gives "BDT 32,500" in en-US; the narrow symbol is the taka sign.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A whole amount as Intl's en-US currency format writes it (sign, symbol, groups of three
 * digits), without Intl: the first Intl number format a page makes loads the locale's
 * number data, 15-50 ms of main thread on this machine's Chromium and four times that on a
 * phone, inside the hydration of every page showing a price. The unit tests hold it to
 * Intl's output; amounts beyond the safe integers go to Intl.
 */
function formatWhole(whole: number, currency: CurrencyCode, locale: Locale): string {
  // English is written here (the pages most shoppers open first); the other languages by Intl.
  if (locale !== 'en' || !Number.isSafeInteger(whole))
    return formatterFor(currency, locale).format(whole);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${SYMBOLS[currency]}${digits}`;
}

/**
 * "৳32,500" or, at 1.25 yen per taka, "¥40,625". Negative amounts read "-৳500". In
 * Japanese "￥40,625", in Bangla "৩২,৫০০৳".
 */
export function formatMoney(
  amountBdt: number,
  currency: CurrencyCode,
  rate: number,
  locale: Locale = 'en',
): string {
  return formatWhole(convertFromBdt(amountBdt, currency, rate), currency, locale);
}

/**
 * An amount already in whole units of `currency` (a figure of `shownAmounts`), formatted
 * without converting it again.
 * @throws RangeError for a non-finite amount.
 */
export function formatShown(amount: number, currency: CurrencyCode, locale: Locale = 'en'): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return formatWhole(amount === 0 ? 0 : amount, currency, locale);
}
