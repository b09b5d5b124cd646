import { randomUUID } from 'node:crypto';
import { parseExpression } from 'cron-parser';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database';
import {
  backoffMs,
  DEFAULT_RETRY_LIMIT,
  errorReason,
  type JobHandler,
  type JobQueue,
  type JobState,
  type JobView,
  type SendOptions,
} from './job-queue';
import type { JobsTable } from './jobs.tables';

// The embedded installation's queue: the `jobs` table of the SQLite file, worked by the
// one process. A job is claimed by one UPDATE (SQLite writes one at a time, so two claims
// never get the same row) with a lease; a process killed while running it leaves the
// lease to run out, and the next start picks the job up again. Failed runs are retried
// after doubling pauses; completed jobs are deleted after a week.

const KEEP_COMPLETED_MS = 7 * 24 * 3600_000;
const PURGE_EVERY_MS = 3600_000;

type JobRow = Selectable<JobsTable>;

export interface SqliteJobQueueOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  pollMs: number;
  retryDelayMs: number;
  leaseMs: number;
}

export function createSqliteJobQueue(options: SqliteJobQueueOptions): JobQueue {
  const { db, log, pollMs, leaseMs } = options;
  const handlers = new Map<string, JobHandler<object>>();
  const schedules = new Map<string, { cron: string; tz: string; lastSlot?: string }>();
  let draining: Promise<void> | null = null;
  let again = false;
  let closed = false;
  let lastPurge = 0;
  let timer: NodeJS.Timeout | undefined;

  /** Starts a pass over due jobs, or asks the running pass for one more. */
  function wake(): void {
    if (closed || !timer) return;
    if (draining) {
      again = true;
      return;
    }
    draining = drain()
      .catch((error: unknown) => log.error({ err: error }, 'job queue pass failed'))
      .finally(() => {
        draining = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  async function drain(): Promise<void> {
    await fireSchedules();
    while (!closed) {
      const job = await claim();
      if (!job) break;
      await runJob(job);
    }
    if (Date.now() - lastPurge > PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await db
        .deleteFrom('jobs')
        .where('state', '=', 'completed')
        .where('updated_at', '<', new Date(Date.now() - KEEP_COMPLETED_MS).toISOString())
        .execute();
    }
  }

  async function claim(): Promise<JobRow | undefined> {
    const names = [...handlers.keys()];
    if (names.length === 0) return undefined;
    const now = new Date();
    const nowIso = now.toISOString();
    return db
      .updateTable('jobs')
      .set({
        state: 'active',
        attempts: sql<number>`attempts + 1`,
        locked_until: new Date(now.getTime() + leaseMs).toISOString(),
        updated_at: nowIso,
      })
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('name', 'in', names)
          .where((w) =>
            w.or([
              w.and([w('state', '=', 'pending'), w('run_at', '<=', nowIso)]),
              // Its worker died (the lease ran out): run it again.
              w.and([w('state', '=', 'active'), w('locked_until', '<', nowIso)]),
            ]),
          )
          .orderBy('run_at')
          .limit(1),
      )
      .returningAll()
      .executeTakeFirst();
  }

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers.get(job.name);
    if (!handler) return;
    const lastAttempt = job.attempts > job.retry_limit;
    try {
      await handler(JSON.parse(job.data) as object, {
        id: job.id,
        attempt: job.attempts,
        retryLimit: job.retry_limit,
        lastAttempt,
      });
      await finish(job, { state: 'completed', locked_until: null, last_error: null });
    } catch (error) {
      const reason = errorReason(error);
      if (lastAttempt) {
        log.error({ jobId: job.id, job: job.name, attempts: job.attempts, reason }, 'job failed');
        await finish(job, { state: 'failed', locked_until: null, last_error: reason });
        return;
      }
      const delay = backoffMs(job.retry_delay_ms, job.attempts);
      log.warn(
        { jobId: job.id, job: job.name, attempt: job.attempts, retryInMs: delay, reason },
        'job failed; will retry',
      );
      await finish(job, {
        state: 'pending',
        locked_until: null,
        last_error: reason,
        run_at: new Date(Date.now() + delay).toISOString(),
      });
    }
  }

  /** Records a run's outcome unless the job was taken over meanwhile (its lease ran out). */
  async function finish(job: JobRow, change: Partial<JobRow>): Promise<void> {
    await db
      .updateTable('jobs')
      .set({ ...change, updated_at: new Date().toISOString() })
      .where('id', '=', job.id)
      .where('state', '=', 'active')
      .where('attempts', '=', job.attempts)
      .execute();
  }

  async function fireSchedules(): Promise<void> {
    for (const [name, schedule] of schedules) {
      const slot = parseExpression(schedule.cron, { currentDate: new Date(), tz: schedule.tz })
        .prev()
        .toISOString();
      if (slot === schedule.lastSlot) continue;
      schedule.lastSlot = slot;
      const key = `schedule:${slot}`;
      // Once per slot, also across a restart.
      const seen = await db
        .selectFrom('jobs')
        .select('id')
        .where('name', '=', name)
        .where('singleton_key', '=', key)
        .executeTakeFirst();
      if (!seen) await insert(db, name, {}, { singletonKey: key, retryLimit: 0 });
    }
  }

  async function insert(
    executor: Kysely<Database>,
    name: string,
    data: object,
    sendOptions: SendOptions,
  ): Promise<string> {
    const id = randomUUID();
    const nowIso = new Date().toISOString();
    await executor
      .insertInto('jobs')
      .values({
        id,
        name,
        data: JSON.stringify(data),
        state: 'pending',
        singleton_key: sendOptions.singletonKey ?? null,
        attempts: 0,
        retry_limit: sendOptions.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retry_delay_ms: sendOptions.retryDelayMs ?? options.retryDelayMs,
        run_at: (sendOptions.startAfter ?? new Date()).toISOString(),
        locked_until: null,
        last_error: null,
        created_at: nowIso,
        updated_at: nowIso,
      })
      .execute();
    return id;
  }

  return {
    backend: 'sqlite',

    async send(name, data, sendOptions = {}) {
      const id = await db.transaction().execute(async (trx) => {
        if (sendOptions.singletonKey !== undefined) {
          const waiting = await trx
            .selectFrom('jobs')
            .select('id')
            .where('name', '=', name)
            .where('singleton_key', '=', sendOptions.singletonKey)
            .where('state', 'in', ['pending', 'active'])
            .executeTakeFirst();
          if (waiting) return null;
        }
        return insert(trx, name, data, sendOptions);
      });
      // Due now and worked here: no need to wait for the next poll.
      if (id && handlers.has(name) && !sendOptions.startAfter) setImmediate(wake);
      return id;
    },

    async work(name, handler) {
      handlers.set(name, handler as JobHandler<object>);
      setImmediate(wake);
    },

    async schedule(name, cron, scheduleOptions = {}) {
      // Fails here, at start, on a wrong expression.
      parseExpression(cron, { tz: scheduleOptions.tz ?? 'UTC' });
      schedules.set(name, { cron, tz: scheduleOptions.tz ?? 'UTC' });
      setImmediate(wake);
    },

    async list({ state, limit }) {
      let query = db.selectFrom('jobs').selectAll();
      if (state) query = query.where('state', '=', state);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
      return rows.map(toView);
    },

    async get(id) {
      const row = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toView(row) : null;
    },

    async retry(id) {
      const nowIso = new Date().toISOString();
      const result = await db
        .updateTable('jobs')
        .set({
          state: 'pending',
          run_at: nowIso,
          updated_at: nowIso,
          // One more run than it has had.
          retry_limit: sql<number>`attempts`,
        })
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      const retried = Number(result.numUpdatedRows) > 0;
      if (retried) setImmediate(wake);
      return retried;
    },

    async start() {
      if (timer || closed) return;
      timer = setInterval(() => wake(), pollMs);
      timer.unref();
      wake();
    },

    async close() {
      closed = true;
      clearInterval(timer);
      await draining;
    },
  };
}

function toView(row: JobRow): JobView {
  return {
    id: row.id,
    name: row.name,
    state: row.state as JobState,
    data: parseData(row.data),
    attempts: row.attempts,
    retryLimit: row.retry_limit,
    lastError: row.last_error,
    nextRunAt: row.state === 'pending' ? row.run_at : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
