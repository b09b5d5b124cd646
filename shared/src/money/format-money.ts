import type { CurrencyCode } from '../types/domain';
import { convertFromBdt } from './shown-amounts';

// Decision 3: prices live in whole taka; yen is derived from one rate and rounded to
// whole yen. Every screen formats through here so no two places can disagree; which
// amounts are converted (unit prices, never sums) is the rule of shown-amounts.js.

// One fixed locale: the shop's text is English, and the grouping must not turn into
// lakh style (৳12,34,567) on an en-IN/en-BD browser while checkout shows 1,234,567.
const LOCALE = 'en-US';

const formatters = new Map<CurrencyCode, Intl.NumberFormat>();

/** The narrow symbols Intl's en-US currency format writes ('narrowSymbol'). */
const SYMBOLS: Record<CurrencyCode, string> = { BDT: '৳', JPY: '¥' };

/** Intl's formatter: the reference for `formatWhole` and what it hands unusual amounts to. */
export function formatterFor(currency: CurrencyCode): Intl.NumberFormat {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      // 'symbol' gives "BDT 32,500" in en-US; the narrow symbol is the taka sign.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(currency, formatter);
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
function formatWhole(whole: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(whole)) return formatterFor(currency).format(whole);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${SYMBOLS[currency]}${digits}`;
}

/** "৳32,500" or, at 1.25 yen per taka, "¥40,625". Negative amounts read "-৳500". */
export function formatMoney(amountBdt: number, currency: CurrencyCode, rate: number): string {
  return formatWhole(convertFromBdt(amountBdt, currency, rate), currency);
}

/**
 * An amount already in whole units of `currency` (a figure of `shownAmounts`), formatted
 * without converting it again.
 * @throws RangeError for a non-finite amount.
 */
export function formatShown(amount: number, currency: CurrencyCode): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return formatWhole(amount === 0 ? 0 : amount, currency);
}
