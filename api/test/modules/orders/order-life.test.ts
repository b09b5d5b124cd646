import { randomUUID } from 'node:crypto';
import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { bangladeshPlace, dhaka, tokyo } from '../../helpers/markets';
import { mailText, type SmtpInbox } from '../auth/smtp-inbox';
import {
  couponUses,
  insertCoupon,
  insertUser,
  orderBody,
  request,
  useShopWithInbox,
  type CommerceServer,
  type TestUser,
} from './commerce-harness';
import { runTrackingMails } from './tracking-mails';

// An order's life after the purchase (docs/after-purchase.md) over real HTTP, on each
// database: the timeline every change writes, shipping with a carrier of the order's
// country, the 22:00 tracking mail of each shop zone (real SMTP listener, the clock moved),
// and the shopper's own cancel before packing.

const GULSHAN = bangladeshPlace('Gulshan', 'Dhaka');

describeEachDatabase('an order after the purchase', (database) => {
  let server: CommerceServer;
  let inbox: SmtpInbox;
  let admin: TestUser;

  useShopWithInbox(
    database,
    { SHOP_URL: 'https://shop.example.com' },
    (shop) => ({ server, inbox, admin } = shop),
  );

  const staff = { authorization: () => `Bearer ${admin.token}` };
  const move = (orderId: string, body: Record<string, unknown>) =>
    request(server, 'POST', `/admin/orders/${orderId}/status`, {
      body,
      headers: { authorization: staff.authorization() },
    });

  /** A card order, paid; to Japan unless `bangladesh`; by `user` or a guest. */
  async function paidOrder(
    options: {
      user?: TestUser;
      bangladesh?: boolean;
      language?: string;
      couponCode?: string;
      quantity?: number;
    } = {},
  ) {
    const product = await insertProduct(database.db, { price: 3000, stockQuantity: 10 });
    const email = options.user?.email ?? `buyer.${randomUUID().slice(0, 8)}@example.com`;
    const body = orderBody({
      items: [{ productId: product.id, quantity: options.quantity ?? 1 }],
      email,
      ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    });
    if (options.bangladesh) {
      body.shipping = {
        firstName: 'Rahim',
        lastName: 'Uddin',
        email,
        phone: '01712-345678',
        address: 'House 12, Road 5',
        country: 'Bangladesh',
        ...GULSHAN,
        zipCode: '1212',
      };
    }
    const placed = await request(server, 'POST', '/orders', {
      body,
      headers: {
        'idempotency-key': randomUUID(),
        ...(options.user ? { authorization: `Bearer ${options.user.token}` } : {}),
        ...(options.language ? { 'accept-language': options.language } : {}),
      },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.status).toBe('paid');
    await inbox.nextMail(email); // the order confirmation
    return {
      product,
      email,
      orderId: placed.body.orderId as string,
      accessToken: placed.body.accessToken as string,
    };
  }

  /** The shop as the batch sees it (the same SHOP_URL as the server's). */
  const shop = () => ({
    db: database.db,
    config: { ...database.config, SHOP_URL: 'https://shop.example.com' },
  });
  const asGuest = (token: string) => ({ 'x-order-token': token });
  const kinds = (timeline: { kind: string }[]) => timeline.map((step) => step.kind);

  describe('the timeline', () => {
    it('placed, paid, packed, shipped (carrier, number, link), out for delivery, delivered: each step written and shown', async () => {
      server.setNow(tokyo('2026-11-24T10:00:00'));
      const { orderId, accessToken } = await paidOrder();
      const view = () =>
        request(server, 'GET', `/orders/${orderId}`, { headers: asGuest(accessToken) });

      let seen = await view();
      expect(seen.status).toBe(200);
      expect(kinds(seen.body.timeline)).toEqual(['placed', 'paid']);
      expect(seen.body.timeline[1]).toMatchObject({ kind: 'paid', method: 'card' });
      expect(seen.body.cancellable).toBe(true);

      server.setNow(tokyo('2026-11-24T11:00:00'));
      expect((await move(orderId, { status: 'packed' })).body.status).toBe('packed');
      seen = await view();
      expect(seen.body.cancellable).toBe(false);

      const foreign = await move(orderId, {
        status: 'shipped',
        carrier: 'pathao',
        trackingNumber: 'DL121224VS8TTJ',
      });
      expect(foreign.status).toBe(400);
      expect(foreign.body.error.message).toBe(
        'An order to Japan ships with Yamato Transport, Sagawa Express, Japan Post',
      );
      const badNumber = await move(orderId, {
        status: 'shipped',
        carrier: 'yamato',
        trackingNumber: '12345',
      });
      expect(badNumber.status).toBe(400);
      expect(badNumber.body.error.message).toBe('A Yamato Transport tracking number has 12 digits');

      server.setNow(tokyo('2026-11-24T14:00:00'));
      const shipped = await move(orderId, {
        status: 'shipped',
        carrier: 'sagawa',
        trackingNumber: '4000-1234-5678',
      });
      expect(shipped.status).toBe(200);
      expect(shipped.body).toMatchObject({ carrier: 'sagawa', trackingNumber: '400012345678' });
      server.setNow(tokyo('2026-11-25T09:00:00'));
      expect((await move(orderId, { status: 'out_for_delivery' })).status).toBe(200);
      server.setNow(tokyo('2026-11-25T15:30:00'));
      expect((await move(orderId, { status: 'delivered' })).status).toBe(200);

      seen = await view();
      expect(kinds(seen.body.timeline)).toEqual([
        'placed',
        'paid',
        'packed',
        'shipped',
        'out_for_delivery',
        'delivered',
      ]);
      expect(seen.body.timeline[3]).toEqual({
        kind: 'shipped',
        at: tokyo('2026-11-24T14:00:00'),
        by: 'staff',
        carrier: 'sagawa',
        carrierName: 'Sagawa Express',
        trackingNumber: '400012345678',
        trackingUrl: 'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=400012345678',
      });
      expect(seen.body.timeline[5]).toMatchObject({ at: tokyo('2026-11-25T15:30:00') });

      const audit = await request(
        server,
        'GET',
        `/admin/audit?entityType=order&entityId=${orderId}`,
        { headers: { authorization: staff.authorization() } },
      );
      expect(audit.body.items.map((entry: { action: string }) => entry.action)).toEqual([
        'order.delivered',
        'order.out_for_delivery',
        'order.shipped',
        'order.packed',
      ]);
    });

    it('a Bangladeshi order ships only with the Bangladeshi carriers, in their formats', async () => {
      server.setNow(dhaka('2026-11-24T10:00:00'));
      const { orderId } = await paidOrder({ bangladesh: true });
      const yamato = await move(orderId, {
        status: 'shipped',
        carrier: 'yamato',
        trackingNumber: '123456789012',
      });
      expect(yamato.status).toBe(400);
      expect(yamato.body.error.message).toBe(
        'An order to Bangladesh ships with Pathao Courier, Steadfast Courier, RedX, Sundarban Courier Service',
      );
      const detail = await request(server, 'GET', `/admin/orders/${orderId}`, {
        headers: { authorization: staff.authorization() },
      });
      expect(detail.body.carriers.map((c: { id: string }) => c.id)).toEqual([
        'pathao',
        'steadfast',
        'redx',
        'sundarban',
      ]);
      const sundarban = await move(orderId, {
        status: 'shipped',
        carrier: 'sundarban',
        trackingNumber: 'AB12',
      });
      expect(sundarban.body.error.message).toBe(
        'A Sundarban Courier Service tracking number has 6 to 12 digits',
      );
      expect(
        (
          await move(orderId, {
            status: 'shipped',
            carrier: 'steadfast',
            trackingNumber: '15baeb8a',
          })
        ).body.trackingNumber,
      ).toBe('15BAEB8A');
    });
  });

  describe('the 22:00 tracking mail', () => {
    it('Tokyo: mailed at 22:00 Tokyo time, not before, once only; one shipped after 22:00 waits a day', async () => {
      server.setNow(tokyo('2026-11-26T09:00:00'));
      const early = await paidOrder({ language: 'ja' });
      const late = await paidOrder();
      server.setNow(tokyo('2026-11-26T15:00:00'));
      await move(early.orderId, {
        status: 'shipped',
        carrier: 'yamato',
        trackingNumber: '111122223333',
      });
      server.setNow(tokyo('2026-11-26T22:10:00'));
      await move(late.orderId, {
        status: 'shipped',
        carrier: 'japanpost',
        trackingNumber: 'EJ123456789JP',
      });

      const mailed = async (at: string) => {
        const ids = await runTrackingMails(shop(), inbox.url, at);
        return [early.orderId, late.orderId].filter((id) => ids.includes(id));
      };
      expect(await mailed(tokyo('2026-11-26T21:59:00'))).toEqual([]);
      expect(await mailed(tokyo('2026-11-26T22:00:00'))).toEqual([early.orderId]);
      const mail = mailText(await inbox.nextMail(early.email));
      expect(mail).toContain(`ご注文 ${early.orderId} を発送しました。`);
      expect(mail).toContain('配送業者: Yamato Transport');
      expect(mail).toContain('お問い合わせ番号: 111122223333');
      expect(mail).toContain(
        'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=111122223333',
      );
      expect(mail).toContain(`https://shop.example.com/ja/orders/${early.orderId}#token=`);

      // Once only; the late one goes with the next day's batch.
      expect(await mailed(tokyo('2026-11-26T23:30:00'))).toEqual([]);
      expect(await mailed(tokyo('2026-11-27T21:00:00'))).toEqual([]);
      expect(await mailed(tokyo('2026-11-27T22:00:00'))).toEqual([late.orderId]);
      const lateMail = mailText(await inbox.nextMail(late.email));
      expect(lateMail).toContain(`Your order ${late.orderId} has shipped.`);
      expect(lateMail).toContain('Carrier: Japan Post');
      expect(lateMail).toContain('Tracking number: EJ123456789JP');
      expect(await mailed(tokyo('2026-11-28T22:00:00'))).toEqual([]);
      const row = await database.db
        .selectFrom('orders')
        .select('tracking_mailed_at')
        .where('id', '=', early.orderId)
        .executeTakeFirstOrThrow();
      expect(row.tracking_mailed_at).toBe(tokyo('2026-11-26T22:00:00'));
    });

    it('Dhaka: a Bangladeshi order waits for 22:00 in Dhaka (three hours after Tokyo), in Bangla', async () => {
      server.setNow(dhaka('2026-11-30T10:00:00'));
      const order = await paidOrder({ bangladesh: true, language: 'bn' });
      server.setNow(dhaka('2026-11-30T16:00:00'));
      expect(
        (
          await move(order.orderId, {
            status: 'shipped',
            carrier: 'redx',
            trackingNumber: '21A427TU4BMS',
          })
        ).status,
      ).toBe(200);
      // 22:00 in Tokyo is 19:00 in Dhaka: not yet.
      expect(await runTrackingMails(shop(), inbox.url, tokyo('2026-11-30T22:00:00'))).not.toContain(
        order.orderId,
      );
      expect(await runTrackingMails(shop(), inbox.url, dhaka('2026-11-30T22:00:00'))).toContain(
        order.orderId,
      );
      const mail = mailText(await inbox.nextMail(order.email));
      expect(mail).toContain(`আপনার অর্ডার ${order.orderId} পাঠানো হয়েছে।`);
      expect(mail).toContain('কুরিয়ার: RedX');
      expect(mail).toContain('https://redx.com.bd/track-parcel/?trackingId=21A427TU4BMS');
      expect(await runTrackingMails(shop(), inbox.url, dhaka('2026-12-01T22:00:00'))).not.toContain(
        order.orderId,
      );
    });
  });

  describe('the shopper cancels', () => {
    it('before packing: stock and coupon use back, the card refunded, a "you cancelled" mail, a timeline step', async () => {
      server.setNow(tokyo('2026-11-24T10:00:00'));
      const shopper = await insertUser(database.db);
      await insertCoupon(database.db, {
        code: 'LIFE100',
        type: 'fixed',
        value: 100,
        usage_limit: 5,
      });
      const { orderId, product } = await paidOrder({
        user: shopper,
        couponCode: 'LIFE100',
        quantity: 2,
      });
      expect(await stockOf(database.db, product.id)).toBe(8);
      expect(await couponUses(database.db, 'LIFE100')).toBe(1);

      server.setNow(tokyo('2026-11-24T10:30:00'));
      const cancelled = await request(server, 'POST', `/orders/${orderId}/cancel`, {
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', cancellable: false });
      expect(cancelled.body.refunds).toEqual([
        expect.objectContaining({ amount: cancelled.body.total, method: 'card' }),
      ]);
      expect(kinds(cancelled.body.timeline)).toEqual(['placed', 'paid', 'cancelled', 'refunded']);
      expect(cancelled.body.timeline[2]).toMatchObject({
        at: tokyo('2026-11-24T10:30:00'),
        by: 'customer',
      });
      expect(await stockOf(database.db, product.id)).toBe(10);
      expect(await couponUses(database.db, 'LIFE100')).toBe(0);

      const mail = mailText(await inbox.nextMail(shopper.email));
      expect(mail).toContain(`As you asked, your order ${orderId} has been cancelled.`);
      expect(mail).toContain('We refunded');

      const again = await request(server, 'POST', `/orders/${orderId}/cancel`, {
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('ORDER_NOT_CANCELLABLE');
    });

    it('cash on delivery: cancelled with nothing to refund, the stock back, the mail says nothing was charged', async () => {
      server.setNow(tokyo('2026-11-24T10:00:00'));
      const product = await insertProduct(database.db, { price: 3000, stockQuantity: 10 });
      const email = `cod.${randomUUID().slice(0, 8)}@example.com`;
      const body = {
        ...orderBody({ items: [{ productId: product.id, quantity: 1 }], email }),
        payment: { method: 'cod' },
      };
      const placed = await request(server, 'POST', '/orders', {
        body,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(placed.status).toBe(201);
      expect(placed.body.status).toBe('to_be_collected');
      await inbox.nextMail(email);
      const { orderId, accessToken } = placed.body as { orderId: string; accessToken: string };
      const seen = await request(server, 'GET', `/orders/${orderId}`, {
        headers: asGuest(accessToken),
      });
      expect(seen.body.timeline).toEqual([
        expect.objectContaining({ kind: 'placed', method: 'cod' }),
        expect.objectContaining({ kind: 'to_be_collected', method: 'cod' }),
      ]);
      expect(seen.body.cancellable).toBe(true);

      const cancelled = await request(server, 'POST', `/orders/${orderId}/cancel`, {
        headers: asGuest(accessToken),
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect(cancelled.body.refunds).toEqual([]);
      expect(kinds(cancelled.body.timeline)).toEqual(['placed', 'to_be_collected', 'cancelled']);
      expect(await stockOf(database.db, product.id)).toBe(10);
      const mail = mailText(await inbox.nextMail(email));
      expect(mail).toContain(`As you asked, your order ${orderId} has been cancelled.`);
      expect(mail).toContain('Nothing was charged for it, so there is nothing to refund.');
    });

    it('a guest with the order token may cancel; anyone else gets 404; two cancels at once refund once', async () => {
      server.setNow(tokyo('2026-11-24T10:00:00'));
      const { orderId, accessToken } = await paidOrder();
      const stranger = await insertUser(database.db);
      const cancel = (headers: Record<string, string>) =>
        request(server, 'POST', `/orders/${orderId}/cancel`, { headers });

      expect((await cancel({})).status).toBe(404);
      expect((await cancel({ authorization: `Bearer ${stranger.token}` })).status).toBe(404);
      expect((await cancel(asGuest('not-the-token'))).status).toBe(404);
      expect((await request(server, 'POST', '/orders/ORD-NOPE/cancel', {})).status).toBe(404);

      const answers = await Promise.all([
        cancel(asGuest(accessToken)),
        cancel(asGuest(accessToken)),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refunds = await database.db
        .selectFrom('order_refunds')
        .selectAll()
        .where('order_id', '=', orderId)
        .execute();
      expect(refunds).toHaveLength(1);
    });

    it("409 with a clear message once packed, in the shopper's language", async () => {
      server.setNow(tokyo('2026-11-24T10:00:00'));
      const shopper = await insertUser(database.db);
      const { orderId } = await paidOrder({ user: shopper });
      expect((await move(orderId, { status: 'packed' })).status).toBe(200);
      const refused = await request(server, 'POST', `/orders/${orderId}/cancel`, {
        headers: { authorization: `Bearer ${shopper.token}` },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(
        'This order can no longer be cancelled: it is already being packed or on its way',
      );
      const inJapanese = await request(server, 'POST', `/orders/${orderId}/cancel`, {
        headers: { authorization: `Bearer ${shopper.token}`, 'accept-language': 'ja' },
      });
      expect(inJapanese.body.error.message).toBe(
        'このご注文は梱包・発送の手続きに入っているため、キャンセルできません',
      );
    });
  });
});
