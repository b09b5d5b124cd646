import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';

/** PUT /api/v1/admin/users/role: gives an account a role (or takes it back to user). */
export const setUserRole = (email: string, role: 'user' | 'staff' | 'admin') =>
  api.put<{ email: string; role: string }>(`${ADMIN_API}/users/role`, { email, role });
