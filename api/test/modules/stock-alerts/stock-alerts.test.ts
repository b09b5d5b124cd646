import { insertProduct, stockOf } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { checkRestocks } from '../../../src/modules/stock-alerts/stock-alerts.service';
import { mailText, type ReceivedMail, type SmtpInbox } from '../auth/smtp-inbox';
import {
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  useShopWithInbox,
  type CommerceServer,
  type TestUser,
} from '../orders/commerce-harness';

// Back in stock (decision 25): a shopper asks for one mail when an out-of-stock product is
// back; a restock by staff or a cancelled order's stock mails each open request once, through
// a real SMTP listener, and ends it; the mail's unsubscribe link ends the address's requests.

describeEachDatabase('back-in-stock mails', (database) => {
  let server: CommerceServer;
  let inbox: SmtpInbox;
  let admin: TestUser;

  useShopWithInbox(
    database,
    { STOCK_ALERT_RATE_LIMIT: 0 },
    (shop) => ({ server, inbox, admin } = shop),
  );

  let addressCount = 0;
  const newAddress = () => `waiting-${Date.now()}-${++addressCount}@example.com`;

  const ask = (body: unknown, headers: Record<string, string> = {}) =>
    request(server, 'POST', '/stock-alerts', { body, headers });

  const restock = (productId: string, stockQuantity: number) =>
    request(server, 'PATCH', `/admin/products/${productId}`, {
      body: { stockQuantity },
      headers: { authorization: `Bearer ${admin.token}` },
    });

  const mailsTo = (to: string) => inbox.received.filter((mail) => mail.to.includes(to));

  /** The check as its job runs it, to see that nothing is left to mail. */
  const checkNow = () =>
    checkRestocks({
      db: database.db,
      config: server.app.config,
      now: () => new Date(),
      jobs: server.app.jobs,
      log: server.app.log,
    });

  /** The text part as its reader sees it, whichever transfer encoding the mailer chose. */
  function plainText(mail: ReceivedMail): string {
    const part =
      /Content-Type: text\/plain[^\n]*\r?\nContent-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        mail.raw,
      );
    if (!part) return mailText(mail);
    return Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64').toString('utf8');
  }

  /** The links of a mail's text part: the product page's and the unsubscribe one. */
  function linksOf(mail: ReceivedMail) {
    const text = plainText(mail);
    const unsubscribe = /(https?:\/\/\S+\/api\/v1\/stock-alerts\/unsubscribe\?\S+)/.exec(text);
    const product = /(https?:\/\/\S+\/product\/\S+)/.exec(text);
    return { text, unsubscribe: unsubscribe?.[1] ?? '', product: product?.[1] ?? '' };
  }

  it('takes a request for an out-of-stock product, once per product and address, and checks what it is given', async () => {
    const product = await insertProduct(database.db, { stockQuantity: 0 });
    const email = newAddress();

    const missing = await ask({ productId: product.id });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ email: 'Email is required' });
    const bad = await ask({ productId: product.id, email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address');
    const badJa = await ask(
      { productId: product.id, email: 'not-an-address' },
      { 'accept-language': 'ja' },
    );
    expect(badJa.body.error.message).toBe('有効なメールアドレスを入力してください');
    expect((await ask({ productId: product.id, email, extra: 1 })).status).toBe(400);
    const unknown = await ask({ productId: 'no-such-product', email });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('PRODUCT_NOT_FOUND');

    const first = await ask({ productId: product.id, email: `  ${email.toUpperCase()} ` });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ productId: product.id, email, state: 'open' });
    const again = await ask({ productId: product.id, email });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);

    const inStock = await insertProduct(database.db, { stockQuantity: 3, name: 'Ryzen 5 7600' });
    const refused = await ask({ productId: inStock.id, email });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'PRODUCT_IN_STOCK',
      message: 'Ryzen 5 7600 is in stock: add it to your cart',
    });
    const refusedBn = await ask({ productId: inStock.id, email }, { 'accept-language': 'bn' });
    expect(refusedBn.body.error.message).toBe('Ryzen 5 7600 স্টকে আছে: কার্টে যোগ করুন');
  });

  it("uses the signed-in shopper's own address, whatever the body says", async () => {
    const product = await insertProduct(database.db, { stockQuantity: 0 });
    const shopper = await insertUser(database.db);
    const made = await ask(
      { productId: product.id, email: 'someone-else@example.com' },
      { authorization: `Bearer ${shopper.token}` },
    );
    expect(made.status).toBe(201);
    expect(made.body.email).toBe(shopper.email);
    const bad = await ask({ productId: product.id }, { authorization: 'Bearer not-a-token' });
    expect(bad.status).toBe(401);
  });

  it('limits how often one client asks (STOCK_ALERT_RATE_LIMIT a minute)', async () => {
    const limitedServer = await startCommerceServer({
      config: { ...database.config, STOCK_ALERT_RATE_LIMIT: 2 },
      db: database.db,
    });
    try {
      const product = await insertProduct(database.db, { stockQuantity: 0 });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const answer = await request(limitedServer, 'POST', '/stock-alerts', {
          body: { productId: product.id, email: newAddress() },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limitedServer.close();
    }
  });

  it('limits how many requests one address makes in a day', async () => {
    const email = newAddress();
    for (let i = 0; i < 10; i += 1) {
      const product = await insertProduct(database.db, { stockQuantity: 0 });
      expect((await ask({ productId: product.id, email })).status).toBe(201);
    }
    const product = await insertProduct(database.db, { stockQuantity: 0 });
    const limited = await ask({ productId: product.id, email });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('STOCK_ALERT_LIMIT');
  });

  it('a restock by staff mails each open request once, in its language, and ends it; a second restock sends nothing', async () => {
    const product = await insertProduct(database.db, { stockQuantity: 0, name: 'RTX 4060 Eagle' });
    const english = newAddress();
    const japanese = newAddress();
    expect((await ask({ productId: product.id, email: english })).status).toBe(201);
    expect(
      (await ask({ productId: product.id, email: japanese }, { 'accept-language': 'ja' })).status,
    ).toBe(201);

    expect((await restock(product.id, 4)).status).toBe(200);
    const mail = await inbox.nextMail(english);
    const { text, unsubscribe, product: link } = linksOf(mail);
    expect(mail.raw).toMatch(/Subject: RTX 4060 Eagle is back in stock/);
    expect(text).toContain('Good news: RTX 4060 Eagle is back in stock.');
    expect(link).toBe(`${server.app.config.SHOP_URL}/product/${product.slug}`);
    expect(unsubscribe).toMatch(/\?id=SA-[\w-]+&token=[\w-]{43}$/);

    const ja = linksOf(await inbox.nextMail(japanese));
    expect(ja.text).toContain('RTX 4060 Eagle の在庫が戻りました');
    expect(ja.product).toBe(`${server.app.config.SHOP_URL}/ja/product/${product.slug}`);

    // Ended: nothing is left to mail, and selling out and restocking again mails nobody.
    expect(await checkNow()).toBe(0);
    expect((await restock(product.id, 0)).status).toBe(200);
    expect((await restock(product.id, 9)).status).toBe(200);
    expect(await checkNow()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(english)).toHaveLength(1);
    expect(mailsTo(japanese)).toHaveLength(1);
    const rows = await database.db
      .selectFrom('stock_alerts')
      .select(['state', 'ended_at'])
      .where('product_id', '=', product.id)
      .execute();
    expect(rows.map((row) => row.state)).toEqual(['notified', 'notified']);
    // The job holds the request's id, never its unsubscribe token.
    const jobs = await server.app.jobs.list({ limit: 500 });
    const mine = jobs.filter((job) => JSON.stringify(job.data).includes('stock.back-in-stock'));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const job of mine) expect(JSON.stringify(job.data)).not.toMatch(/token/i);

    // In stock now: a new request is refused rather than left waiting.
    expect((await ask({ productId: product.id, email: english })).status).toBe(409);
  });

  it("a cancelled order's stock coming back mails the request", async () => {
    const product = await insertProduct(database.db, { stockQuantity: 1, price: 2000 });
    const buyer = newAddress();
    const placed = await placeOrder(
      server,
      orderBody({ items: [{ productId: product.id, quantity: 1 }], email: buyer }),
    );
    expect(placed.status).toBe(201);
    expect(await stockOf(database.db, product.id)).toBe(0);
    const waiting = newAddress();
    expect((await ask({ productId: product.id, email: waiting })).status).toBe(201);

    const cancelled = await request(server, 'POST', `/orders/${placed.body.orderId}/cancel`, {
      headers: { 'x-order-token': placed.body.accessToken as string },
    });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(database.db, product.id)).toBe(1);
    const mail = await inbox.nextMail(waiting);
    expect(linksOf(mail).text).toContain(`${product.name} is back in stock`);
  });

  it('the unsubscribe link checks its token and ends every open request of the address', async () => {
    const first = await insertProduct(database.db, { stockQuantity: 0 });
    const second = await insertProduct(database.db, { stockQuantity: 0 });
    const email = newAddress();
    expect((await ask({ productId: first.id, email }, { 'accept-language': 'bn' })).status).toBe(
      201,
    );
    expect((await ask({ productId: second.id, email })).status).toBe(201);
    await restock(first.id, 2);
    const { unsubscribe, text } = linksOf(await inbox.nextMail(email));
    if (!unsubscribe) throw new Error(text);
    const url = new URL(unsubscribe);
    const id = url.searchParams.get('id')!;
    const token = url.searchParams.get('token')!;
    const at = (query: string) => `${server.baseUrl}/api/v1/stock-alerts/unsubscribe?${query}`;

    // A wrong token or id is refused, as JSON and as a page, and ends nothing.
    const wrong = `id=${encodeURIComponent(id)}&token=${'A'.repeat(43)}`;
    const refused = await fetch(at(wrong), { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'STOCK_ALERT_LINK_INVALID',
    );
    const refusedPage = await fetch(at(wrong));
    expect(refusedPage.status).toBe(400);
    expect(await refusedPage.text()).toContain('This link is not valid');
    expect((await fetch(at(`id=SA-nope&token=${token}`), { method: 'POST' })).status).toBe(400);

    // Opening the link asks (in the request's language) and changes nothing.
    const page = await fetch(at(`id=${encodeURIComponent(id)}&token=${token}`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('ইমেইল বন্ধ করুন');
    expect(html).toContain('<form method="post">');

    // The page's button: the second request ends too.
    const done = await fetch(at(`id=${encodeURIComponent(id)}&token=${token}`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('এই ঠিকানায় আমরা আর স্টকে ফেরার ইমেইল পাঠাব না');
    const json = await fetch(at(`id=${encodeURIComponent(id)}&token=${token}`), {
      method: 'POST',
    });
    expect(await json.json()).toEqual({ ended: 0 });

    await restock(second.id, 5);
    expect(await checkNow()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(mailsTo(email)).toHaveLength(1);
  });
});
