import { formatNumber, type Locale } from '@shop/shared';

/** Ratings show to one decimal (docs/product.md#screens): 4.8, 5.0, 3.0; ৪.৮ on Bangla pages. */
export function formatRating(rating: number | undefined, locale: Locale = 'en'): string {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating as number)) : 0;
  if (locale !== 'bn') return value.toFixed(1);
  return formatNumber(value, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
