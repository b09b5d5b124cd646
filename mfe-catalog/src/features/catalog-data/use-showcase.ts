import { useCatalogQuery } from '../../lib/catalog-query';
import { getProducts } from './get-products';

const SHOWCASE_SIZE = 8;

/** The home page's featured products and new arrivals, loaded together. */
export function useShowcase() {
  return useCatalogQuery('showcase', async (signal) => {
    const [featured, fresh] = await Promise.all([
      getProducts({ featured: true, pageSize: SHOWCASE_SIZE }, signal),
      getProducts({ isNew: true, pageSize: SHOWCASE_SIZE }, signal),
    ]);
    return { featured: featured.items, fresh: fresh.items };
  });
}
