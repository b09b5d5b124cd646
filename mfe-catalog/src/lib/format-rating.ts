/** Ratings show to one decimal (docs/product.md#screens): 4.8, 5.0, 3.0. */
export function formatRating(rating: number | undefined): string {
  const value = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating as number)) : 0;
  return value.toFixed(1);
}
