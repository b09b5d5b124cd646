import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';

/** DELETE /api/v1/admin/staff/{id}: takes the role back. */
export const revokeStaff = (id: string) =>
  api.delete<{ email: string; role: string }>(`${ADMIN_API}/staff/${encodeURIComponent(id)}`);
