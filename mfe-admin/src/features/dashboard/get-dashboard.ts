import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { OrderSummary } from '../../lib/admin-types';

export interface Dashboard {
  today: { orders: number; revenue: number };
  last30Days: {
    orders: number;
    revenue: number;
    days: { day: string; orders: number; revenue: number }[];
  };
  lowStock: { id: string; name: string; stockQuantity: number }[];
  waitingToShip: OrderSummary[];
  /** Every paid web order; the list holds the oldest 20 of them. */
  waitingToShipCount: number;
}

/** GET /api/v1/admin/dashboard. */
export const getDashboard = (signal?: AbortSignal) =>
  api.get<Dashboard>(`${ADMIN_API}/dashboard`, signal ? { signal } : {});
