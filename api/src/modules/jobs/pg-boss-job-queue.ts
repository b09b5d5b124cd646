import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { Pool, type QueryResult } from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database';
import {
  DEFAULT_RETRY_LIMIT,
  errorReason,
  type JobHandler,
  type JobQueue,
  type JobState,
  type JobView,
} from './job-queue';

// PostgreSQL installations: pg-boss (10.x, the line that runs on Node 20) on a small
// connection pool of its own. Every instance shares the one queue, and a job is fetched by one
// of them (FOR UPDATE SKIP LOCKED). Its tables live in a schema of their own: `pgboss`,
// or `<schema>_pgboss` when the API's tables are not in `public` (test suites).

const MIN_POLL_MS = 500;
const POOL_SIZE = 3;
const CONNECT_TIMEOUT_MS = 5_000;
/** How soon a start that found no database is tried again (doubling, up to a minute). */
const START_RETRY_MS = 1_000;
const MAX_START_RETRY_MS = 60_000;

interface PgJobRow {
  id: string;
  name: string;
  state: string;
  data: unknown;
  attempts: number;
  retry_limit: number;
  last_error: string | null;
  start_after: Date | string;
  created_on: Date | string;
  updated_on: Date | string;
}

export interface PgBossJobQueueOptions {
  db: Kysely<Database>;
  /** The database's URL (DATABASE_URL). */
  connectionString: string;
  log: FastifyBaseLogger;
  pollMs: number;
  retryDelayMs: number;
  leaseMs: number;
}

export function createPgBossJobQueue(options: PgBossJobQueueOptions): JobQueue {
  const { db, log } = options;
  const pollingIntervalSeconds = Math.max(MIN_POLL_MS, options.pollMs) / 1000;
  const retryDelay = Math.max(1, Math.round(options.retryDelayMs / 1000));
  const expireInSeconds = Math.max(1, Math.round(options.leaseMs / 1000));
  const queues = new Map<string, Promise<void>>();
  const workers = new Map<string, string>();
  let schema = 'pgboss';
  let closed = false;
  // What pg-boss still has under way (a fetch, a handler, the completion after it): closing
  // waits for it before the pool ends.
  let queries = 0;
  let handlers = 0;

  // pg-boss gets a small pool of its own: some of its statements are whole transactions
  // (BEGIN … COMMIT in one text), and a connection left inside a failed one must never be
  // handed to a request. The API's pool only tells which schema the API uses.
  const pool = new Pool({
    connectionString: options.connectionString,
    max: POOL_SIZE,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'shop-jobs',
  });
  pool.on('error', (error) =>
    log.warn({ reason: errorReason(error) }, 'job queue connection lost'),
  );
  const executor: PgBoss.Db = {
    executeSql: async (text, values) => {
      queries += 1;
      try {
        const client = await pool.connect();
        try {
          const result = await client.query(text, values ?? []);
          // Several statements answer several results; pg-boss reads the last.
          const last = Array.isArray(result) ? (result.at(-1) as QueryResult) : result;
          return { rows: (last?.rows ?? []) as unknown[] };
        } catch (error) {
          if (/\bBEGIN\b/i.test(text)) await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          client.release();
        }
      } catch (error) {
        // pg-boss 10 records a job's outcome without awaiting it: a failure there (the
        // database away) must not become an unhandled rejection that ends the process.
        // The job stays active until its lease runs out and is then run again.
        if (recordsOutcome(text)) {
          log.error({ reason: errorReason(error) }, 'job outcome could not be recorded');
          // The shape of its answer (a count of the jobs it changed).
          return { rows: [{ count: 0 }] };
        }
        throw error;
      } finally {
        queries -= 1;
      }
    },
  };

  let boss: PgBoss | undefined;
  let starting: Promise<PgBoss> | undefined;

  function started(): Promise<PgBoss> {
    starting ??= (async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
      const current = rows[0]?.schema ?? 'public';
      schema = current === 'public' ? 'pgboss' : `${current}_pgboss`;
      const instance = new PgBoss({
        db: executor,
        schema,
        retryLimit: DEFAULT_RETRY_LIMIT,
        retryDelay,
        retryBackoff: true,
        expireInSeconds,
      });
      instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await instance.start();
      boss = instance;
      return instance;
    })();
    // A start that failed (the database away) is tried afresh next time.
    starting.catch(() => {
      starting = undefined;
    });
    return starting;
  }

  function queue(name: string): Promise<void> {
    let ready = queues.get(name);
    if (!ready) {
      ready = (async () => {
        const instance = await started();
        // Instances starting together may race to create it (a deadlock on its partition
        // is one outcome): whoever loses looks again after a pause.
        for (let attempt = 1; ; attempt += 1) {
          if (await instance.getQueue(name)) return;
          try {
            // 'stately': a singleton key allows one waiting job (each job gets a key).
            await instance.createQueue(name, { name, policy: 'stately' });
            return;
          } catch (error) {
            if (attempt >= 5) throw error;
            await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
          }
        }
      })();
      ready.catch(() => queues.delete(name));
      queues.set(name, ready);
    }
    return ready;
  }

  // What the app asked for: workers and recurring jobs, applied once the queue is up.
  const handlerOf = new Map<string, JobHandler<object>>();
  const scheduled = new Map<string, { cron: string; tz: string }>();
  let retrying: Promise<void> | undefined;
  let wakeRetry: (() => void) | undefined;
  let firstTryDone: () => void = () => undefined;
  const firstTry = new Promise<void>((resolve) => (firstTryDone = resolve));

  async function register(name: string): Promise<void> {
    const handler = handlerOf.get(name);
    if (!handler || workers.has(name)) return;
    await queue(name);
    if (closed || workers.has(name)) return;
    workers.set(name, '');
    const worker = await boss!.work<object>(
      name,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds },
      async ([job]) => {
        if (!job) return;
        const run = {
          id: job.id,
          attempt: job.retryCount + 1,
          retryLimit: job.retryLimit,
          lastAttempt: job.retryCount >= job.retryLimit,
        };
        handlers += 1;
        try {
          await handler(job.data, run);
        } catch (error) {
          const reason = errorReason(error);
          if (run.lastAttempt) {
            log.error({ jobId: job.id, job: name, attempts: run.attempt, reason }, 'job failed');
          } else {
            log.warn(
              { jobId: job.id, job: name, attempt: run.attempt, reason },
              'job failed; will retry',
            );
          }
          throw new Error(reason);
        } finally {
          handlers -= 1;
        }
      },
    );
    workers.set(name, worker);
  }

  async function applySchedule(name: string): Promise<void> {
    const plan = scheduled.get(name);
    if (!plan) return;
    await queue(name);
    await boss!.schedule(name, plan.cron, {}, { tz: plan.tz, retryLimit: 0 });
  }

  const columns = sql`id::text as id, name, state::text as state, data,
    case when started_on is null then 0 else retry_count + 1 end as attempts,
    retry_limit, output->>'message' as last_error, start_after, created_on,
    coalesce(completed_on, started_on, created_on) as updated_on`;

  async function rows(where: ReturnType<typeof sql>, limit: number): Promise<PgJobRow[]> {
    await started();
    const result = await sql<PgJobRow>`select ${columns} from ${sql.table(`${schema}.job`)}
      where ${where} order by created_on desc limit ${limit}`.execute(db);
    return result.rows;
  }

  return {
    backend: 'pg-boss',

    async send(name, data, sendOptions = {}) {
      await queue(name);
      const id = await boss!.send(name, data, {
        singletonKey: sendOptions.singletonKey ?? randomUUID(),
        retryLimit: sendOptions.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay:
          sendOptions.retryDelayMs === undefined
            ? retryDelay
            : Math.max(1, Math.round(sendOptions.retryDelayMs / 1000)),
        retryBackoff: true,
        expireInSeconds,
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
      // Worked here too: no need to wait for the next poll.
      const worker = workers.get(name);
      if (id && worker && !sendOptions.startAfter) boss!.notifyWorker(worker);
      return id;
    },

    async work(name, typedHandler) {
      handlerOf.set(name, typedHandler as JobHandler<object>);
      // Before the queue is up (the database may be away), the worker starts with it.
      if (boss) await register(name);
    },

    async schedule(name, cron, scheduleOptions = {}) {
      scheduled.set(name, { cron, tz: scheduleOptions.tz ?? 'UTC' });
      if (boss) await applySchedule(name);
    },

    async list({ state, limit }) {
      const where = state ? sql`state::text in (${sql.join(pgStates(state))})` : sql`true`;
      return (await rows(where, limit)).map(toView);
    },

    async get(id) {
      const [row] = await rows(sql`id = ${id}::uuid`, 1);
      return row ? toView(row) : null;
    },

    async retry(id) {
      const [row] = await rows(sql`id = ${id}::uuid and state = 'failed'`, 1);
      if (!row) return false;
      await boss!.retry(row.name, id);
      const worker = workers.get(row.name);
      if (worker) boss!.notifyWorker(worker);
      return true;
    },

    async start() {
      // The queue's start is waited for (not its workers'); when the database does not
      // answer, the API still starts (its health check says why) and the queue comes up
      // once the database is back.
      retrying ??= (async () => {
        for (let delay = START_RETRY_MS; !closed; delay = Math.min(delay * 2, MAX_START_RETRY_MS)) {
          try {
            await started();
            // Started: the app goes on; its workers and recurring jobs follow (a job sent
            // before its worker is here waits in the queue for it).
            firstTryDone();
            for (const name of handlerOf.keys()) await register(name);
            for (const name of scheduled.keys()) await applySchedule(name);
            return;
          } catch (error) {
            if (closed) return;
            log.warn(
              { reason: errorReason(error), retryInMs: delay },
              'job queue could not start; trying again',
            );
            firstTryDone();
            await new Promise<void>((resolve) => {
              wakeRetry = resolve;
              setTimeout(resolve, delay).unref();
            });
          }
        }
      })().finally(firstTryDone);
      await firstTry;
    },

    async close() {
      if (closed) return;
      closed = true;
      // The start's loop ends first (woken from its pause), so no worker starts after this.
      wakeRetry?.();
      await retrying?.catch(() => undefined);
      if (!starting) {
        await pool.end();
        return;
      }
      const instance = await starting.catch(() => undefined);
      if (!instance) {
        await pool.end();
        return;
      }
      // Waits for running jobs, then closes the queue's own pool.
      try {
        await instance.stop({ graceful: true, wait: true, close: false, timeout: 30_000 });
      } catch (error) {
        // The database went away: the running jobs' leases run out and another instance,
        // or the next start, takes them over.
        log.warn({ reason: errorReason(error) }, 'job queue stopped without its database');
      }
      const deadline = Date.now() + 30_000;
      while ((queries > 0 || handlers > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await pool.end();
    },
  };
}

/** pg-boss's statements that complete or fail jobs (plans.js completeJobs, failJobs). */
function recordsOutcome(text: string): boolean {
  return text.includes('SET completed_on = now()') || text.includes('WITH deleted_jobs AS');
}

function pgStates(state: JobState): string[] {
  if (state === 'pending') return ['created', 'retry'];
  if (state === 'failed') return ['failed', 'cancelled'];
  return [state];
}

function toView(row: PgJobRow): JobView {
  const iso = (value: Date | string) => new Date(value).toISOString();
  const state: JobState =
    row.state === 'created' || row.state === 'retry'
      ? 'pending'
      : row.state === 'cancelled'
        ? 'failed'
        : (row.state as JobState);
  return {
    id: row.id,
    name: row.name,
    state,
    data: row.data,
    attempts: Number(row.attempts),
    retryLimit: Number(row.retry_limit),
    lastError: row.last_error,
    nextRunAt: state === 'pending' ? iso(row.start_after) : null,
    createdAt: iso(row.created_on),
    updatedAt: iso(row.updated_on),
  };
}
