import { api } from '@shop/shared';
import { ADMIN_API } from './admin-api';
import type { AdminProduct, Paged } from './admin-types';

/** GET /api/v1/admin/products: one page of the catalog as staff see it (products, carousel, POS). */
export const getProducts = (
  query: Record<string, string | number | boolean | undefined>,
  signal?: AbortSignal,
) =>
  api.get<Paged<AdminProduct>>(`${ADMIN_API}/products`, { query, ...(signal ? { signal } : {}) });
