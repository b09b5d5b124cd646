import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';

export interface AdminCoupon {
  code: string;
  description: string;
  type: 'percentage' | 'fixed';
  value: number;
  minSpend: number;
  maxDiscount: number | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usedCount: number;
  perUserLimit: number | null;
  isActive: boolean;
  status: 'active' | 'inactive' | 'expired' | 'scheduled' | 'used up';
  createdAt: string;
}

/** GET /api/v1/admin/coupons. */
export const getCoupons = () => api.get<{ items: AdminCoupon[] }>(`${ADMIN_API}/coupons`);
