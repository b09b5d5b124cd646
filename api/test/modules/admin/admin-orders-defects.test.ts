import { randomUUID } from 'node:crypto';
import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '../auth/smtp-inbox';
import {
  insertStaffUser,
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';

// Back office and counter defects of issue "what a clerk trips over": the dashboard's
// waiting count, what a cancel tells the customer, returns refunded in part or whole,
// and where a counter sale says it happened.

/** The mail's text with quoted-printable soft breaks and escapes undone (UTF-8). */
function decoded(mail: ReceivedMail): string {
  const joined = mail.raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

describeEachDatabase('back office: orders, refunds and counter sales', (database) => {
  let server: CommerceServer;
  let inbox: SmtpInbox;
  let admin: TestUser;

  const withRole = (role: 'admin' | 'staff') => insertStaffUser(database.db, role);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startCommerceServer({
      config: { ...database.config, SMTP_URL: inbox.url },
      db: database.db,
    });
    admin = await withRole('admin');
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  const as = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

  /** A paid web order of a fresh shopper (10 in stock before), in taka or yen. */
  async function paidOrder(options: { quantity?: number; price?: number; yen?: boolean } = {}) {
    const shopper = await insertUser(database.db);
    const product = await insertProduct(database.db, {
      price: options.price ?? 3000,
      stockQuantity: 10,
    });
    const placed = await placeOrder(
      server,
      {
        ...orderBody({
          items: [{ productId: product.id, quantity: options.quantity ?? 2 }],
          email: shopper.email,
        }),
        ...(options.yen ? { currency: 'JPY' } : {}),
      },
      { token: shopper.token },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    // The order confirmation is mailed first; take it so the next mail is ours.
    await inbox.nextMail(shopper.email);
    return { shopper, product, orderId };
  }

  const move = (orderId: string, body: unknown) =>
    request(server, 'POST', `/admin/orders/${orderId}/status`, { body, headers: as(admin) });
  const refund = (orderId: string, body: unknown) =>
    request(server, 'POST', `/admin/orders/${orderId}/refunds`, { body, headers: as(admin) });

  it('the dashboard counts every order waiting to ship, not the 20 it lists', async () => {
    for (let i = 0; i < 21; i += 1) await paidOrder({ quantity: 1 });
    const answer = await request(server, 'GET', '/admin/dashboard', { headers: as(admin) });
    expect(answer.status).toBe(200);
    const [{ count }] = (await database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'paid')
      .where('channel', '=', 'web')
      .execute()) as [{ count: number | string }];
    expect(Number(count)).toBeGreaterThan(20);
    expect(answer.body.waitingToShip).toHaveLength(20);
    expect(answer.body.waitingToShipCount).toBe(Number(count));
    // The list the dashboard links to counts the same orders.
    const list = await request(server, 'GET', '/admin/orders?status=paid&channel=web', {
      headers: as(admin),
    });
    expect(list.body.total).toBe(Number(count));
  });

  it('a cancel mails the customer what was refunded, in the currency of the order, and the order shows the refund', async () => {
    const { shopper, orderId } = await paidOrder({ quantity: 2, price: 3000, yen: true });
    const cancelled = await move(orderId, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunds).toMatchObject([
      { amount: 6000, reason: 'Order cancelled', method: 'card' },
    ]);

    const mail = decoded(await inbox.nextMail(shopper.email));
    expect(mail).toContain(`Subject: Your Circuit Haat order ${orderId} has been cancelled`);
    expect(mail).toContain(`Your order ${orderId} has been cancelled.`);
    // 6,000 taka at 1.25 yen per taka.
    expect(mail).toContain('We refunded ¥7,500 to your card ending 4242.');

    const seen = await request(server, 'GET', `/orders/${orderId}`, { headers: as(shopper) });
    expect(seen.body).toMatchObject({
      status: 'cancelled',
      refunds: [{ amount: 6000, reason: 'Order cancelled', method: 'card' }],
    });
  });

  it('a return refunds part, then the rest; stock comes back only for goods that came back', async () => {
    const { shopper, product, orderId } = await paidOrder({ quantity: 3, price: 2000 });
    expect(await stockOf(database.db, product.id)).toBe(7);

    const early = await refund(orderId, { amount: 100, reason: 'Changed mind' });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(
      'An order that is paid is not refunded in part: cancel it instead',
    );

    expect(
      (
        await move(orderId, {
          status: 'shipped',
          carrier: 'yamato',
          trackingNumber: '123456789012',
        })
      ).status,
    ).toBe(200);

    const tooMuch = await refund(orderId, { amount: 6001, reason: 'Too much' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe(
      'The refund can be at most ৳6,000, what is left to refund',
    );
    const blank = await refund(orderId, { amount: 100, reason: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('Give a reason for the refund');
    const tooMany = await refund(orderId, {
      amount: 100,
      reason: 'Returned',
      returned: [{ productId: product.id, quantity: 4 }],
    });
    expect(tooMany.status).toBe(400);
    const stranger = await refund(orderId, {
      amount: 100,
      reason: 'Returned',
      returned: [{ productId: 'not-in-order', quantity: 1 }],
    });
    expect(stranger.status).toBe(400);
    expect(await stockOf(database.db, product.id)).toBe(7);

    const part = await refund(orderId, {
      amount: 2000,
      reason: 'One fan arrived broken',
      returned: [{ productId: product.id, quantity: 1 }],
    });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({
      status: 'partially_refunded',
      refundable: 4000,
      returnable: [{ productId: product.id, quantity: 2 }],
      refunds: [
        {
          amount: 2000,
          reason: 'One fan arrived broken',
          method: 'card',
          returned: [{ productId: product.id, quantity: 1 }],
          actorEmail: admin.email,
        },
      ],
    });
    expect(part.body.refunds[0].reference).toMatch(/^test_re_/);
    expect(await stockOf(database.db, product.id)).toBe(8);
    const partMail = decoded(await inbox.nextMail(shopper.email));
    expect(partMail).toContain(
      `We refunded ৳2,000 to your card ending 4242 for your order ${orderId}.`,
    );
    expect(partMail).toContain('Reason: One fan arrived broken');
    expect(partMail).toContain('Refunded so far: ৳2,000 of ৳6,000.');

    // The rest, without the goods coming back: no stock is given back.
    const rest = await refund(orderId, { amount: 4000, reason: 'Late delivery' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'refunded', refundable: 0, nextStatuses: [] });
    expect(await stockOf(database.db, product.id)).toBe(8);
    const restMail = decoded(await inbox.nextMail(shopper.email));
    expect(restMail).toContain('The whole order total of ৳6,000 has now been refunded.');

    const more = await refund(orderId, { amount: 1, reason: 'Again' });
    expect(more.status).toBe(409);

    const seen = await request(server, 'GET', `/orders/${orderId}`, { headers: as(shopper) });
    expect(seen.body.status).toBe('refunded');
    expect(seen.body.refunds.map((r: { amount: number }) => r.amount)).toEqual([2000, 4000]);

    const audit = await request(
      server,
      'GET',
      `/admin/audit?entityType=order&entityId=${orderId}`,
      { headers: as(admin) },
    );
    expect(audit.body.items[0]).toMatchObject({
      action: 'order.refund',
      after: { status: 'refunded', refunded: 6000, amount: 4000 },
    });
    const listed = await request(server, 'GET', '/admin/orders?status=refunded', {
      headers: as(admin),
    });
    expect(listed.body.items.map((o: { id: string }) => o.id)).toContain(orderId);
  });

  it('two clerks refunding at once never give back more than was paid', async () => {
    const { orderId } = await paidOrder({ quantity: 3, price: 2000 });
    await move(orderId, { status: 'shipped', carrier: 'sagawa', trackingNumber: '555555555555' });
    const answers = await Promise.all([
      refund(orderId, { amount: 4000, reason: 'First clerk' }),
      refund(orderId, { amount: 4000, reason: 'Second clerk' }),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([400, 409]).toContain(statuses[1]);
    const detail = await request(server, 'GET', `/admin/orders/${orderId}`, { headers: as(admin) });
    expect(detail.body.refunds).toHaveLength(1);
    expect(detail.body.refundable).toBe(2000);
  });

  it('a refund the gateway refuses records nothing and returns no stock', async () => {
    const { product, orderId } = await paidOrder({ quantity: 1 });
    await move(orderId, { status: 'shipped', carrier: 'japanpost', trackingNumber: '99999999999' });
    // The test gateway refunds only its own charges.
    await database.db
      .updateTable('orders')
      .set({ payment_reference: 'elsewhere_123' })
      .where('id', '=', orderId)
      .execute();
    const before = await request(server, 'GET', `/admin/orders/${orderId}`, { headers: as(admin) });
    const refused = await refund(orderId, {
      amount: before.body.total,
      reason: 'Returned',
      returned: [{ productId: product.id, quantity: 1 }],
    });
    expect(refused.status).toBe(502);
    const detail = await request(server, 'GET', `/admin/orders/${orderId}`, { headers: as(admin) });
    expect(detail.body).toMatchObject({
      status: 'shipped',
      refunds: [],
      refundable: before.body.total,
    });
    expect(await stockOf(database.db, product.id)).toBe(9);
  });

  it('a counter sale is stored at the Dhaka showroom in Bangladesh, and a return of it is refunded in cash', async () => {
    const staff = await withRole('staff');
    const product = await insertProduct(database.db, { price: 1500, stockQuantity: 4 });
    const sold = await request(server, 'POST', '/admin/pos/sales', {
      body: {
        items: [{ productId: product.id, quantity: 2 }],
        payment: { method: 'cash', tendered: 3000 },
      },
      headers: { ...as(staff), 'idempotency-key': randomUUID() },
    });
    expect(sold.status).toBe(201);
    const orderId = sold.body.orderId as string;
    const row = await database.db
      .selectFrom('orders')
      .select(['country', 'prefecture', 'shipping', 'ship_date', 'delivery_date'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.country).toBe('Bangladesh');
    expect(row.prefecture).toBeNull();
    expect(JSON.parse(row.shipping)).toMatchObject({ city: 'Dhaka', country: 'Bangladesh' });
    // 01:00 UTC is 07:00 in Dhaka: handed over that day.
    expect(row.ship_date).toBe('2026-11-24');
    expect(row.delivery_date).toBe('2026-11-24');
    const detail = await request(server, 'GET', `/admin/orders/${orderId}`, { headers: as(admin) });
    expect(detail.body.shipping).toMatchObject({ city: 'Dhaka', country: 'Bangladesh' });

    const back = await refund(orderId, {
      amount: 1500,
      reason: 'Wrong model',
      returned: [{ productId: product.id, quantity: 1 }],
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      status: 'partially_refunded',
      refunds: [{ amount: 1500, method: 'cash', reference: null }],
    });
    expect(await stockOf(database.db, product.id)).toBe(3);
  });
});
