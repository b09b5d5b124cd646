import { api, type Order } from '@shop/shared';

/**
 * POST /orders/{id}/cancel: the shopper cancels before packing (docs/after-purchase.md).
 * A guest's order token goes as a header, as the order page sends it; answers the order.
 */
export function cancelOrder(orderId: string, token?: string | null): Promise<Order> {
  return api.post<Order>(
    `/api/v1/orders/${encodeURIComponent(orderId)}/cancel`,
    {},
    { headers: token ? { 'X-Order-Token': token } : {} },
  );
}
