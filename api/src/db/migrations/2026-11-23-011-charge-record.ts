import type { Kysely } from 'kysely';

// Frozen once released. A charge is written next to the request's idempotency key the
// moment the gateway approves it, before anything else can fail: a retry with the same
// key then finishes that order instead of charging again.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('charge_reference', 'text').execute();
  // The sweeper looks for reserved orders nobody finished.
  await db.schema
    .createIndex('orders_status_created_idx')
    .on('orders')
    .columns(['status', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_status_created_idx').execute();
  await db.schema.alterTable('idempotency_keys').dropColumn('charge_reference').execute();
}
