import { api } from '@shop/shared';

// A signed-in shopper's saved addresses (GET /me/addresses, docs/shipping.md), to pick one
// at checkout.

interface Place {
  id: string;
  name: string;
}

export interface SavedAddress {
  id: string;
  label: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  town: string;
  zipCode: string;
  country: string;
  division: string;
  district: string;
  upazila: string;
  area: { division: Place | null; district: Place | null; upazila: Place | null } | null;
}

export async function getSavedAddresses(): Promise<SavedAddress[]> {
  const answer = await api.get<{ items: SavedAddress[] }>('/api/v1/me/addresses');
  return answer.items;
}
