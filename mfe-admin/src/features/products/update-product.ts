import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AdminProduct } from '../../lib/admin-types';

/** PATCH /api/v1/admin/products/{id} (with expectedRevision, a stale save is refused). */
export const updateProduct = (id: string, body: Record<string, unknown>) =>
  api.patch<AdminProduct>(`${ADMIN_API}/products/${encodeURIComponent(id)}`, body);
