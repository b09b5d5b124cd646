import type { CurrencyCode } from '../types/domain';

// Decision 3: prices live in whole taka; yen is derived from one rate and rounded to
// whole yen. Every screen formats through here so no two places can disagree.

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
 * Rounds half away from zero, so a discount of -x shows the same digits as a price of x.
 * Fixing to 6 decimals first absorbs float noise: 50 * 1.15 is 57.49999999999999.
 */
function roundWhole(value: number): number {
  const rounded = Math.sign(value) * Math.round(Number(Math.abs(value).toFixed(6)));
  // Never hand back -0: it would print as "-৳0".
  return rounded === 0 ? 0 : rounded;
}

/**
 * The amount in whole units of the display currency. `rate` is yen per taka (the
 * `shop:currency` state); it is ignored for BDT.
 * @throws RangeError for a non-finite amount, or a JPY rate that is not a positive number.
 */
export function convertFromBdt(amountBdt: number, currency: CurrencyCode, rate: number): number {
  if (!Number.isFinite(amountBdt)) throw new RangeError(`Not an amount: ${amountBdt}`);
  if (currency === 'BDT') return roundWhole(amountBdt);
  if (!Number.isFinite(rate) || rate <= 0) throw new RangeError(`Not an exchange rate: ${rate}`);
  return roundWhole(amountBdt * rate);
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
