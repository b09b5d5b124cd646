import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import type { JobQueue, JobState, JobView } from '../jobs/job-queue';
import { MAIL_JOB } from '../jobs/mail-jobs';
import type { AdminJob } from './admin-jobs.schemas';
import { writeAudit } from './audit';

// Staff see the job queue: what waits, what failed and why, and may run a failed job again.

export async function listJobs(
  jobs: JobQueue,
  filter: { state?: JobState; limit: number },
): Promise<AdminJob[]> {
  return (await jobs.list(filter)).map(toAdminJob);
}

/** A failed job runs once more now; recorded in the audit log. */
export async function retryJob(
  deps: { db: Kysely<Database>; jobs: JobQueue; now: () => Date },
  actor: AccessClaims,
  id: string,
): Promise<AdminJob> {
  const before = await deps.jobs.get(id);
  if (!before) throw HttpError.notFound('Job not found', 'JOB_NOT_FOUND');
  if (!(await deps.jobs.retry(id))) {
    throw HttpError.conflict('Only a failed job can be retried', 'JOB_NOT_FAILED');
  }
  const after = (await deps.jobs.get(id)) ?? before;
  await deps.db.transaction().execute((trx) =>
    writeAudit(
      trx,
      actor,
      {
        action: 'job.retry',
        entityType: 'job',
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      },
      deps.now(),
    ),
  );
  return toAdminJob(after);
}

function auditView(job: JobView) {
  return {
    name: job.name,
    detail: detailOf(job),
    state: job.state,
    attempts: job.attempts,
    lastError: job.lastError,
  };
}

function toAdminJob(job: JobView): AdminJob {
  return {
    id: job.id,
    name: job.name,
    detail: detailOf(job),
    state: job.state,
    attempts: job.attempts,
    retryLimit: job.retryLimit,
    lastError: job.lastError,
    nextRunAt: job.nextRunAt,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
  };
}

/** Which mail of which order, from a mail job's payload; the payload holds no secret. */
function detailOf(job: JobView): string | null {
  if (job.name !== MAIL_JOB || typeof job.data !== 'object' || job.data === null) return null;
  const { kind, payload } = job.data as { kind?: unknown; payload?: { orderId?: unknown } };
  if (typeof kind !== 'string') return null;
  const orderId = typeof payload?.orderId === 'string' ? ` ${payload.orderId}` : '';
  return `${kind}${orderId}`;
}
