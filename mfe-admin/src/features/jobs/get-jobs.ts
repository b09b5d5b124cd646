import { api } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';

export type JobState = 'pending' | 'active' | 'completed' | 'failed';

/** A durable job as staff see it (GET /api/v1/admin/jobs). */
export interface AdminJob {
  id: string;
  name: string;
  /** Which mail of which order, e.g. 'order.confirmation CH-…'; null for other jobs. */
  detail: string | null;
  state: JobState;
  attempts: number;
  retryLimit: number;
  lastError: string | null;
  nextRunAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/v1/admin/jobs?state=: newest first. */
export const getJobs = (state: JobState) =>
  api.get<{ items: AdminJob[] }>(`${ADMIN_API}/jobs`, { query: { state, limit: 100 } });
