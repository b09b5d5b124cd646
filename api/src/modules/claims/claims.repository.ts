import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { findOrderItems } from '../orders/orders.repository';
import type { Claim } from './claims.schemas';
import type { ClaimKind, ClaimState, OrderClaimsTable } from './claims.tables';

// Reading claims as their customer sees them (the order view carries an order's claims).

type ClaimRow = OrderClaimsTable;

export async function claimsOf(db: Kysely<Database>, rows: ClaimRow[]): Promise<Claim[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('order_claim_lines')
    .selectAll()
    .where(
      'claim_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  const items = await findOrderItems(db, [...new Set(rows.map((row) => row.order_id))]);
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    kind: row.kind as ClaimKind,
    reason: row.reason,
    state: row.state as ClaimState,
    staffNote: row.staff_note,
    refundAmount: row.refund_amount,
    lines: lines
      .filter((line) => line.claim_id === row.id)
      .sort((a, b) => a.product_id.localeCompare(b.product_id))
      .map((line) => ({
        productId: line.product_id,
        name:
          items.find(
            (item) => item.order_id === row.order_id && item.product_id === line.product_id,
          )?.product_name ?? line.product_id,
        quantity: line.quantity,
      })),
    createdAt: row.created_at,
    decidedAt: row.decided_at,
  }));
}

/** An order's claims, oldest first, as its customer sees them. */
export async function listOrderClaims(db: Kysely<Database>, orderId: string): Promise<Claim[]> {
  const rows = await db
    .selectFrom('order_claims')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return claimsOf(db, rows);
}
