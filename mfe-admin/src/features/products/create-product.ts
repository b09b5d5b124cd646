import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AdminProduct } from '../../lib/admin-types';

/** POST /api/v1/admin/products. */
export const createProduct = (body: Record<string, unknown>) =>
  api.post<AdminProduct>(`${ADMIN_API}/products`, body);
