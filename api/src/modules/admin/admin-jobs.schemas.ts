import { Type, type Static } from 'typebox';
import { ErrorResponseSchema } from '../../lib/error-response';

// The back office's view of the durable job queue (docs/jobs.md): admins only.

const security = [{ bearerAuth: [] }];
const guardErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
};

export const MAX_JOBS_PAGE = 100;

// The states of modules/jobs/job-queue.ts (JobState).
const JobStateSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('active'),
  Type.Literal('completed'),
  Type.Literal('failed'),
]);

export const AdminJobSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String({ description: "e.g. 'mail' or 'orders.sweep-stranded'" }),
    /** What it is about, e.g. 'order.confirmation CH-…' for a mail; null when nothing to say. */
    detail: Type.Union([Type.String(), Type.Null()]),
    state: JobStateSchema,
    attempts: Type.Integer({ description: 'Runs started so far' }),
    retryLimit: Type.Integer({ description: 'Runs allowed after the first' }),
    lastError: Type.Union([Type.String(), Type.Null()], { description: 'Why the last run failed' }),
    nextRunAt: Type.Union([Type.String(), Type.Null()], {
      description: 'When a pending job runs next',
    }),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type AdminJob = Static<typeof AdminJobSchema>;

const JobParams = Type.Object(
  {
    id: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      description: 'a job id (UUID)',
    }),
  },
  { additionalProperties: false },
);

export const listJobsSchema = {
  tags: ['admin'],
  summary: 'Durable jobs (mails, sweeps), newest first; ?state=failed for those given up',
  security,
  querystring: Type.Object(
    {
      state: Type.Optional(JobStateSchema),
      limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_JOBS_PAGE, default: 50 })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({ items: Type.Array(AdminJobSchema) }, { additionalProperties: false }),
    ...guardErrors,
  },
};

export const retryJobSchema = {
  tags: ['admin'],
  summary: 'Run a failed job once more, now (audit-logged)',
  security,
  params: JobParams,
  response: {
    200: AdminJobSchema,
    ...guardErrors,
    404: ErrorResponseSchema,
    409: ErrorResponseSchema,
  },
};
