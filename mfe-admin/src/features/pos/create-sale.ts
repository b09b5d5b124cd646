import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';

export interface PosSale {
  orderId: string;
  status: string;
  subtotal: number;
  total: number;
  paymentMethod: 'cash' | 'card';
  payment: { brand: string; last4: string } | null;
  tendered: number;
  change: number;
}

/**
 * POST /api/v1/admin/pos/sales: a counter sale. The same idempotency key sent twice
 * (a double press, a retry after no answer) records one sale.
 */
export const createSale = (body: Record<string, unknown>, idempotencyKey: string) =>
  api.post<PosSale>(`${ADMIN_API}/pos/sales`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
