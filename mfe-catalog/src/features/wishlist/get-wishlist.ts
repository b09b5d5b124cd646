import { api, type Wishlist } from '@shop/shared';

/** The signed-in shopper's list, each product as it is now. */
export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return api.get<Wishlist>('/api/v1/wishlist', signal ? { signal } : {});
}
