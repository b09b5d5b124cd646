import { api, type WishlistItem } from '@shop/shared';

/** Adds a product to the account's list (twice is once). */
export function putWishlistItem(slug: string): Promise<WishlistItem> {
  return api.put<WishlistItem>(`/api/v1/wishlist/${encodeURIComponent(slug)}`);
}
