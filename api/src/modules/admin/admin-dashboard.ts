import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { summarize } from './admin-orders';
import { LOW_STOCK } from './admin-products';

// The dashboard's figures. Days are UTC days, as the stored timestamps are; an order
// counts once it is paid (placed-but-unpaid, cancelled and wholly refunded orders bring no
// revenue; a partly refunded one still counts at its total).

const DAY_MS = 24 * 60 * 60 * 1000;
const COUNTED = ['paid', 'shipped', 'delivered', 'partially_refunded'] as const;

export async function dashboard(db: Kysely<Database>, now: Date) {
  const today = now.toISOString().slice(0, 10);
  const first = new Date(Date.parse(`${today}T00:00:00.000Z`) - 29 * DAY_MS);
  const day = sql<string>`substr(created_at, 1, 10)`;
  const rows = await db
    .selectFrom('orders')
    .select([
      day.as('day'),
      (eb) => eb.fn.countAll<number | string>().as('orders'),
      (eb) => eb.fn.sum<number | string>('total').as('revenue'),
    ])
    .where('created_at', '>=', first.toISOString())
    .where((eb) =>
      eb.or([
        eb('status', 'in', [...COUNTED]),
        // Packed or out for delivery: counted once paid (a cash-on-delivery one is not yet).
        eb.and([
          eb('status', 'in', ['packed', 'out_for_delivery']),
          eb('amount_charged', 'is not', null),
        ]),
      ]),
    )
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = Array.from({ length: 30 }, (_, i) => {
    const key = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    const row = byDay.get(key);
    return { day: key, orders: Number(row?.orders ?? 0), revenue: Number(row?.revenue ?? 0) };
  });
  const todayRow = days[days.length - 1] ?? { orders: 0, revenue: 0 };

  const lowStock = await db
    .selectFrom('products')
    .select(['id', 'name', 'stock_quantity'])
    .where('archived_at', 'is', null)
    .where('stock_quantity', '<=', LOW_STOCK)
    .orderBy('stock_quantity')
    .orderBy('name')
    .limit(10)
    .execute();

  // Paid and not shipped yet: waiting to be packed, or packed and waiting for the carrier.
  const waitingQuery = db
    .selectFrom('orders')
    .where('status', 'in', ['paid', 'packed'])
    .where('channel', '=', 'web');
  const waiting = await waitingQuery.selectAll().orderBy('created_at').limit(20).execute();
  // The list is the oldest 20; the count is all of them (the list's length is not).
  const [{ count: waitingCount }] = (await waitingQuery
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .execute()) as [{ count: number | string }];

  return {
    today: { orders: todayRow.orders, revenue: todayRow.revenue },
    last30Days: {
      orders: days.reduce((sum, d) => sum + d.orders, 0),
      revenue: days.reduce((sum, d) => sum + d.revenue, 0),
      days,
    },
    lowStock: lowStock.map((row) => ({
      id: row.id,
      name: row.name,
      stockQuantity: row.stock_quantity,
    })),
    waitingToShip: await summarize(db, waiting),
    waitingToShipCount: Number(waitingCount),
  };
}
