import { api } from '@shop/shared';

/** Takes a product off the account's list (one not there is no error). */
export async function deleteWishlistItem(slug: string): Promise<void> {
  await api.delete<unknown>(`/api/v1/wishlist/${encodeURIComponent(slug)}`);
}
