import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from '../mail/mailer';
import type { JobQueue, SendOptions } from './job-queue';

// Any mail as a durable job (docs/jobs.md): a module registers a kind once (how to build
// the mail from a small payload, at send time) and queues it with queueMail. The payload
// is stored in the job row, so it names things (an order id, a tracking number) and never
// carries a secret: a link with a guest's order token is minted when the mail is built.

export const MAIL_JOB = 'mail';
/**
 * Runs after the first unless the config's MAIL_RETRY_LIMIT says otherwise: 8 pauses of
 * JOB_RETRY_DELAY_MS (10 s) doubling, about 40 minutes in all.
 */
export const MAIL_RETRY_LIMIT = 8;

export interface MailJobData {
  kind: string;
  payload: object;
}

export interface MailKind<P extends object> {
  /** What the log calls it, e.g. 'order confirmation mail'. */
  label: string;
  /** Fields that tell staff which mail it is in the log (never a secret), e.g. { orderId }. */
  logFields?: (payload: P) => Record<string, unknown>;
  /** The mail to send now, or null when there is nothing to send any more. */
  build: (payload: P) => Promise<MailMessage | null>;
}

interface MailRegistry {
  kinds: Map<string, MailKind<object>>;
  retryLimit: number;
}

const registries = new WeakMap<JobQueue, MailRegistry>();

function mailRegistry(jobs: JobQueue): MailRegistry {
  let found = registries.get(jobs);
  if (!found) {
    found = { kinds: new Map(), retryLimit: MAIL_RETRY_LIMIT };
    registries.set(jobs, found);
  }
  return found;
}

/** Registers how mails of `kind` are built; once per kind and app. */
export function registerMail<P extends object>(
  jobs: JobQueue,
  kind: string,
  definition: MailKind<P>,
): void {
  mailRegistry(jobs).kinds.set(kind, definition as unknown as MailKind<object>);
}

/** Queues a mail of a registered kind: one insert; sent (and retried) by a worker. */
export function queueMail<P extends object>(
  jobs: JobQueue,
  kind: string,
  payload: P,
  options: SendOptions = {},
): Promise<string | null> {
  const data: MailJobData = { kind, payload };
  return jobs.send(MAIL_JOB, data, { retryLimit: mailRegistry(jobs).retryLimit, ...options });
}

/** The worker of every queued mail (the app starts it with its mailer). */
export async function workMailJobs(
  jobs: JobQueue,
  mailer: Mailer,
  log: FastifyBaseLogger,
  retryLimit: number = MAIL_RETRY_LIMIT,
): Promise<void> {
  mailRegistry(jobs).retryLimit = retryLimit;
  await jobs.work<MailJobData>(MAIL_JOB, async ({ kind, payload }, run) => {
    const definition = mailRegistry(jobs).kinds.get(kind);
    if (!definition) throw new Error(`no mail kind ${kind} is registered`);
    const fields = { ...definition.logFields?.(payload), jobId: run.id };
    try {
      const message = await definition.build(payload);
      if (!message) {
        log.info(fields, `${definition.label} has nothing to send`);
        return;
      }
      await mailer.send(message);
      if (run.attempt > 1)
        log.info({ ...fields, attempts: run.attempt }, `${definition.label} sent`);
    } catch (error) {
      const reason = (error as Error)?.message ?? String(error);
      if (run.lastAttempt) {
        log.error(
          { ...fields, attempts: run.attempt, reason },
          `${definition.label} could not be sent; giving up`,
        );
      } else {
        log.warn(
          { ...fields, attempt: run.attempt, reason },
          `${definition.label} failed; will retry`,
        );
      }
      throw error;
    }
  });
}
