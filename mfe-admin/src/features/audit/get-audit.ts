import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AuditEntry } from '../../lib/admin-types';

/** GET /api/v1/admin/audit: the latest changes, newest first. */
export const getAudit = (query: Record<string, string | number | undefined> = {}) =>
  api.get<{ items: AuditEntry[] }>(`${ADMIN_API}/audit`, { query });
