import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { OrderSummary, Paged } from '../../lib/admin-types';

/** GET /api/v1/admin/orders: one page of orders, filtered. */
export const getOrders = (
  query: Record<string, string | number | undefined>,
  signal?: AbortSignal,
) => api.get<Paged<OrderSummary>>(`${ADMIN_API}/orders`, { query, ...(signal ? { signal } : {}) });
