import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AdminProduct } from '../../lib/admin-types';

/** POST /api/v1/admin/products/{id}/archive: takes the product off the shop, or back on. */
export const archiveProduct = (id: string, archived: boolean) =>
  api.post<AdminProduct>(`${ADMIN_API}/products/${encodeURIComponent(id)}/archive`, { archived });
