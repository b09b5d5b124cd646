import { api, type Wishlist } from '@shop/shared';
import type { LocalWish } from './local-wishlist';

/** The browser's list into the account's at sign-in; answers the merged list. */
export function mergeWishlist(wishes: readonly LocalWish[]): Promise<Wishlist> {
  return api.post<Wishlist>('/api/v1/wishlist/merge', {
    items: wishes.map((wish) => ({
      product: wish.slug,
      addedAt: new Date(wish.addedAt).toISOString(),
      priceWhenAdded: wish.price,
    })),
  });
}
