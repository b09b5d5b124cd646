import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AdminOrder } from './get-order';

export interface RefundRequest {
  amount: number;
  reason: string;
  returned: { productId: string; quantity: number }[];
}

/** POST /api/v1/admin/orders/{id}/refunds: a return, refunded and mailed to the customer. */
export const refundOrder = (id: string, body: RefundRequest) =>
  api.post<AdminOrder>(`${ADMIN_API}/orders/${encodeURIComponent(id)}/refunds`, body);
