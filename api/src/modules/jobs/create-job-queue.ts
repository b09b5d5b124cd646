import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { JobQueue } from './job-queue';
import { createPgBossJobQueue } from './pg-boss-job-queue';
import { createSqliteJobQueue } from './sqlite-job-queue';

/** pg-boss on PostgreSQL, the `jobs` table on SQLite (docs/jobs.md). */
export function createJobQueue(options: {
  config: Config;
  db: Kysely<Database>;
  log: FastifyBaseLogger;
}): JobQueue {
  const { config, db, log } = options;
  const settings = {
    db,
    log,
    pollMs: config.JOB_POLL_MS,
    retryDelayMs: config.JOB_RETRY_DELAY_MS,
    leaseMs: config.JOB_LEASE_SECONDS * 1000,
  };
  return config.database.dialect === 'postgres'
    ? createPgBossJobQueue({ ...settings, connectionString: config.database.connectionString })
    : createSqliteJobQueue(settings);
}
