import { api } from '@shop/shared';

export interface AreaName {
  id: string;
  name: string;
  bn: string;
}

/** A saved address as the API keeps it, normalised as checkout stores it (docs/shipping.md). */
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
  countryCode: string;
  division: string;
  district: string;
  upazila: string;
  area: {
    division: AreaName | null;
    district: AreaName | null;
    upazila: AreaName | null;
    dhakaCity: boolean;
  } | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /me/addresses: the signed-in shopper's saved addresses, oldest first, and how many fit. */
export const getAddresses = () =>
  api.get<{ items: SavedAddress[]; limit: number }>('/api/v1/me/addresses');
