import { useCatalogQuery } from '../../lib/catalog-query';
import { getProduct } from './get-product';

/** The product page's load: its key and loader, shared by the page and its preload. */
export const productQuery = (slug: string) => ({
  key: `product:${slug}`,
  load: (signal: AbortSignal) => getProduct(slug, signal),
});

/** The product at `slug`; a 404 error says the shop has no such product. */
export function useProduct(slug: string) {
  const { key, load } = productQuery(slug);
  return useCatalogQuery(key, load);
}
