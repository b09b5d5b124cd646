import { type Kysely } from 'kysely';

// Frozen once released. Durable jobs of the embedded (SQLite) installation (docs/jobs.md):
// mails and recurring sweeps, worked outside requests and kept across restarts. On
// PostgreSQL the queue is pg-boss, in a schema of its own; this table stays empty there.
// - state: 'pending' (waits for run_at), 'active' (claimed until locked_until; a worker that
//   died lets it go when the lease ends), 'completed', 'failed' (retries used up).
// - attempts: runs started so far; retry_limit: runs allowed after the first.
// - data: the job's JSON payload; never a secret in plain text.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('singleton_key', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (col) => col.notNull())
    .addColumn('retry_delay_ms', 'integer', (col) => col.notNull())
    .addColumn('run_at', 'text', (col) => col.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('jobs_state_run_at')
    .on('jobs')
    .columns(['state', 'run_at'])
    .execute();
  await db.schema
    .createIndex('jobs_name_singleton')
    .on('jobs')
    .columns(['name', 'singleton_key'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
