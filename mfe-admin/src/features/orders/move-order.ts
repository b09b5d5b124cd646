import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { OrderStatus } from '../../lib/admin-types';
import type { AdminOrder } from './get-order';

/** POST /api/v1/admin/orders/{id}/status (a carrier and a tracking number with `shipped`). */
export const moveOrder = (
  id: string,
  status: OrderStatus,
  shipment?: { carrier: string; trackingNumber: string },
) =>
  api.post<AdminOrder>(`${ADMIN_API}/orders/${encodeURIComponent(id)}/status`, {
    status,
    ...(shipment === undefined ? {} : shipment),
  });
