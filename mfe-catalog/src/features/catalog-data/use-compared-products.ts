import { isApiError, type Product } from '@shop/shared';
import { useCatalogQuery } from '../../lib/catalog-query';
import { getProduct } from './get-product';

export interface ComparedProducts {
  /** The products found, in the order asked for. */
  products: Product[];
  /** The slugs the shop no longer has (a shared link may be old). */
  missing: string[];
}

/** The products of /compare by slug (at most 4, read side by side); an unknown slug is left out. */
export function useComparedProducts(slugs: readonly string[]) {
  return useCatalogQuery<ComparedProducts>(`compare:${slugs.join(',')}`, async (signal) => {
    const found = await Promise.all(
      slugs.map((slug) =>
        getProduct(slug, signal).catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }),
      ),
    );
    return {
      products: found.filter((product): product is Product => product !== null),
      missing: slugs.filter((_, i) => found[i] === null),
    };
  });
}
