import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { IdempotencyKeysTable } from './orders.tables';

/** True when this call created the key (and so owns the request). */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  key: string,
  requestHash: string,
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({ key, request_hash: requestHash, state: 'pending', created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findIdempotencyKey(
  db: Kysely<Database>,
  key: string,
): Promise<Selectable<IdempotencyKeysTable> | undefined> {
  return db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function completeIdempotencyKey(
  db: Kysely<Database>,
  key: string,
  result: { status: number; body: unknown; orderId: string | null },
  now: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({
      state: 'done',
      response_status: result.status,
      response_body: JSON.stringify(result.body),
      order_id: result.orderId,
      updated_at: now,
    })
    .where('key', '=', key)
    .execute();
}

/** Frees a key whose request failed unexpectedly, so a retry may run it again. */
export async function releaseIdempotencyKey(
  db: Kysely<Database>,
  key: string,
  onlyIfUpdatedAt?: string,
): Promise<void> {
  let query = db
    .deleteFrom('idempotency_keys')
    .where('key', '=', key)
    .where('state', '=', 'pending');
  if (onlyIfUpdatedAt !== undefined) query = query.where('updated_at', '=', onlyIfUpdatedAt);
  await query.execute();
}

/** The order reserved for this request; from here on a retry resumes it. */
export async function attachOrderToKey(
  db: Kysely<Database>,
  key: string,
  orderId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ order_id: orderId, updated_at: now })
    .where('key', '=', key)
    .execute();
}

/** The gateway approved the charge: written first, so no later failure can lose it. */
export async function recordChargeOnKey(
  db: Kysely<Database>,
  key: string,
  reference: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ charge_reference: reference, updated_at: now })
    .where('key', '=', key)
    .execute();
}

/** Failed after its order was reserved: kept (not released) so a retry finishes it. */
export async function markKeyFailed(db: Kysely<Database>, key: string, now: string): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'failed', updated_at: now })
    .where('key', '=', key)
    .where('state', '=', 'pending')
    .execute();
}

export async function deleteKeysOfOrder(db: Kysely<Database>, orderId: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('order_id', '=', orderId)
    .where('state', '<>', 'done')
    .execute();
}
