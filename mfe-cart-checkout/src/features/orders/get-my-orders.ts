import { api, type Order } from '@shop/shared';

export function fetchMyOrders(): Promise<Order[]> {
  return api.get<{ orders: Order[] }>('/api/v1/orders/user').then((answer) => answer.orders);
}
