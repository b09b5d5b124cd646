import { useCatalogQuery } from '../../lib/catalog-query';
import { getProduct } from './get-product';

/** The product at `slug`; a 404 error says the shop has no such product. */
export const useProduct = (slug: string) =>
  useCatalogQuery(`product:${slug}`, (signal) => getProduct(slug, signal));
