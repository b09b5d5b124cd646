import type { Product, Translator } from '@shop/shared';

/** The page's meta description: the product's own text, cut to what search results show. */
export function metaDescription(product: Product, t: Translator['t']): string {
  const text = product.description?.trim() || t('product.metaDescription', { name: product.name });
  return text.length > 155 ? `${text.slice(0, 152).trimEnd()}…` : text;
}
