import { seedCoupons } from '../../../src/modules/coupons/coupons.seed';
import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import {
  couponUses,
  insertCoupon,
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
} from '../orders/commerce-harness';

describeEachDatabase('POST /api/v1/coupons/validate', (database) => {
  let server: CommerceServer;

  beforeAll(async () => {
    await seedCoupons(database.db);
    server = await startCommerceServer({ config: database.config, db: database.db });
  });

  afterAll(async () => {
    await server?.close();
  });

  const validate = (body: unknown, headers: Record<string, string> = {}) =>
    request(server, 'POST', '/coupons/validate', { body, headers });

  it('WELCOME10 takes 10% off from 2000, whatever the case of the code', async () => {
    const response = await validate({ code: ' welcome10 ', subtotal: 3456 });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      valid: true,
      discount: 345,
      code: 'WELCOME10',
      type: 'percentage',
      value: 10,
      minSpend: 2000,
      subtotal: 3456,
      message: 'Coupon applied',
    });
  });

  it('rejects a subtotal below the minimum spend, naming the reason and the amount apart', async () => {
    const response = await validate({ code: 'WELCOME10', subtotal: 1999 });
    expect(response.body).toMatchObject({
      valid: false,
      discount: 0,
      reason: 'minSpend',
      minSpend: 2000,
      subtotal: 1999,
      message: 'This coupon needs a product total of at least ৳2,000',
    });
  });

  it('SAVE500 takes 500 off from 5000 and not below', async () => {
    expect((await validate({ code: 'SAVE500', subtotal: 5000 })).body).toMatchObject({
      valid: true,
      discount: 500,
    });
    expect((await validate({ code: 'save500', subtotal: 4999 })).body).toMatchObject({
      valid: false,
      discount: 0,
    });
  });

  it('judges the cart it is sent: lines are priced by the server, like the order', async () => {
    const cheap = await insertProduct(database.db, { price: 1200 });
    const dear = await insertProduct(database.db, { price: 2600 });
    // 1200 x 2 + 2600 = 5000: SAVE500 applies, and WELCOME10 sizes its 10% from the lines.
    const lines = [
      { productId: cheap.id, quantity: 2 },
      { productId: dear.id, quantity: 1 },
    ];
    expect((await validate({ code: 'SAVE500', items: lines })).body).toMatchObject({
      valid: true,
      discount: 500,
      subtotal: 5000,
    });
    expect((await validate({ code: 'welcome10', items: lines })).body).toMatchObject({
      valid: true,
      discount: 500,
      subtotal: 5000,
    });
    // One line fewer: 2600 is under SAVE500's minimum spend.
    expect((await validate({ code: 'SAVE500', items: [lines[1]] })).body).toMatchObject({
      valid: false,
      discount: 0,
      message: 'This coupon needs a product total of at least ৳5,000',
    });
    // The lines win over a subtotal the client made up.
    expect(
      (await validate({ code: 'SAVE500', items: [lines[1]], subtotal: 99999 })).body,
    ).toMatchObject({ valid: false, subtotal: 2600 });
  });

  it('never says valid without a cart: the code alone is a 400 that names what is missing', async () => {
    const response = await validate({ code: 'SAVE500' });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: "Send the cart's items (or its subtotal) to check a coupon against it",
    });
  });

  it('no coupon is valid for an empty cart, even one without a minimum spend', async () => {
    expect((await validate({ code: 'FIRSTORDER', items: [] })).body).toMatchObject({
      valid: false,
      discount: 0,
      reason: 'emptyCart',
      message: 'Your cart is empty',
    });
    expect((await validate({ code: 'SAVE500', subtotal: 0 })).body).toMatchObject({
      valid: false,
      discount: 0,
    });
  });

  it('answers 422 for a line whose product does not exist', async () => {
    const response = await validate({
      code: 'WELCOME10',
      items: [{ productId: 'no-such-product', quantity: 1 }],
    });
    expect(response.status).toBe(422);
    expect(response.body.error).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });

  it.each([
    ['EXPIRED2025', 'expired', 'This coupon has expired'],
    ['FLASH100', 'usedUp', 'This coupon has reached its usage limit'],
    ['NOSUCHCODE', 'invalid', 'Invalid coupon code'],
    ['   ', 'invalid', 'Invalid coupon code'],
  ])('says %p is not valid (%s): %s', async (code, reason, message) => {
    const response = await validate({ code, subtotal: 10000 });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ valid: false, discount: 0, reason, message });
  });

  it('honours the start of the validity window and caps a percentage at max_discount', async () => {
    await insertCoupon(database.db, { code: 'SOON', starts_at: '2027-01-01T00:00:00.000Z' });
    expect((await validate({ code: 'soon', subtotal: 5000 })).body).toMatchObject({
      valid: false,
      message: 'This coupon is not active yet',
    });
    await insertCoupon(database.db, {
      code: 'HALF',
      type: 'percentage',
      value: 50,
      max_discount: 1000,
    });
    expect((await validate({ code: 'HALF', subtotal: 5000 })).body).toMatchObject({
      valid: true,
      discount: 1000,
    });
  });

  it('a used-up coupon is refused at checkout as well (422), with nothing taken', async () => {
    const part = await insertProduct(database.db, { price: 4000 });
    await insertCoupon(database.db, { code: 'ONEUSE', value: 100, usage_limit: 1 });
    const first = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 1 }], couponCode: 'oneuse' }),
    );
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      couponCode: 'ONEUSE',
      couponDiscount: 100,
      total: 4000 + 150 - 100,
    });
    expect((await validate({ code: 'ONEUSE', subtotal: 4000 })).body).toMatchObject({
      valid: false,
      message: 'This coupon has reached its usage limit',
    });
    const second = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 1 }], couponCode: 'ONEUSE' }),
    );
    expect(second.status).toBe(422);
    expect(second.body).toEqual({
      error: { code: 'COUPON_INVALID', message: 'This coupon has reached its usage limit' },
    });
    expect(await couponUses(database.db, 'ONEUSE')).toBe(1);
  });

  it('checkout refuses a coupon below its minimum spend or expired', async () => {
    const part = await insertProduct(database.db, { price: 1000 });
    const below = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 1 }], couponCode: 'WELCOME10' }),
    );
    expect(below.status).toBe(422);
    expect(below.body.error.message).toBe('This coupon needs a product total of at least ৳2,000');
    const expired = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 3 }], couponCode: 'EXPIRED2025' }),
    );
    expect(expired.body.error).toEqual({
      code: 'COUPON_INVALID',
      message: 'This coupon has expired',
    });
    expect(await couponUses(database.db, 'WELCOME10')).toBe(0);
  });

  it('FIRSTORDER works once per customer: by account when signed in, by e-mail for guests', async () => {
    const part = await insertProduct(database.db, { price: 3000, stockQuantity: 20 });
    const user = await insertUser(database.db);
    const auth = { authorization: `Bearer ${user.token}` };
    expect((await validate({ code: 'FIRSTORDER', subtotal: 3000 }, auth)).body).toMatchObject({
      valid: true,
      discount: 150,
    });

    const body = orderBody({
      items: [{ productId: part.id, quantity: 1 }],
      couponCode: 'FIRSTORDER',
    });
    expect((await placeOrder(server, body, { token: user.token })).status).toBe(201);
    expect((await validate({ code: 'FIRSTORDER', subtotal: 3000 }, auth)).body).toMatchObject({
      valid: false,
      message: 'You have already used this coupon',
    });
    const again = await placeOrder(server, body, { token: user.token });
    expect(again.status).toBe(422);
    expect(again.body.error.message).toBe('You have already used this coupon');

    const guest = orderBody({
      items: [{ productId: part.id, quantity: 1 }],
      couponCode: 'FIRSTORDER',
      email: 'Guest.Once@example.com',
    });
    expect((await placeOrder(server, guest)).status).toBe(201);
    const guestAgain = orderBody({
      items: [{ productId: part.id, quantity: 1 }],
      couponCode: 'firstorder',
      email: 'guest.once@EXAMPLE.com',
    });
    expect((await placeOrder(server, guestAgain)).status).toBe(422);
    expect(await couponUses(database.db, 'FIRSTORDER')).toBe(2);
  });

  it.each([
    [{}],
    [{ code: '' }],
    [{ code: { nested: 1 } }],
    [{ code: 'X'.repeat(65) }],
    [{ code: 'WELCOME10', subtotal: -1 }],
    [{ code: 'WELCOME10', subtotal: 'lots' }],
    [{ code: 'WELCOME10', subtotal: 1, extra: true }],
    [{ code: 'WELCOME10', items: [{ productId: 'x', quantity: 0 }] }],
    [{ code: 'WELCOME10', items: 'all of them' }],
  ])('answers 400 to %j', async (body) => {
    const response = await validate(body);
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
  });

  it('seeding again keeps existing coupons and their usage', async () => {
    const before = await couponUses(database.db, 'FLASH100');
    await seedCoupons(database.db);
    expect(await couponUses(database.db, 'FLASH100')).toBe(before);
    const codes = await database.db.selectFrom('coupons').select('code').execute();
    expect(codes.map((row) => row.code)).toEqual(
      expect.arrayContaining(['WELCOME10', 'SAVE500', 'EXPIRED2025', 'FLASH100', 'FIRSTORDER']),
    );
  });
});
