import { randomUUID } from 'node:crypto';
import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { bangladeshPlace } from '../../helpers/markets';
import {
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';
import { pdfText } from '../../support/pdf-text';

// GET /orders/:id/receipt.pdf: a real PDF whose text a reader extracts, for the order's
// owner or the holder of its guest token only, in the order's language and currency.

/** A complete checkout body of a shopper in Dhaka (Gulshan), paying by card. */
function bangladeshBody(productId: string): Record<string, unknown> {
  const body = orderBody({ items: [{ productId, quantity: 1 }] });
  body.shipping = {
    firstName: 'Rahim',
    lastName: 'Uddin',
    email: `rahim.${randomUUID().slice(0, 8)}@example.com`,
    phone: '01712-345678',
    address: 'House 12, Road 5',
    country: 'Bangladesh',
    ...bangladeshPlace('Gulshan', 'Dhaka'),
    zipCode: '1212',
  };
  return body;
}

/** Text extraction may split or space runs: compare without white space. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

describeEachDatabase('GET /api/v1/orders/{id}/receipt.pdf', (database) => {
  let server: CommerceServer;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    server = await startCommerceServer({
      config: {
        ...database.config,
        SHOP_NAME: 'Circuit Haat Test Shop',
        SHOP_INVOICE_REGISTRATION_NUMBER: 'T1234567890123',
      },
      db: database.db,
    });
    alice = await insertUser(database.db);
    bob = await insertUser(database.db);
  });

  afterAll(async () => {
    await server?.close();
  });

  async function receipt(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.baseUrl}/api/v1${path}`, { headers });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  }

  it("gives the owner a PDF with the order's number, lines and total, as a download not kept in caches", async () => {
    const part = await insertProduct(database.db, { name: 'Receipt Test SSD', price: 2500 });
    const placed = await placeOrder(
      server,
      { ...bangladeshBody(part.id), items: [{ productId: part.id, quantity: 2 }] },
      { token: alice.token },
    );
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;

    const { response, body } = await receipt(`/orders/${id}/receipt.pdf`, {
      authorization: `Bearer ${alice.token}`,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${id}.pdf"`,
    );
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Fonts are embedded as subsets: a receipt stays small.
    expect(body.length).toBeLessThan(150_000);
    const text = squeezed(await pdfText(body));
    expect(text).toContain('Receipt');
    expect(text).toContain(id);
    expect(text).toContain('CircuitHaatTestShop');
    expect(text).toContain('ReceiptTestSSD');
    const order = await request(server, 'GET', `/orders/${id}`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    const total = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: order.body.currency as string,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }).format(order.body.inCurrency.total as number);
    expect(text).toContain(squeezed(total));
    // No Japanese tax lines nor registration number on an order outside Japan.
    expect(text).not.toContain('T1234567890123');
  });

  it('answers the guest holding the token, and 404 to another user, a wrong token and nobody', async () => {
    const part = await insertProduct(database.db, { name: 'Guest Receipt Part', price: 1200 });
    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: part.id, quantity: 1 }] }),
    );
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;
    const token = placed.body.accessToken as string;

    const byHeader = await receipt(`/orders/${id}/receipt.pdf`, { 'x-order-token': token });
    expect(byHeader.response.status).toBe(200);
    expect(squeezed(await pdfText(byHeader.body))).toContain(id);
    const byQuery = await receipt(`/orders/${id}/receipt.pdf?token=${encodeURIComponent(token)}`);
    expect(byQuery.response.status).toBe(200);

    const strangers: Record<string, string>[] = [
      { authorization: `Bearer ${bob.token}` },
      { 'x-order-token': `${token.slice(0, -2)}xx` },
      {},
    ];
    for (const headers of strangers) {
      const denied = await receipt(`/orders/${id}/receipt.pdf`, headers);
      expect(denied.response.status).toBe(404);
      expect(denied.response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(denied.body.toString('utf8'))).toMatchObject({
        error: { code: 'ORDER_NOT_FOUND' },
      });
    }
    const missing = await receipt(`/orders/CH-NOSUCHORDER/receipt.pdf`, { 'x-order-token': token });
    expect(missing.response.status).toBe(404);
  });

  it('writes a Japanese order in Japanese and yen: 10% 税込, the tax it includes and the registration number', async () => {
    const part = await insertProduct(database.db, {
      name: 'Yen Receipt GPU',
      price: 950,
      stockQuantity: 10,
    });
    const placed = await request(server, 'POST', '/orders', {
      body: { ...orderBody({ items: [{ productId: part.id, quantity: 4 }] }), currency: 'JPY' },
      headers: { 'idempotency-key': randomUUID(), 'accept-language': 'ja' },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;
    const token = placed.body.accessToken as string;
    const order = await request(server, 'GET', `/orders/${id}`, {
      headers: { 'x-order-token': token },
    });
    const [tax] = order.body.taxIncluded as { rate: number; amount: number }[];
    expect(tax).toEqual({ rate: 10, amount: Math.floor((order.body.inCurrency.total * 10) / 110) });

    const { response, body } = await receipt(`/orders/${id}/receipt.pdf`, {
      'x-order-token': token,
    });
    expect(response.status).toBe(200);
    expect(body.length).toBeLessThan(150_000);
    const text = squeezed(await pdfText(body));
    const yen = (amount: number) =>
      squeezed(
        new Intl.NumberFormat('ja-JP', {
          style: 'currency',
          currency: 'JPY',
          currencyDisplay: 'narrowSymbol',
        }).format(amount),
      );
    expect(text).toContain('領収書');
    expect(text).toContain('注文番号');
    expect(text).toContain('10%税込');
    expect(text).toContain('内消費税');
    expect(text).toContain(yen(tax!.amount));
    expect(text).toContain(yen(order.body.inCurrency.total));
    expect(text).toContain('登録番号:T1234567890123');
    expect(text).toContain('YenReceiptGPU');
  });

  it('writes a Bangla order in Bangla', async () => {
    const part = await insertProduct(database.db, { name: 'Bangla Receipt RAM', price: 3000 });
    const placed = await request(server, 'POST', '/orders', {
      body: bangladeshBody(part.id),
      headers: { 'idempotency-key': randomUUID(), 'accept-language': 'bn' },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.orderId as string;
    const { response, body } = await receipt(`/orders/${id}/receipt.pdf`, {
      'x-order-token': placed.body.accessToken as string,
    });
    expect(response.status).toBe(200);
    const text = squeezed(await pdfText(body));
    expect(text).toContain(id);
    expect(text).toContain('BanglaReceiptRAM');
    expect(text).toMatch(/[\u0980-\u09FF]/);
  });
});
