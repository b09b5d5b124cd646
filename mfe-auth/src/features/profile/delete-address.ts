import { api } from '@shop/shared';

/** DELETE /me/addresses/{id}: forget one of the shopper's saved addresses. */
export const deleteAddress = (id: string) =>
  api.delete<void>(`/api/v1/me/addresses/${encodeURIComponent(id)}`);
