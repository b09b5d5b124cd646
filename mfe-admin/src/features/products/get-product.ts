import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AdminProduct } from '../../lib/admin-types';

/** GET /api/v1/admin/products/{id}. */
export const getProduct = (id: string) =>
  api.get<AdminProduct>(`${ADMIN_API}/products/${encodeURIComponent(id)}`);
