import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { mailText, type SmtpInbox } from '../auth/smtp-inbox';
import {
  DEFAULT_NOW,
  insertUser,
  orderBody,
  placeOrder,
  request,
  useShopWithInbox,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';

// Returns and warranty claims after delivery: the shopper claims lines of a delivered
// order (return window, warranty, quantities), the order page lists the claims, staff
// accept, refuse or receive and refund them through the order's refund path, and each
// decision is audited and mailed to the customer in the order's language.

describeEachDatabase('returns and warranty claims', (database) => {
  let server: CommerceServer;
  let inbox: SmtpInbox;
  let admin: TestUser;

  useShopWithInbox(
    database,
    { RETURN_WINDOW_DAYS: 14 },
    (shop) => ({ server, inbox, admin } = shop),
  );

  const as = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

  /** A delivered order of a fresh shopper: two of a ৳3,000 part with a 2-year warranty. */
  async function deliveredOrder(options: { locale?: string; warranty?: string | null } = {}) {
    server.setNow(DEFAULT_NOW);
    const shopper = await insertUser(database.db);
    const product = await insertProduct(database.db, { price: 3000, stockQuantity: 10 });
    await database.db
      .updateTable('products')
      .set({ warranty: options.warranty === undefined ? '2 Years' : options.warranty })
      .where('id', '=', product.id)
      .execute();
    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: product.id, quantity: 2 }], email: shopper.email }),
      { token: shopper.token },
    );
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    await inbox.nextMail(shopper.email);
    await database.db
      .updateTable('orders')
      .set({
        status: 'delivered',
        delivery_date: '2026-11-26',
        ...(options.locale ? { locale: options.locale } : {}),
      })
      .where('id', '=', orderId)
      .execute();
    return { shopper, product, orderId, token: placed.body.accessToken as string };
  }

  const claim = (orderId: string, body: unknown, headers: Record<string, string>) =>
    request(server, 'POST', `/orders/${orderId}/claims`, { body, headers });

  it('a delivered order takes a return of what was bought, once, and its page lists it', async () => {
    const { shopper, product, orderId } = await deliveredOrder();
    const made = await claim(
      orderId,
      {
        kind: 'return',
        reason: 'Changed my mind',
        lines: [{ productId: product.id, quantity: 1 }],
      },
      as(shopper),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      orderId,
      kind: 'return',
      state: 'requested',
      reason: 'Changed my mind',
      lines: [{ productId: product.id, quantity: 1 }],
      staffNote: null,
    });
    const page = await request(server, 'GET', `/orders/${orderId}`, { headers: as(shopper) });
    expect(page.body.claims).toEqual([made.body]);

    // Two bought, one claimed: two more are refused, one more is taken.
    const tooMany = await claim(
      orderId,
      { kind: 'warranty', reason: 'Broken', lines: [{ productId: product.id, quantity: 2 }] },
      as(shopper),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toMatch(/^Only 1 of .* can be claimed$/);
    const warranty = await claim(
      orderId,
      { kind: 'warranty', reason: 'Fan rattles', lines: [{ productId: product.id, quantity: 1 }] },
      as(shopper),
    );
    expect(warranty.status).toBe(201);
  });

  it('two claims sent at once for the same units: one is taken, the other refused', async () => {
    const { shopper, product, orderId } = await deliveredOrder();
    const body = {
      kind: 'return',
      reason: 'Not needed',
      lines: [{ productId: product.id, quantity: 2 }],
    };
    const answers = await Promise.all([
      claim(orderId, body, as(shopper)),
      claim(orderId, body, as(shopper)),
      claim(orderId, body, as(shopper)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400]);
    const page = await request(server, 'GET', `/orders/${orderId}`, { headers: as(shopper) });
    expect(page.body.claims).toHaveLength(1);
  });

  it('refuses claims before delivery, after the return window or warranty, without a warranty, and on an order of someone else', async () => {
    const { shopper, product, orderId, token } = await deliveredOrder();
    const line = [{ productId: product.id, quantity: 1 }];
    const stranger = await insertUser(database.db);
    expect(
      (await claim(orderId, { kind: 'return', reason: 'x', lines: line }, as(stranger))).status,
    ).toBe(404);
    expect((await claim(orderId, { kind: 'return', reason: 'x', lines: line }, {})).status).toBe(
      404,
    );
    // The guest token works like the owner's.
    server.setNow('2026-12-10T12:00:00.000Z');
    const guest = await claim(
      orderId,
      { kind: 'return', reason: 'Too loud', lines: line },
      { 'x-order-token': token },
    );
    expect(guest.status).toBe(201);
    // 14 days after the delivery date: no more returns, warranty still on.
    server.setNow('2026-12-11T12:00:00.000Z');
    const late = await claim(orderId, { kind: 'return', reason: 'x', lines: line }, as(shopper));
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('RETURN_WINDOW_PASSED');
    expect(
      (await claim(orderId, { kind: 'warranty', reason: 'Dead', lines: line }, as(shopper))).status,
    ).toBe(201);

    const old = await deliveredOrder();
    server.setNow('2028-11-27T00:00:00.000Z');
    const ended = await claim(
      old.orderId,
      { kind: 'warranty', reason: 'Dead', lines: [{ productId: old.product.id, quantity: 1 }] },
      as(old.shopper),
    );
    expect(ended.body.error.code).toBe('WARRANTY_ENDED');

    const none = await deliveredOrder({ warranty: null });
    const noWarranty = await claim(
      none.orderId,
      { kind: 'warranty', reason: 'Dead', lines: [{ productId: none.product.id, quantity: 1 }] },
      as(none.shopper),
    );
    expect(noWarranty.body.error.code).toBe('NO_WARRANTY');

    const notYet = await deliveredOrder();
    await database.db
      .updateTable('orders')
      .set({ status: 'shipped' })
      .where('id', '=', notYet.orderId)
      .execute();
    const early = await claim(
      notYet.orderId,
      { kind: 'return', reason: 'x', lines: [{ productId: notYet.product.id, quantity: 1 }] },
      as(notYet.shopper),
    );
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('NOT_DELIVERED');
    const bad = await claim(
      notYet.orderId,
      { kind: 'swap', reason: 'x', lines: [] },
      as(notYet.shopper),
    );
    expect(bad.status).toBe(400);
  });

  it('staff refuse a claim with a reason: listed, audited, and the customer is mailed in Japanese', async () => {
    const { shopper, product, orderId } = await deliveredOrder({ locale: 'ja' });
    const made = await claim(
      orderId,
      { kind: 'return', reason: 'Wrong colour', lines: [{ productId: product.id, quantity: 1 }] },
      as(shopper),
    );
    const list = await request(server, 'GET', '/admin/claims?state=requested', {
      headers: as(admin),
    });
    expect(list.status).toBe(200);
    expect(list.body.claims).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: made.body.id,
          customerEmail: shopper.email,
          orderStatus: 'delivered',
        }),
      ]),
    );
    expect((await request(server, 'GET', '/admin/claims', { headers: as(shopper) })).status).toBe(
      403,
    );

    const noReason = await request(server, 'POST', `/admin/claims/${made.body.id}/refuse`, {
      body: { reason: '  ' },
      headers: as(admin),
    });
    expect(noReason.status).toBe(400);
    const refused = await request(server, 'POST', `/admin/claims/${made.body.id}/refuse`, {
      body: { reason: '開封済みのため' },
      headers: as(admin),
    });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      state: 'refused',
      staffNote: '開封済みのため',
      decidedAt: expect.any(String),
    });
    const mail = mailText(await inbox.nextMail(shopper.email));
    expect(mail).toContain(`ご注文 ${orderId} の返品のお申し込みはお受けできませんでした`);
    expect(mail).toContain('開封済みのため');
    // A refused claim is final; its lines may be claimed again.
    const again = await request(server, 'POST', `/admin/claims/${made.body.id}/accept`, {
      body: {},
      headers: as(admin),
    });
    expect(again.status).toBe(409);
    const audit = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', orderId)
      .where('action', '=', 'claim.refuse')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe(admin.email);
  });

  it('staff accept a return, receive the goods and refund through the order: stock back, order partly refunded, mails', async () => {
    const { shopper, product, orderId } = await deliveredOrder();
    const made = await claim(
      orderId,
      { kind: 'return', reason: 'Too big', lines: [{ productId: product.id, quantity: 1 }] },
      as(shopper),
    );
    const early = await request(server, 'POST', `/admin/claims/${made.body.id}/receive`, {
      body: {},
      headers: as(admin),
    });
    expect(early.status).toBe(409);

    const accepted = await request(server, 'POST', `/admin/claims/${made.body.id}/accept`, {
      body: { note: 'Use the prepaid label' },
      headers: as(admin),
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.state).toBe('accepted');
    const acceptMail = mailText(await inbox.nextMail(shopper.email));
    expect(acceptMail).toContain(`We accepted your return for order ${orderId}.`);
    expect(acceptMail).toContain('Use the prepaid label');

    const stockBefore = await stockOf(database.db, product.id);
    const refunded = await request(server, 'POST', `/admin/claims/${made.body.id}/receive`, {
      body: { refund: 3000 },
      headers: as(admin),
    });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ state: 'refunded', refundAmount: 3000 });
    expect(await stockOf(database.db, product.id)).toBe(stockBefore + 1);
    const order = await request(server, 'GET', `/orders/${orderId}`, { headers: as(shopper) });
    expect(order.body.status).toBe('partially_refunded');
    expect(order.body.refunds).toEqual([
      expect.objectContaining({ amount: 3000, reason: expect.stringContaining(made.body.id) }),
    ]);
    expect(order.body.claims[0]).toMatchObject({ id: made.body.id, state: 'refunded' });
    // The refund path mails the refund itself.
    expect(mailText(await inbox.nextMail(shopper.email))).toContain(orderId);
  });

  it('a warranty claim received without a refund tells the customer, and the stock stays as it was', async () => {
    const { shopper, product, orderId } = await deliveredOrder({ locale: 'bn' });
    const made = await claim(
      orderId,
      { kind: 'warranty', reason: 'No display', lines: [{ productId: product.id, quantity: 1 }] },
      as(shopper),
    );
    await request(server, 'POST', `/admin/claims/${made.body.id}/accept`, {
      body: {},
      headers: as(admin),
    });
    await inbox.nextMail(shopper.email);
    const stockBefore = await stockOf(database.db, product.id);
    const received = await request(server, 'POST', `/admin/claims/${made.body.id}/receive`, {
      body: {},
      headers: as(admin),
    });
    expect(received.body.state).toBe('received');
    expect(await stockOf(database.db, product.id)).toBe(stockBefore);
    expect(mailText(await inbox.nextMail(shopper.email))).toContain(
      'ওয়ারেন্টি দাবির পণ্যগুলো আমরা পেয়েছি',
    );
    expect(
      (
        await request(server, 'POST', '/admin/claims/CL-NOPE/accept', {
          body: {},
          headers: as(admin),
        })
      ).status,
    ).toBe(404);
  });
});
