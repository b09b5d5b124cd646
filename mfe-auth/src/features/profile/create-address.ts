import { api } from '@shop/shared';
import type { AddressBody } from './address-draft';
import type { SavedAddress } from './get-addresses';

/** POST /me/addresses: keep a new address (409 ADDRESS_LIMIT when the book is full). */
export const createAddress = (body: AddressBody) =>
  api.post<SavedAddress>('/api/v1/me/addresses', body);
