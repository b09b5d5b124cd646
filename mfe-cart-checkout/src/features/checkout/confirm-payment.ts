import { api, type Order } from '@shop/shared';

/**
 * POST /orders/{id}/payment/confirm: after Stripe.js has finished, the API asks Stripe and
 * settles the order (idempotent). A guest's order token goes as a header, as the order page
 * sends it.
 */
export function confirmPayment(orderId: string, token?: string | null): Promise<Order> {
  return api.post<Order>(
    `/api/v1/orders/${encodeURIComponent(orderId)}/payment/confirm`,
    {},
    { headers: token ? { 'X-Order-Token': token } : {} },
  );
}
