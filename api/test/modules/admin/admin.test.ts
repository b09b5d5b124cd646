import { randomUUID } from 'node:crypto';
import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { startSmtpInbox, type SmtpInbox } from '../auth/smtp-inbox';
import {
  couponUses,
  insertCoupon,
  insertStaffUser,
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';
import { runTrackingMails, TOKYO_BATCH } from '../orders/tracking-mails';

// The back office and the counter over real HTTP, on each database: who may call what,
// the order life cycle with its mail, refund and returned stock and coupon use, the
// audit rows, product and coupon edits, and counter sales.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describeEachDatabase('/api/v1/admin', (database) => {
  let server: CommerceServer;
  let inbox: SmtpInbox;
  let shopper: TestUser;
  let admin: TestUser;
  let staff: TestUser;

  const withRole = (role: 'admin' | 'staff') => insertStaffUser(database.db, role);

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startCommerceServer({
      config: { ...database.config, SMTP_URL: inbox.url },
      db: database.db,
    });
    shopper = await insertUser(database.db);
    admin = await withRole('admin');
    staff = await withRole('staff');
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  const as = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

  async function paidOrder(
    options: { quantity?: number; couponCode?: string; price?: number } = {},
  ) {
    const product = await insertProduct(database.db, {
      price: options.price ?? 3000,
      stockQuantity: 10,
    });
    const placed = await placeOrder(
      server,
      orderBody({
        items: [{ productId: product.id, quantity: options.quantity ?? 2 }],
        email: shopper.email,
        ...(options.couponCode ? { couponCode: options.couponCode } : {}),
      }),
      { token: shopper.token },
    );
    expect(placed.status).toBe(201);
    return { product, orderId: placed.body.orderId as string };
  }

  describe('refuses everyone without the role, before looking at the request', () => {
    const adminOnly: [string, string, unknown][] = [
      ['GET', '/admin/dashboard', undefined],
      ['GET', '/admin/orders', undefined],
      ['GET', '/admin/orders/ORD-1', undefined],
      ['POST', '/admin/orders/ORD-1/status', { status: 'shipped' }],
      ['POST', '/admin/products', { name: 'x' }],
      ['PATCH', '/admin/products/p1', { price: 1 }],
      ['POST', '/admin/products/p1/archive', { archived: true }],
      ['PUT', '/admin/products/p1/image', {}],
      ['GET', '/admin/coupons', undefined],
      ['POST', '/admin/coupons', { code: 'X' }],
      ['PATCH', '/admin/coupons/WELCOME10', { isActive: false }],
      ['GET', '/admin/audit', undefined],
      ['PUT', '/admin/users/role', { email: 'a@b.c', role: 'admin' }],
    ];
    const counter: [string, string, unknown][] = [
      ['GET', '/admin/products?q=ryzen', undefined],
      ['GET', '/admin/products/p1', undefined],
      ['POST', '/admin/pos/sales', { items: [] }],
    ];

    it.each([...adminOnly, ...counter])(
      '%s %s: 401 signed out, 403 for a shopper',
      async (method, path, body) => {
        const out = await request(server, method, path, body === undefined ? {} : { body });
        expect(out.status).toBe(401);
        const user = await request(server, method, path, {
          headers: as(shopper),
          ...(body === undefined ? {} : { body }),
        });
        expect(user.status).toBe(403);
        expect(user.body.error.message).toBe('Access forbidden');
      },
    );

    it.each(adminOnly)('%s %s: 403 for staff (the counter only)', async (method, path, body) => {
      const answer = await request(server, method, path, {
        headers: as(staff),
        ...(body === undefined ? {} : { body }),
      });
      expect(answer.status).toBe(403);
    });

    it('an admin role in a token means nothing once the account lost it', async () => {
      const demoted = await withRole('admin');
      await database.db
        .updateTable('users')
        .set({ role: 'user' })
        .where('id', '=', demoted.id)
        .execute();
      const answer = await request(server, 'GET', '/admin/dashboard', { headers: as(demoted) });
      expect(answer.status).toBe(403);
    });
  });

  describe('order life cycle', () => {
    it('paid -> shipped (carrier and tracking number required, customer mailed at 22:00) -> delivered; illegal moves refused', async () => {
      const { orderId } = await paidOrder();
      const move = (body: unknown) =>
        request(server, 'POST', `/admin/orders/${orderId}/status`, { body, headers: as(admin) });

      const early = await move({ status: 'delivered' });
      expect(early.status).toBe(409);
      expect(early.body.error.message).toBe('An order that is paid cannot be marked delivered');

      const noTracking = await move({ status: 'shipped', carrier: 'yamato' });
      expect(noTracking.status).toBe(400);
      expect(noTracking.body.error.message).toBe('A tracking number is required to ship an order');

      const shipped = await move({
        status: 'shipped',
        carrier: 'yamato',
        trackingNumber: '1234-5678-9012',
      });
      expect(shipped.status).toBe(200);
      expect(shipped.body).toMatchObject({
        status: 'shipped',
        trackingNumber: '123456789012',
        carrier: 'yamato',
        nextStatuses: ['out_for_delivery', 'delivered'],
      });

      // The order confirmation came first; the shipping mail follows it at 22:00.
      expect(await runTrackingMails(database, inbox.url, TOKYO_BATCH)).toContain(orderId);
      let mail = await inbox.nextMail(shopper.email);
      while (!mail.raw.includes('has shipped')) mail = await inbox.nextMail(shopper.email);
      expect(mail.raw).toContain(`Your order ${orderId} has shipped.`);
      expect(mail.raw).toContain('Tracking number: 123456789012');

      const seen = await request(server, 'GET', `/orders/${orderId}`, { headers: as(shopper) });
      expect(seen.body).toMatchObject({ status: 'shipped', trackingNumber: '123456789012' });

      expect((await move({ status: 'cancelled' })).status).toBe(409);
      expect((await move({ status: 'delivered' })).body.status).toBe('delivered');
      expect((await move({ status: 'shipped', trackingNumber: 'JP1' })).status).toBe(409);

      const audit = await request(
        server,
        'GET',
        `/admin/audit?entityType=order&entityId=${orderId}`,
        {
          headers: as(admin),
        },
      );
      expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual([
        'order.delivered',
        'order.shipped',
      ]);
      expect(audit.body.items[1]).toMatchObject({
        actorEmail: admin.email,
        before: { status: 'paid', trackingNumber: null },
        after: { status: 'shipped', trackingNumber: '123456789012', carrier: 'yamato' },
      });
    });

    it('cancel gives the stock and the coupon use back, refunds the card and writes the audit row', async () => {
      await insertCoupon(database.db, {
        code: 'ADMIN200',
        type: 'fixed',
        value: 200,
        usage_limit: 5,
      });
      const { product, orderId } = await paidOrder({ quantity: 3, couponCode: 'ADMIN200' });
      expect(await stockOf(database.db, product.id)).toBe(7);
      expect(await couponUses(database.db, 'ADMIN200')).toBe(1);

      const cancelled = await request(server, 'POST', `/admin/orders/${orderId}/status`, {
        body: { status: 'cancelled' },
        headers: as(admin),
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.status).toBe('cancelled');
      expect(cancelled.body.refundReference).toMatch(/^test_re_/);
      expect(await stockOf(database.db, product.id)).toBe(10);
      expect(await couponUses(database.db, 'ADMIN200')).toBe(0);
      const redemptions = await database.db
        .selectFrom('coupon_redemptions')
        .selectAll()
        .where('order_id', '=', orderId)
        .execute();
      expect(redemptions).toEqual([]);
      expect(cancelled.body.audit[0]).toMatchObject({
        action: 'order.cancelled',
        actorEmail: admin.email,
        before: { status: 'paid' },
        after: { status: 'cancelled' },
      });

      const again = await request(server, 'POST', `/admin/orders/${orderId}/status`, {
        body: { status: 'cancelled' },
        headers: as(admin),
      });
      expect(again.status).toBe(409);
      expect(await stockOf(database.db, product.id)).toBe(10);
    });

    it('lists orders by status, day range and a search for e-mail, name or id', async () => {
      const { orderId } = await paidOrder();
      const list = (query: string) =>
        request(server, 'GET', `/admin/orders?${query}`, { headers: as(admin) });
      const byId = await list(`q=${orderId}`);
      expect(byId.body.items.map((o: { id: string }) => o.id)).toEqual([orderId]);
      expect(
        (await list('q=hanako%20yamada&status=paid')).body.items.map((o: { id: string }) => o.id),
      ).toContain(orderId);
      expect((await list(`q=${encodeURIComponent(shopper.email)}`)).body.total).toBeGreaterThan(0);
      expect((await list('from=2026-11-24&to=2026-11-24&pageSize=1')).body).toMatchObject({
        pageSize: 1,
      });
      expect((await list('from=2026-11-25')).body.items).toEqual([]);
      expect((await list('status=bogus')).status).toBe(400);
      const detail = await request(server, 'GET', `/admin/orders/${orderId}`, {
        headers: as(admin),
      });
      expect(detail.body).toMatchObject({
        id: orderId,
        channel: 'web',
        nextStatuses: ['packed', 'shipped', 'cancelled'],
      });
    });
  });

  describe('products', () => {
    it('a price edit is audited and the storefront shows it within seconds', async () => {
      const product = await insertProduct(database.db, { price: 5000 });
      const first = await request(server, 'GET', `/products/${product.id}`);
      expect(first.body.price).toBe(5000);
      const edit = await request(server, 'PATCH', `/admin/products/${product.id}`, {
        body: { price: 4500, oldPrice: 5000, stockQuantity: 4, isFeatured: true },
        headers: as(admin),
      });
      expect(edit.status).toBe(200);
      expect(edit.body).toMatchObject({
        price: 4500,
        oldPrice: 5000,
        stockQuantity: 4,
        isFeatured: true,
      });

      let price = 0;
      for (let i = 0; i < 50 && price !== 4500; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        price = (await request(server, 'GET', `/products/${product.id}`)).body.price;
      }
      expect(price).toBe(4500);

      const audit = await request(
        server,
        'GET',
        `/admin/audit?entityType=product&entityId=${product.id}`,
        {
          headers: as(admin),
        },
      );
      expect(audit.body.items[0]).toMatchObject({
        action: 'product.update',
        before: { price: 5000, oldPrice: null, stockQuantity: 10, isFeatured: false },
        after: { price: 4500, oldPrice: 5000, stockQuantity: 4, isFeatured: true },
      });

      const bad = await request(server, 'PATCH', `/admin/products/${product.id}`, {
        body: { oldPrice: 100 },
        headers: as(admin),
      });
      expect(bad.status).toBe(400);
      expect(
        (
          await request(server, 'PATCH', `/admin/products/${product.id}`, {
            body: { price: -1 },
            headers: as(admin),
          })
        ).status,
      ).toBe(400);
    });

    it('creates a product, takes a checked image upload and archives it', async () => {
      const created = await request(server, 'POST', '/admin/products', {
        body: {
          name: 'Counter Test GPU 9000',
          brand: 'Acme',
          model: 'CT-9000',
          category: 'test-parts',
          price: 12000,
          stockQuantity: 3,
          specifications: [{ label: 'Memory', value: '16 GB' }],
          builderSpecs: { lengthMm: 300 },
        },
        headers: as(admin),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        slug: 'counter-test-gpu-9000',
        isNew: true,
        archivedAt: null,
      });
      const id = created.body.id as string;

      const upload = (type: string, data: Buffer) =>
        fetch(`${server.baseUrl}/api/v1/admin/products/${id}/image`, {
          method: 'PUT',
          headers: { 'content-type': type, authorization: `Bearer ${admin.token}` },
          body: data,
        });
      expect((await upload('text/plain', Buffer.from('hello'))).status).toBe(415);
      const fake = await upload('image/png', Buffer.from('<script>alert(1)</script>'));
      expect(fake.status).toBe(400);
      expect(((await fake.json()) as { error: { message: string } }).error.message).toBe(
        'The file is not the image type it claims to be',
      );
      expect(
        (await upload('image/png', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]))).status,
      ).toBe(413);
      const ok = await upload('image/png', PNG);
      expect(ok.status).toBe(200);
      const image = ((await ok.json()) as { image: string }).image;
      expect(image).toMatch(/^\/api\/v1\/uploads\/counter-test-gpu-9000-[0-9a-f]{16}\.png$/);
      const served = await fetch(`${server.baseUrl}${image}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

      // The storefront lists it (its search index follows writes within a second or two)…
      const storefront = () =>
        request(server, 'GET', '/products/search?q=counter%20test%20gpu').then((answer) =>
          (answer.body.items as { id: string }[]).map((p) => p.id),
        );
      const eventually = async (check: () => Promise<boolean>) => {
        for (let tries = 0; tries < 50 && !(await check()); tries += 1) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return check();
      };
      expect(await eventually(async () => (await storefront()).includes(id))).toBe(true);

      const archived = await request(server, 'POST', `/admin/products/${id}/archive`, {
        body: { archived: true },
        headers: as(admin),
      });
      expect(archived.body).toMatchObject({ stockQuantity: 0, archivedAt: expect.any(String) });
      const list = await request(server, 'GET', '/admin/products?q=counter%20test', {
        headers: as(admin),
      });
      expect(list.body.items).toEqual([]);
      const shelf = await request(server, 'GET', '/admin/products?q=counter%20test&archived=true', {
        headers: as(admin),
      });
      expect(shelf.body.items.map((p: { id: string }) => p.id)).toEqual([id]);

      // …and once archived, shoppers no longer find it, nor open its page.
      expect(await eventually(async () => !(await storefront()).includes(id))).toBe(true);
      expect((await request(server, 'GET', '/products/slug/counter-test-gpu-9000')).status).toBe(
        404,
      );
    });
  });

  describe('coupons', () => {
    it('creates, edits and deactivates a coupon; checkout then refuses it; usage is shown', async () => {
      const created = await request(server, 'POST', '/admin/coupons', {
        body: { code: 'staff15', type: 'percentage', value: 15, minSpend: 1000 },
        headers: as(admin),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ code: 'STAFF15', usedCount: 0, isActive: true });
      const duplicate = await request(server, 'POST', '/admin/coupons', {
        body: { code: 'STAFF15', type: 'fixed', value: 1 },
        headers: as(admin),
      });
      expect(duplicate.status).toBe(409);
      expect(
        (
          await request(server, 'POST', '/admin/coupons', {
            body: { code: 'TOOMUCH', type: 'percentage', value: 150 },
            headers: as(admin),
          })
        ).status,
      ).toBe(400);

      const valid = await request(server, 'POST', '/coupons/validate', {
        body: { code: 'STAFF15', subtotal: 2000 },
      });
      expect(valid.body.valid).toBe(true);
      const off = await request(server, 'PATCH', '/admin/coupons/staff15', {
        body: { isActive: false },
        headers: as(admin),
      });
      expect(off.body.isActive).toBe(false);
      const refused = await request(server, 'POST', '/coupons/validate', {
        body: { code: 'STAFF15', subtotal: 2000 },
      });
      expect(refused.body.valid).toBe(false);

      const list = await request(server, 'GET', '/admin/coupons', { headers: as(admin) });
      expect(list.body.items.find((c: { code: string }) => c.code === 'STAFF15')).toMatchObject({
        usedCount: 0,
        isActive: false,
      });
      const audit = await request(
        server,
        'GET',
        '/admin/audit?entityType=coupon&entityId=STAFF15',
        { headers: as(admin) },
      );
      expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual([
        'coupon.deactivate',
        'coupon.create',
      ]);
    });
  });

  describe('counter (POS)', () => {
    const sale = (user: TestUser, body: unknown, key = randomUUID()) =>
      request(server, 'POST', '/admin/pos/sales', {
        body,
        headers: { ...as(user), 'idempotency-key': key },
      });

    it('a cash sale by staff lowers stock, computes the change and is listed as a POS sale', async () => {
      const product = await insertProduct(database.db, { price: 1250, stockQuantity: 5 });
      const found = await request(server, 'GET', `/admin/products?q=${product.id}`, {
        headers: as(staff),
      });
      expect(found.body.items[0].id).toBe(product.id);

      const key = randomUUID();
      const body = {
        items: [{ productId: product.id, quantity: 2 }],
        payment: { method: 'cash', tendered: 3000 },
      };
      const sold = await sale(staff, body, key);
      expect(sold.status).toBe(201);
      expect(sold.body).toMatchObject({
        status: 'delivered',
        total: 2500,
        tendered: 3000,
        change: 500,
        paymentMethod: 'cash',
      });
      expect(await stockOf(database.db, product.id)).toBe(3);

      const replay = await sale(staff, body, key);
      expect(replay.body.orderId).toBe(sold.body.orderId);
      expect(await stockOf(database.db, product.id)).toBe(3);

      const pos = await request(server, 'GET', '/admin/orders?channel=pos', { headers: as(admin) });
      expect(pos.body.items.map((o: { id: string }) => o.id)).toContain(sold.body.orderId);
      const detail = await request(server, 'GET', `/admin/orders/${sold.body.orderId}`, {
        headers: as(admin),
      });
      expect(detail.body).toMatchObject({
        channel: 'pos',
        paymentMethod: 'cash',
        cashTendered: 3000,
        soldBy: staff.id,
        shippingCost: 0,
      });
    });

    it('refuses short cash and too many units without touching stock; takes a card through the gateway', async () => {
      const product = await insertProduct(database.db, { price: 1000, stockQuantity: 2 });
      const short = await sale(staff, {
        items: [{ productId: product.id, quantity: 1 }],
        payment: { method: 'cash', tendered: 999 },
      });
      expect(short.status).toBe(422);
      expect(short.body.error.message).toBe('The cash handed over is less than the total');
      const many = await sale(staff, {
        items: [{ productId: product.id, quantity: 3 }],
        payment: { method: 'cash', tendered: 5000 },
      });
      expect(many.status).toBe(409);
      expect(await stockOf(database.db, product.id)).toBe(2);

      const card = {
        method: 'card',
        cardNumber: '4242 4242 4242 4242',
        cardHolder: 'WALK IN',
        expiryDate: '12/30',
        cvv: '123',
      };
      const declined = await sale(admin, {
        items: [{ productId: product.id, quantity: 1 }],
        payment: { ...card, cardNumber: '4000 0000 0000 0002' },
      });
      expect(declined.status).toBe(402);
      expect(await stockOf(database.db, product.id)).toBe(2);
      const paid = await sale(admin, {
        items: [{ productId: product.id, quantity: 1 }],
        payment: card,
      });
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({
        paymentMethod: 'card',
        payment: { brand: 'visa', last4: '4242' },
        change: 0,
      });
      expect(await stockOf(database.db, product.id)).toBe(1);
    });
  });

  it('dashboard: today, 30 days, low stock and orders waiting to ship', async () => {
    const low = await insertProduct(database.db, { stockQuantity: 1, name: 'Almost Gone' });
    const { orderId } = await paidOrder();
    const answer = await request(server, 'GET', '/admin/dashboard', { headers: as(admin) });
    expect(answer.status).toBe(200);
    expect(answer.body.today.orders).toBeGreaterThan(0);
    expect(answer.body.today.revenue).toBeGreaterThan(0);
    expect(answer.body.last30Days.days).toHaveLength(30);
    expect(answer.body.last30Days.days[29].day).toBe('2026-11-24');
    expect(answer.body.lowStock.map((p: { id: string }) => p.id)).toContain(low.id);
    expect(answer.body.waitingToShip.map((o: { id: string }) => o.id)).toContain(orderId);
  });

  it('an admin grants the staff role (audited); staff may then use the counter', async () => {
    const clerk = await insertUser(database.db);
    await database.db
      .updateTable('users')
      .set({ is_verified: 1 })
      .where('id', '=', clerk.id)
      .execute();
    const granted = await request(server, 'PUT', '/admin/users/role', {
      body: { email: clerk.email, role: 'staff' },
      headers: as(admin),
    });
    expect(granted.body).toEqual({ email: clerk.email, role: 'staff' });
    const counter = await request(server, 'GET', '/admin/products', { headers: as(clerk) });
    expect(counter.status).toBe(200);
    const own = await request(server, 'PUT', '/admin/users/role', {
      body: { email: admin.email, role: 'user' },
      headers: as(admin),
    });
    expect(own.status).toBe(409);
  });
});
