import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { AccessClaims } from '../../lib/access-token';
import { HttpError } from '../../lib/http-error';
import {
  customerOrderLink,
  queueCustomerMail,
  orderRowLocale,
  refundOrder,
  type AdminOrdersDeps,
} from '../admin/admin-orders';
import { writeAudit } from '../admin/audit';
import type { JobQueue } from '../jobs/job-queue';
import { registerMail } from '../jobs/mail-jobs';
import { getOrder, type OrderViewer } from '../orders/order-views';
import { findOrder, findOrderItems, type OrderRow } from '../orders/orders.repository';
import { claimsOf, listOrderClaims } from './claims.repository';
import { claimMail } from './claim-mail';
import type { Claim, CreateClaimBody } from './claims.schemas';
import type { ClaimState, OrderClaimsTable } from './claims.tables';

// Returns and warranty claims (decision 24). A shopper (the order's owner or guest token)
// claims lines of a delivered order: a return within RETURN_WINDOW_DAYS of the order's
// delivery (the timeline's delivered step), a warranty claim within the warranty its product states ("2 Years",
// "6 Months", "Lifetime"; none stated, no warranty claim). A line is claimed at most as
// many times as it was bought, over every claim not refused. Staff accept or refuse it
// (with a reason), then mark the goods received, and refund through the back office's
// partial refund (admin-orders refundOrder), so the money is counted in one place. Every
// decision is audited and mailed to the customer in the order's language.

export const CLAIMABLE_STATUSES = ['delivered', 'partially_refunded'];
const CLAIM_NOT_FOUND = 'Claim not found';

/** Months a product's warranty text states; Infinity for lifetime, null for none. */
export function warrantyMonths(text: string | null): number | null {
  if (!text) return null;
  if (/lifetime/i.test(text)) return Number.POSITIVE_INFINITY;
  const match = /(\d+)\s*(year|month)/i.exec(text);
  if (!match) return null;
  const count = Number(match[1]);
  return match[2]!.toLowerCase() === 'year' ? count * 12 : count;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function addMonths(day: string, months: number): string {
  if (!Number.isFinite(months)) return '9999-12-31';
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

type ClaimRow = OrderClaimsTable;

/** The lines of an order's claims that still count (all but refused ones). */
function claimedLines(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_claim_lines')
    .innerJoin('order_claims', 'order_claims.id', 'order_claim_lines.claim_id')
    .select(['order_claim_lines.product_id as productId', 'order_claim_lines.quantity'])
    .where('order_claim_lines.order_id', '=', orderId)
    .where('order_claims.state', '<>', 'refused')
    .execute();
}

/** Refuses a claim of more of a line than was bought, over the claims that still count. */
function checkQuantities(
  items: readonly { product_id: string; product_name: string; quantity: number }[],
  claimed: readonly { productId: string; quantity: number | string }[],
  wanted: ReadonlyMap<string, number>,
): void {
  for (const [productId, quantity] of wanted) {
    const item = items.find((entry) => entry.product_id === productId);
    if (!item) throw HttpError.badRequest(`${productId} is not part of this order`, 'NOT_IN_ORDER');
    const before = claimed
      .filter((line) => line.productId === productId)
      .reduce((sum, line) => sum + Number(line.quantity), 0);
    const left = item.quantity - before;
    if (quantity > left) {
      throw HttpError.badRequest(
        left <= 0
          ? `Every ${item.product_name} of this order is already claimed`
          : `Only ${left} of ${item.product_name} can be claimed`,
        'TOO_MANY_CLAIMED',
      );
    }
  }
}

export async function createClaim(
  deps: { db: Kysely<Database>; config: Config; now: () => Date },
  viewer: OrderViewer,
  orderId: string,
  body: CreateClaimBody,
): Promise<Claim> {
  // The same 404 as the order page for anyone who may not see the order.
  const order = await getOrder(deps.db, orderId, viewer);
  const row = (await findOrder(deps.db, order.id))!;
  if (!CLAIMABLE_STATUSES.includes(row.status)) {
    throw HttpError.conflict(
      'A return or warranty claim can be made once the order is delivered',
      'NOT_DELIVERED',
    );
  }
  const reason = body.reason.trim();
  if (reason === '') throw HttpError.badRequest('Say what is wrong', 'REASON_REQUIRED');
  const today = deps.now().toISOString().slice(0, 10);
  // The day it was delivered (the timeline's step), or the promised day for an order
  // delivered before the timeline was kept.
  const delivered =
    order.timeline?.find((step) => step.kind === 'delivered')?.at.slice(0, 10) ?? row.delivery_date;
  const items = await findOrderItems(deps.db, [row.id]);

  const wanted = new Map<string, number>();
  for (const line of body.lines) {
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  }
  const claimed = await claimedLines(deps.db, row.id);

  if (body.kind === 'return') {
    const last = addDays(delivered, deps.config.RETURN_WINDOW_DAYS);
    if (today > last) {
      throw HttpError.conflict(
        `Returns are accepted within ${deps.config.RETURN_WINDOW_DAYS} days of delivery`,
        'RETURN_WINDOW_PASSED',
      );
    }
  }
  const warranties =
    body.kind === 'warranty'
      ? await deps.db
          .selectFrom('products')
          .select(['id', 'warranty'])
          .where('id', 'in', [...wanted.keys()])
          .execute()
      : [];
  for (const productId of wanted.keys()) {
    const item = items.find((entry) => entry.product_id === productId);
    if (!item) throw HttpError.badRequest(`${productId} is not part of this order`, 'NOT_IN_ORDER');
    if (body.kind === 'warranty') {
      const months = warrantyMonths(warranties.find((p) => p.id === productId)?.warranty ?? null);
      if (months === null) {
        throw HttpError.conflict(`${item.product_name} has no warranty`, 'NO_WARRANTY');
      }
      if (today > addMonths(delivered, months)) {
        throw HttpError.conflict(
          `The warranty of ${item.product_name} has ended`,
          'WARRANTY_ENDED',
        );
      }
    }
  }

  const nowIso = deps.now().toISOString();
  const id = `CL-${randomUUID().slice(0, 8).toUpperCase()}`;
  checkQuantities(items, claimed, wanted);
  await deps.db.transaction().execute(async (trx) => {
    // A write to the order's row first: two claims on one order at once take turns here
    // (PostgreSQL locks the row till commit; SQLite runs one write transaction at a time),
    // and the second counts the first's lines.
    await trx
      .updateTable('orders')
      .set({ updated_at: sql<string>`updated_at` })
      .where('id', '=', row.id)
      .execute();
    checkQuantities(items, await claimedLines(trx, row.id), wanted);
    await trx
      .insertInto('order_claims')
      .values({
        id,
        order_id: row.id,
        kind: body.kind,
        reason,
        state: 'requested',
        staff_note: null,
        refund_amount: null,
        created_at: nowIso,
        decided_at: null,
        updated_at: nowIso,
      })
      .execute();
    for (const [productId, quantity] of wanted) {
      await trx
        .insertInto('order_claim_lines')
        .values({ claim_id: id, order_id: row.id, product_id: productId, quantity })
        .execute();
    }
  });
  return (await listOrderClaims(deps.db, row.id)).find((claim) => claim.id === id)!;
}

/** The back office's list: newest first, with the customer's address and the order's status. */
export async function listClaims(db: Kysely<Database>, state?: ClaimState) {
  let query = db
    .selectFrom('order_claims')
    .innerJoin('orders', 'orders.id', 'order_claims.order_id')
    .selectAll('order_claims')
    .select(['orders.email as customer_email', 'orders.status as order_status'])
    .orderBy('order_claims.created_at', 'desc')
    .orderBy('order_claims.id', 'desc')
    .limit(200);
  if (state) query = query.where('order_claims.state', '=', state);
  const rows = await query.execute();
  const claims = await claimsOf(db, rows);
  return claims.map((claim, index) => ({
    ...claim,
    customerEmail: rows[index]!.customer_email,
    orderStatus: rows[index]!.order_status,
  }));
}

async function adminClaim(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom('order_claims')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw HttpError.notFound(CLAIM_NOT_FOUND, 'CLAIM_NOT_FOUND');
  const order = (await findOrder(db, row.order_id))!;
  const [claim] = await claimsOf(db, [row]);
  return {
    row,
    order,
    claim: { ...claim!, customerEmail: order.email, orderStatus: order.status },
  };
}

/** Moves a claim from `from` to `to`, conditional on its state, audited in the same transaction. */
async function move(
  deps: AdminOrdersDeps,
  actor: AccessClaims,
  row: ClaimRow,
  from: ClaimState,
  change: Partial<Pick<ClaimRow, 'state' | 'staff_note' | 'refund_amount' | 'decided_at'>>,
  action: string,
) {
  if (row.state !== from) {
    throw HttpError.conflict(`A claim that is ${row.state} cannot be ${action}`, 'CLAIM_STATE');
  }
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('order_claims')
      .set({ ...change, updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('state', '=', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      throw HttpError.conflict('The claim was changed by someone else; reload it', 'CLAIM_CHANGED');
    }
    await writeAudit(
      trx,
      actor,
      {
        action: `claim.${action}`,
        // In the order's history: the back office reads an order's audit trail.
        entityType: 'order',
        entityId: row.order_id,
        before: { claimId: row.id, state: row.state, staffNote: row.staff_note },
        after: {
          state: change.state ?? row.state,
          staffNote: change.staff_note ?? row.staff_note,
          refundAmount: change.refund_amount ?? null,
        },
      },
      now,
    );
  });
}

export const CLAIM_MAIL = 'order.claim';

/** Queues the customer's mail of a decision on their claim (a durable job, docs/jobs.md). */
async function mailDecision(deps: AdminOrdersDeps, order: OrderRow, claim: Claim) {
  if (order.channel === 'pos') return;
  await queueCustomerMail(deps, order, CLAIM_MAIL, { orderId: order.id, claimId: claim.id });
}

/**
 * How a claim's decision mail is built when its job runs: the claim as it is then (a
 * later decision gets its own mail), with a link whose guest token is minted here.
 */
export function registerClaimMail(
  jobs: JobQueue,
  deps: { db: Kysely<Database>; config: Config },
): void {
  registerMail<{ orderId: string; claimId: string }>(jobs, CLAIM_MAIL, {
    label: 'claim mail',
    logFields: ({ orderId, claimId }) => ({ orderId, claimId }),
    async build({ orderId, claimId }) {
      const order = await findOrder(deps.db, orderId);
      const claim = (await listOrderClaims(deps.db, orderId)).find((c) => c.id === claimId);
      if (!order || !claim) return null;
      return claimMail({
        claim,
        order: { id: order.id, firstName: shippingName(order) },
        to: order.email,
        link: customerOrderLink(deps.config, order),
        shopUrl: deps.config.SHOP_URL,
        locale: orderRowLocale(order),
      });
    },
  });
}

function shippingName(order: OrderRow): string {
  try {
    const shipping = JSON.parse(order.shipping) as { firstName?: string; lastName?: string };
    return `${shipping.firstName ?? ''} ${shipping.lastName ?? ''}`.trim();
  } catch {
    return '';
  }
}

export async function acceptClaim(
  deps: AdminOrdersDeps,
  actor: AccessClaims,
  id: string,
  note?: string,
) {
  const { row } = await adminClaim(deps.db, id);
  const staffNote = note?.trim() ? note.trim() : null;
  await move(
    deps,
    actor,
    row,
    'requested',
    { state: 'accepted', staff_note: staffNote, decided_at: deps.now().toISOString() },
    'accept',
  );
  const after = await adminClaim(deps.db, id);
  await mailDecision(deps, after.order, after.claim);
  return after.claim;
}

export async function refuseClaim(
  deps: AdminOrdersDeps,
  actor: AccessClaims,
  id: string,
  reason: string,
) {
  const { row } = await adminClaim(deps.db, id);
  const staffNote = reason.trim();
  if (staffNote === '')
    throw HttpError.badRequest('Give a reason for the refusal', 'REASON_REQUIRED');
  await move(
    deps,
    actor,
    row,
    'requested',
    { state: 'refused', staff_note: staffNote, decided_at: deps.now().toISOString() },
    'refuse',
  );
  const after = await adminClaim(deps.db, id);
  await mailDecision(deps, after.order, after.claim);
  return after.claim;
}

/**
 * The goods of an accepted claim came back. With `refund` the money goes back through the
 * order's partial refund (returned goods of a return go back into stock; a faulty part of a
 * warranty claim does not), which mails the customer the refund; without, the customer is
 * mailed that the goods were received.
 */
export async function receiveClaim(
  deps: AdminOrdersDeps,
  actor: AccessClaims,
  id: string,
  body: { refund?: number | undefined; note?: string | undefined },
) {
  const { row, claim } = await adminClaim(deps.db, id);
  if (row.state !== 'accepted') {
    throw HttpError.conflict(`A claim that is ${row.state} cannot be received`, 'CLAIM_STATE');
  }
  const note = body.note?.trim() ? body.note.trim() : row.staff_note;
  if (body.refund !== undefined) {
    await refundOrder(deps, actor, row.order_id, {
      amount: body.refund,
      reason: `${claim.kind === 'return' ? 'Return' : 'Warranty claim'} ${row.id}: ${row.reason}`,
      returned:
        claim.kind === 'return'
          ? claim.lines.map((line) => ({ productId: line.productId, quantity: line.quantity }))
          : [],
    });
    await move(
      deps,
      actor,
      row,
      'accepted',
      { state: 'refunded', staff_note: note, refund_amount: body.refund },
      'refund',
    );
    return (await adminClaim(deps.db, id)).claim;
  }
  await move(deps, actor, row, 'accepted', { state: 'received', staff_note: note }, 'receive');
  const after = await adminClaim(deps.db, id);
  await mailDecision(deps, after.order, after.claim);
  return after.claim;
}
