import { api } from '@shop/shared';
import type { AddressBody } from './address-draft';
import type { SavedAddress } from './get-addresses';

/** PUT /me/addresses/{id}: change one of the shopper's saved addresses. */
export const updateAddress = (id: string, body: AddressBody) =>
  api.put<SavedAddress>(`/api/v1/me/addresses/${encodeURIComponent(id)}`, body);
