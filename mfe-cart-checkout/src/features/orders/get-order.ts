import { api, type Order } from '@shop/shared';

/** A guest's order link carries its access token; it goes to the API as a header, not in a URL. */
export function fetchOrder(id: string, token?: string | null): Promise<Order> {
  return api.get<Order>(`/api/v1/orders/${encodeURIComponent(id)}`, {
    headers: token ? { 'X-Order-Token': token } : {},
  });
}
