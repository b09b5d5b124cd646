import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AdminCoupon } from './get-coupons';

/** POST /api/v1/admin/coupons. */
export const createCoupon = (body: Record<string, unknown>) =>
  api.post<AdminCoupon>(`${ADMIN_API}/coupons`, body);
