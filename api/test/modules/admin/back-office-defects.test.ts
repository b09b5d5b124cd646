import { signAccessToken } from '../../../src/lib/access-token';
import { insertCategory, insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { TEST_JWT_SECRET } from '../../helpers/test-config';
import {
  DEFAULT_NOW,
  insertCoupon,
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';

// Defects of the back office a clerk met: an empty old price refused, a save that put
// back stock a shopper had just bought, blank names and free products taken without a
// word, expired coupons shown as active, raw validation text instead of a message per
// field, and a staff tab that could not say who holds a role.

describeEachDatabase('/api/v1/admin (back office defects)', (database) => {
  let server: CommerceServer;
  let admin: TestUser;
  let shopper: TestUser;

  async function withRole(role: 'admin' | 'staff', email?: string): Promise<TestUser> {
    const user = await insertUser(database.db, email);
    await database.db
      .updateTable('users')
      .set({ role, is_verified: 1 })
      .where('id', '=', user.id)
      .execute();
    const token = await signAccessToken(
      { sub: user.id, email: user.email, role, sid: `session-${user.id}` },
      TEST_JWT_SECRET,
    );
    return { ...user, token };
  }

  beforeAll(async () => {
    server = await startCommerceServer({
      config: { ...database.config, ADMIN_EMAILS: ['owner@example.com'] },
      db: database.db,
    });
    admin = await withRole('admin');
    shopper = await insertUser(database.db);
    await insertCategory(database.db);
  });

  afterAll(async () => {
    await server?.close();
  });

  const as = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
  const newProduct = (extra: Record<string, unknown> = {}) => ({
    name: 'Null Test SSD',
    brand: 'Acme',
    model: 'NT-1',
    category: 'test-parts',
    price: 4000,
    stockQuantity: 5,
    ...extra,
  });

  describe('null means none', () => {
    it('creates and saves a product whose old price, subcategory and PC Builder slot are null', async () => {
      const created = await request(server, 'POST', '/admin/products', {
        body: newProduct({ oldPrice: null, subCategory: null, builderCategory: null }),
        headers: as(admin),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        oldPrice: null,
        subCategory: null,
        builderCategory: null,
      });

      const withOldPrice = await request(server, 'PATCH', `/admin/products/${created.body.id}`, {
        body: { oldPrice: 4500, subCategory: 'ssd', builderCategory: 'storage' },
        headers: as(admin),
      });
      expect(withOldPrice.status).toBe(200);

      const cleared = await request(server, 'PATCH', `/admin/products/${created.body.id}`, {
        body: { price: 3900, oldPrice: null, subCategory: null, builderCategory: null },
        headers: as(admin),
      });
      expect(cleared.status).toBe(200);
      const row = await database.db
        .selectFrom('products')
        .select(['price', 'old_price', 'sub_category', 'builder_category'])
        .where('id', '=', created.body.id as string)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        price: 3900,
        old_price: null,
        sub_category: null,
        builder_category: null,
      });
    });

    it('creates and edits a coupon whose cap, window and limits are null', async () => {
      const nulls = {
        maxDiscount: null,
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        perUserLimit: null,
      };
      const created = await request(server, 'POST', '/admin/coupons', {
        body: { code: 'NULLS1', type: 'percentage', value: 10, ...nulls },
        headers: as(admin),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject(nulls);
      await request(server, 'PATCH', '/admin/coupons/NULLS1', {
        body: {
          maxDiscount: 500,
          endsAt: '2027-01-31T00:00:00.000Z',
          usageLimit: 10,
          perUserLimit: 1,
        },
        headers: as(admin),
      });
      const cleared = await request(server, 'PATCH', '/admin/coupons/NULLS1', {
        body: nulls,
        headers: as(admin),
      });
      expect(cleared.status).toBe(200);
      const row = await database.db
        .selectFrom('coupons')
        .select(['max_discount', 'starts_at', 'ends_at', 'usage_limit', 'per_user_limit'])
        .where('code', '=', 'NULLS1')
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        max_discount: null,
        starts_at: null,
        ends_at: null,
        usage_limit: null,
        per_user_limit: null,
      });
    });

    it('clears profile fields sent as null', async () => {
      const user = await insertUser(database.db);
      await request(server, 'PUT', '/user/profile', {
        body: { firstName: 'Rina', lastName: 'Akter', phone: '+8801711111111' },
        headers: as(user),
      });
      const cleared = await request(server, 'PUT', '/user/profile', {
        body: { firstName: null, lastName: null, phone: null },
        headers: as(user),
      });
      expect(cleared.status).toBe(200);
      const row = await database.db
        .selectFrom('users')
        .select(['first_name', 'last_name', 'phone'])
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ first_name: null, last_name: null, phone: null });
    });
  });

  describe('stock changed while the form was open', () => {
    it('refuses a save from a form opened before a sale, and a save of other fields leaves the stock alone', async () => {
      const product = await insertProduct(database.db, { price: 3000, stockQuantity: 5 });
      const opened = await request(server, 'GET', `/admin/products/${product.id}`, {
        headers: as(admin),
      });
      expect(opened.body.stockQuantity).toBe(5);
      const bought = await placeOrder(
        server,
        orderBody({ items: [{ productId: product.id, quantity: 1 }], email: shopper.email }),
        { token: shopper.token },
      );
      expect(bought.status).toBe(201);

      const stale = await request(server, 'PATCH', `/admin/products/${product.id}`, {
        body: { price: 2900, stockQuantity: 5, expectedRevision: opened.body.revision },
        headers: as(admin),
      });
      expect(stale.status).toBe(409);
      expect(stale.body.error.code).toBe('PRODUCT_CHANGED');
      expect(stale.body.error.message).toMatch(/Reload/);
      expect(await stockOf(database.db, product.id)).toBe(4);

      const reopened = await request(server, 'GET', `/admin/products/${product.id}`, {
        headers: as(admin),
      });
      const priceOnly = await request(server, 'PATCH', `/admin/products/${product.id}`, {
        body: { price: 2900, expectedRevision: reopened.body.revision },
        headers: as(admin),
      });
      expect(priceOnly.status).toBe(200);
      expect(priceOnly.body).toMatchObject({ price: 2900, stockQuantity: 4 });
      expect(priceOnly.body.revision).not.toBe(reopened.body.revision);
      expect(await stockOf(database.db, product.id)).toBe(4);
    });

    it('adjusts stock by a counted amount with a reason, kept in the audit log', async () => {
      const product = await insertProduct(database.db, { price: 3000, stockQuantity: 5 });
      const added = await request(server, 'PATCH', `/admin/products/${product.id}`, {
        body: { stockAdjustment: { by: 3, reason: 'Delivery from the supplier' } },
        headers: as(admin),
      });
      expect(added.status).toBe(200);
      expect(added.body.stockQuantity).toBe(8);
      const audit = await request(
        server,
        'GET',
        `/admin/audit?entityType=product&entityId=${product.id}`,
        { headers: as(admin) },
      );
      expect(audit.body.items[0]).toMatchObject({
        before: { stockQuantity: 5 },
        after: { stockQuantity: 8, stockAdjustment: 3, reason: 'Delivery from the supplier' },
      });
      const tooMany = await request(server, 'PATCH', `/admin/products/${product.id}`, {
        body: { stockAdjustment: { by: -9, reason: 'Broken' } },
        headers: as(admin),
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.fields).toEqual({
        stockAdjustment: 'Only 8 in stock: cannot take away 9',
      });
      expect(await stockOf(database.db, product.id)).toBe(8);
    });
  });

  describe('validation with a message per field', () => {
    it('refuses a name of spaces and a price of 0 unless it is confirmed as free', async () => {
      const blank = await request(server, 'POST', '/admin/products', {
        body: newProduct({ name: '   ', price: 0 }),
        headers: as(admin),
      });
      expect(blank.status).toBe(400);
      expect(blank.body.error.fields).toEqual({
        name: 'Enter a name',
        price: expect.stringMatching(/gives the product away/),
      });

      const product = await insertProduct(database.db, { price: 3000 });
      const free = await request(server, 'PATCH', `/admin/products/${product.id}`, {
        body: { price: 0 },
        headers: as(admin),
      });
      expect(free.status).toBe(400);
      expect(Object.keys(free.body.error.fields)).toEqual(['price']);
      const confirmed = await request(server, 'PATCH', `/admin/products/${product.id}`, {
        body: { price: 0, confirmZeroPrice: true },
        headers: as(admin),
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.price).toBe(0);
    });

    it('says which field the schema refused, in words', async () => {
      const bad = await request(server, 'POST', '/admin/coupons', {
        body: { code: 'no spaces!', type: 'fixed', value: 100 },
        headers: as(admin),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual({ code: 'Use 3-32 letters, digits, - or _' });
      const price = await request(server, 'POST', '/admin/products', {
        body: newProduct({ price: -5 }),
        headers: as(admin),
      });
      expect(price.body.error.fields).toEqual({ price: 'Enter 0 or more' });
      const oldPrice = await request(server, 'POST', '/admin/products', {
        body: newProduct({ oldPrice: 100 }),
        headers: as(admin),
      });
      expect(oldPrice.body.error.fields).toEqual({
        oldPrice: 'The old price must be higher than the price (or left empty)',
      });
    });

    it('refuses a coupon whose end date has passed', async () => {
      // The server's clock is DEFAULT_NOW (2026-11-24).
      const past = await request(server, 'POST', '/admin/coupons', {
        body: { code: 'LATE1', type: 'fixed', value: 100, endsAt: '2026-11-01T23:59:59.000Z' },
        headers: as(admin),
      });
      expect(past.status).toBe(400);
      expect(past.body.error.fields).toEqual({ endsAt: expect.stringMatching(/already passed/) });
      await insertCoupon(database.db, { code: 'EDIT1' });
      const moved = await request(server, 'PATCH', '/admin/coupons/EDIT1', {
        body: { endsAt: '2026-11-23T00:00:00.000Z' },
        headers: as(admin),
      });
      expect(moved.status).toBe(400);
      expect(Object.keys(moved.body.error.fields)).toEqual(['endsAt']);
    });
  });

  it('shows each coupon as the checkout sees it now: expired, used up, scheduled, inactive or active', async () => {
    expect(DEFAULT_NOW).toBe('2026-11-24T01:00:00.000Z');
    await insertCoupon(database.db, { code: 'STATE-EXPIRED', ends_at: '2026-11-01T00:00:00.000Z' });
    await insertCoupon(database.db, { code: 'STATE-USEDUP', usage_limit: 2, used_count: 2 });
    await insertCoupon(database.db, {
      code: 'STATE-LATER',
      starts_at: '2026-12-01T00:00:00.000Z',
    });
    await insertCoupon(database.db, { code: 'STATE-OPEN', ends_at: '2026-12-31T00:00:00.000Z' });
    await insertCoupon(database.db, { code: 'STATE-OFF' });
    await database.db
      .updateTable('coupons')
      .set({ is_active: 0 })
      .where('code', '=', 'STATE-OFF')
      .execute();
    const list = await request(server, 'GET', '/admin/coupons', { headers: as(admin) });
    const states = Object.fromEntries(
      (list.body.items as { code: string; status: string }[])
        .filter((c) => c.code.startsWith('STATE-'))
        .map((c) => [c.code, c.status]),
    );
    expect(states).toEqual({
      'STATE-EXPIRED': 'expired',
      'STATE-USEDUP': 'used up',
      'STATE-LATER': 'scheduled',
      'STATE-OPEN': 'active',
      'STATE-OFF': 'inactive',
    });
  });

  describe('staff list', () => {
    it('lists who holds a role, since when and granted by whom, and revokes it', async () => {
      const clerk = await insertUser(database.db);
      await database.db
        .updateTable('users')
        .set({ is_verified: 1 })
        .where('id', '=', clerk.id)
        .execute();
      server.setNow('2026-11-24T02:00:00.000Z');
      const granted = await request(server, 'PUT', '/admin/users/role', {
        body: { email: clerk.email, role: 'staff' },
        headers: as(admin),
      });
      expect(granted.status).toBe(200);
      // Admin by the server's ADMIN_EMAILS setting, not by a grant.
      const owner = await insertUser(database.db, 'owner@example.com');
      await database.db
        .updateTable('users')
        .set({ is_verified: 1 })
        .where('id', '=', owner.id)
        .execute();

      const list = await request(server, 'GET', '/admin/staff', { headers: as(admin) });
      expect(list.status).toBe(200);
      const byEmail = Object.fromEntries(
        (list.body.items as { email: string }[]).map((m) => [m.email, m]),
      );
      expect(byEmail[clerk.email]).toMatchObject({
        id: clerk.id,
        role: 'staff',
        since: '2026-11-24T02:00:00.000Z',
        grantedBy: admin.email,
        fromSetting: false,
      });
      expect(byEmail[admin.email]).toMatchObject({ role: 'admin', since: null, grantedBy: null });
      expect(byEmail['owner@example.com']).toMatchObject({
        role: 'admin',
        grantedBy: 'ADMIN_EMAILS setting',
        fromSetting: true,
      });
      expect(byEmail[shopper.email]).toBeUndefined();

      const revoked = await request(server, 'DELETE', `/admin/staff/${clerk.id}`, {
        headers: as(admin),
      });
      expect(revoked.status).toBe(200);
      expect(revoked.body).toEqual({ email: clerk.email, role: 'user' });
      const after = await request(server, 'GET', '/admin/staff', { headers: as(admin) });
      expect((after.body.items as { email: string }[]).map((m) => m.email)).not.toContain(
        clerk.email,
      );
      const audit = await request(
        server,
        'GET',
        `/admin/audit?entityType=user&entityId=${clerk.id}`,
        {
          headers: as(admin),
        },
      );
      expect(audit.body.items[0]).toMatchObject({
        action: 'user.role',
        actorEmail: admin.email,
        before: { role: 'staff' },
        after: { role: 'user' },
      });
    });

    it('refuses to revoke your own role, a role from the server setting, or a role nobody holds', async () => {
      const own = await request(server, 'DELETE', `/admin/staff/${admin.id}`, {
        headers: as(admin),
      });
      expect(own.status).toBe(409);
      expect(own.body.error.code).toBe('OWN_ROLE');
      const owner = await database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'owner@example.com')
        .executeTakeFirstOrThrow();
      const configured = await request(server, 'DELETE', `/admin/staff/${owner.id}`, {
        headers: as(admin),
      });
      expect(configured.status).toBe(409);
      expect(configured.body.error.code).toBe('CONFIGURED_ADMIN');
      const none = await request(server, 'DELETE', `/admin/staff/${shopper.id}`, {
        headers: as(admin),
      });
      expect(none.status).toBe(409);
      const staff = await withRole('staff');
      const notAdmin = await request(server, 'GET', '/admin/staff', { headers: as(staff) });
      expect(notAdmin.status).toBe(403);
    });
  });
});
