import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AdminCoupon } from './get-coupons';

/** PATCH /api/v1/admin/coupons/{code}. */
export const updateCoupon = (code: string, body: Record<string, unknown>) =>
  api.patch<AdminCoupon>(`${ADMIN_API}/coupons/${encodeURIComponent(code)}`, body);
