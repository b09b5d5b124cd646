import type { Product } from '@shop/shared';

/** The page's meta description: the product's own text, cut to what search results show. */
export function metaDescription(product: Product): string {
  const text = product.description?.trim() || `${product.name} at Circuit Haat.`;
  return text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text;
}
