import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AdminJob } from './get-jobs';

/** POST /api/v1/admin/jobs/{id}/retry: a failed job runs once more, now. */
export const retryJob = (id: string) =>
  api.post<AdminJob>(`${ADMIN_API}/jobs/${encodeURIComponent(id)}/retry`, {});
