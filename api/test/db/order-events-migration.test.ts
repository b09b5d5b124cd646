import { describeEachDatabase } from '../helpers/databases';
import * as orderEvents from '../../src/db/migrations/2026-11-26-090-order-events';

// Migration 2026-11-26-090 on each database: orders placed before it get a timeline made
// from what their rows tell, and those already shipped count as mailed.

describeEachDatabase('migration 090: order events back-filled', (database) => {
  it('placed at created_at, paid with it, shipped and delivered at updated_at, refunds at their time', async () => {
    const db = database.db;
    await orderEvents.down(db);
    const order = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
      id,
      user_id: null,
      access_token_hash: 'hash',
      access_token_salt: 'salt',
      status,
      email: 'old@example.com',
      shipping: '{}',
      country: 'Japan',
      prefecture: 'Tokyo',
      currency: 'BDT',
      rate: 1,
      subtotal: 1000,
      shipping_cost: 0,
      coupon_code: null,
      total: 1000,
      amount_charged: 1000,
      payment_brand: 'visa',
      payment_last4: '4242',
      payment_reference: 'ch_1',
      tracking_number: null,
      delivery_days: 2,
      ship_date: '2026-11-20',
      delivery_date: '2026-11-22',
      created_at: '2026-11-20T01:00:00.000Z',
      updated_at: '2026-11-21T03:00:00.000Z',
      ...extra,
    });
    await db
      .insertInto('orders')
      .values([
        order('OLD-DELIVERED', 'delivered', { tracking_number: 'JP123456789' }),
        order('OLD-AWAITING', 'awaiting_payment', {
          amount_charged: null,
          payment_reference: null,
          payment_method: 'bkash',
          payment_deadline: '2026-11-20T02:00:00.000Z',
        }),
        order('OLD-REFUNDED', 'partially_refunded', { tracking_number: 'JP555' }),
      ] as never)
      .execute();
    await db
      .insertInto('order_refunds')
      .values({
        id: 'r1',
        order_id: 'OLD-REFUNDED',
        seq: 1,
        amount: 300,
        reason: 'Broken fan',
        method: 'card',
        reference: 're_1',
        returned: '[]',
        actor_email: 'boss@example.com',
        created_at: '2026-11-22T05:00:00.000Z',
      })
      .execute();

    await orderEvents.up(db);

    const events = await db
      .selectFrom('order_events')
      .select(['order_id', 'kind', 'at', 'detail'])
      .orderBy('order_id')
      .orderBy('at')
      .orderBy('id')
      .execute();
    const of = (id: string) =>
      events
        .filter((event) => event.order_id === id)
        .map((event) => ({ kind: event.kind, at: event.at, ...JSON.parse(event.detail) }));
    expect(of('OLD-DELIVERED')).toEqual([
      { kind: 'placed', at: '2026-11-20T01:00:00.000Z' },
      { kind: 'paid', at: '2026-11-20T01:00:00.000Z', method: 'card', amount: 1000 },
      { kind: 'shipped', at: '2026-11-21T03:00:00.000Z', trackingNumber: 'JP123456789' },
      { kind: 'delivered', at: '2026-11-21T03:00:00.000Z' },
    ]);
    expect(of('OLD-AWAITING')).toEqual([
      { kind: 'placed', at: '2026-11-20T01:00:00.000Z' },
      {
        kind: 'awaiting_payment',
        at: '2026-11-20T01:00:00.000Z',
        method: 'bkash',
        deadline: '2026-11-20T02:00:00.000Z',
      },
    ]);
    expect(of('OLD-REFUNDED').map((event) => event.kind)).toEqual([
      'placed',
      'paid',
      'shipped',
      'refunded',
    ]);
    expect(of('OLD-REFUNDED')[3]).toMatchObject({ at: '2026-11-22T05:00:00.000Z', amount: 300 });

    const mailed = await db
      .selectFrom('orders')
      .select(['id', 'tracking_mailed_at'])
      .orderBy('id')
      .execute();
    expect(mailed).toEqual([
      { id: 'OLD-AWAITING', tracking_mailed_at: null },
      { id: 'OLD-DELIVERED', tracking_mailed_at: '2026-11-21T03:00:00.000Z' },
      { id: 'OLD-REFUNDED', tracking_mailed_at: '2026-11-21T03:00:00.000Z' },
    ]);
  });
});
