// A signed-in shopper's saved addresses (migration 2026-11-26-050-delivery-areas).
export interface UserAddressesTable {
  id: string;
  user_id: string;
  label: string;
  /** The country's English name, as checkout stores it. */
  country: string;
  /** JSON text of the checked address fields (shipping/address.ts NormalizedAddress, no e-mail). */
  details: string;
  created_at: string;
  updated_at: string;
}

export interface AddressesTables {
  user_addresses: UserAddressesTable;
}
