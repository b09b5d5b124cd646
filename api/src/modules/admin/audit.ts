import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import type { AuditEntry } from './admin.schemas';

// The audit log: who changed what, when, and the record before and after. Written with
// the transaction of the change, so a change without its row (or a row without its
// change) cannot exist.

export interface AuditRecord {
  action: string;
  entityType: 'order' | 'product' | 'coupon' | 'user' | 'job';
  entityId: string;
  before: unknown;
  after: unknown;
}

// Ids sort in the order rows were written (time, then a counter within this process),
// so the log reads newest first even when two changes share a millisecond.
let sequence = 0;
function auditId(now: Date): string {
  sequence = (sequence + 1) % 36 ** 4;
  return [
    now.getTime().toString(36).padStart(9, '0'),
    sequence.toString(36).padStart(4, '0'),
    randomBytes(4).toString('hex'),
  ].join('-');
}

export async function writeAudit(
  trx: Transaction<Database>,
  actor: AccessClaims,
  record: AuditRecord,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      id: auditId(now),
      actor_id: actor.sub,
      actor_email: actor.email,
      action: record.action,
      entity_type: record.entityType,
      entity_id: record.entityId,
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
      created_at: now.toISOString(),
    })
    .execute();
}

export async function listAudit(
  db: Kysely<Database>,
  filter: { entityType?: string; entityId?: string; page: number; pageSize: number },
): Promise<AuditEntry[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.entityType) query = query.where('entity_type', '=', filter.entityType);
  if (filter.entityId) query = query.where('entity_id', '=', filter.entityId);
  const rows = await query
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actor_email,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before === null ? null : (JSON.parse(row.before) as unknown),
    after: row.after === null ? null : (JSON.parse(row.after) as unknown),
    createdAt: row.created_at,
  }));
}
