import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'staff';
  confirmed: boolean;
  since: string | null;
  grantedBy: string | null;
  fromSetting: boolean;
}

/** GET /api/v1/admin/staff: everyone with the staff or admin role. */
export const getStaff = () => api.get<{ items: StaffMember[] }>(`${ADMIN_API}/staff`);
