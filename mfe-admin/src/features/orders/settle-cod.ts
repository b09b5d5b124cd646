import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AdminOrder } from './get-order';

/**
 * POST /api/v1/admin/orders/{id}/cod: what the courier reported of a cash-on-delivery
 * order: the cash was collected (paid), or the shopper refused it (cancelled, stock back).
 */
export const settleCod = (id: string, outcome: 'collected' | 'refused') =>
  api.post<AdminOrder>(`${ADMIN_API}/orders/${encodeURIComponent(id)}/cod`, { outcome });
