// Row type of wishlist items (migration 2026-11-26-120-wishlist). Rows never leave the
// API as they are: the service maps them to the WishlistItem shape.

export interface WishlistItemsTable {
  user_id: string;
  product_id: string;
  /** Whole taka: the product's price when the shopper added it. */
  price_when_added: number;
  /** ISO 8601 UTC. */
  added_at: string;
}

export interface WishlistTables {
  wishlist_items: WishlistItemsTable;
}
