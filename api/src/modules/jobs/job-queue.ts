// The one job queue of the API (docs/jobs.md). Work that must survive a restart — mails,
// payment deadlines, stale-order sweeps — is sent here as a durable job instead of kept in
// a timer: sending is one insert, and the work happens outside every request. PostgreSQL
// installations share one pg-boss queue (each job runs once, on any instance); the
// embedded SQLite installation keeps its jobs in the `jobs` table of the same file.

/** What staff see of a job's life: waiting (or waiting to be tried again), running, done, given up. */
export type JobState = 'pending' | 'active' | 'completed' | 'failed';

export interface SendOptions {
  /** Not before this moment. */
  startAfter?: Date;
  /**
   * At most one job of this name and key waits to run: sending another while one waits
   * (or runs) answers null instead of an id.
   */
  singletonKey?: string;
  /** Runs allowed after the first one fails (0: no retry). Default 5. */
  retryLimit?: number;
  /** First pause before a retry, doubled each time; default the config's JOB_RETRY_DELAY_MS. */
  retryDelayMs?: number;
}

export interface JobRun {
  id: string;
  /** 1 for the first run, 2 for the first retry, … */
  attempt: number;
  retryLimit: number;
  /** True when a failure of this run is final (no retry left). */
  lastAttempt: boolean;
}

/** Resolves when the job is done; a throw fails this run (retried with backoff if runs are left). */
export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

export interface JobView {
  id: string;
  name: string;
  state: JobState;
  /** The job's payload (never a secret). */
  data: unknown;
  /** Runs started so far. */
  attempts: number;
  retryLimit: number;
  /** Why the last run failed, if it did. */
  lastError: string | null;
  /** When a pending job runs next (ISO-8601). */
  nextRunAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface JobQueue {
  readonly backend: 'sqlite' | 'pg-boss';
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Works jobs of `name` in this process (one handler per name). */
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /**
   * A recurring job: `name` is sent (with empty data) at every time `cron` names, once across
   * every instance; `tz` is an IANA time zone (UTC by default), e.g. '0 22 * * *' in
   * 'Asia/Tokyo' for 22:00 in Japan.
   */
  schedule(name: string, cron: string, options?: { tz?: string }): Promise<void>;
  /** Newest first. */
  list(filter: { state?: JobState; limit: number }): Promise<JobView[]>;
  get(id: string): Promise<JobView | null>;
  /** Gives a failed job one more run now; false when it is not (or no longer) failed. */
  retry(id: string): Promise<boolean>;
  /** Begins working jobs (the app calls it when it is ready). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running. */
  close(): Promise<void>;
}

export const DEFAULT_RETRY_LIMIT = 5;

/** The pause before run `attempt + 1`: the first delay, doubled after each failure. */
export function backoffMs(firstDelayMs: number, attempt: number): number {
  return firstDelayMs * 2 ** Math.min(16, Math.max(0, attempt - 1));
}

/** An error's message, short enough to store and show. */
export function errorReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}
