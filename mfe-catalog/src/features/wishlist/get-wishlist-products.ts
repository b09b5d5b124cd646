import { api, type ProductSummary } from '@shop/shared';

/** The products of the browser's list as the catalog has them now. */
export async function getWishlistProducts(
  slugs: readonly string[],
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  if (slugs.length === 0) return [];
  const answer = await api.get<{ items: ProductSummary[] }>('/api/v1/wishlist/products', {
    query: { ref: [...slugs] },
    ...(signal ? { signal } : {}),
  });
  return answer.items;
}
