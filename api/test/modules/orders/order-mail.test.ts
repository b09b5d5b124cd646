import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { insertProduct } from '../../helpers/catalog-fixtures';
import { describeEachDatabase } from '../../helpers/databases';
import { mailText, startSmtpInbox, type SmtpInbox } from '../auth/smtp-inbox';
import {
  insertCoupon,
  insertUser,
  orderBody,
  placeOrder,
  request,
  startCommerceServer,
  type CommerceServer,
} from './commerce-harness';

/** A real SMTP listener that turns the first `failures` messages away with a 451. */
async function startFlakySmtp(failures: number) {
  const received: string[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < failures) {
          refused += 1;
          const error = Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeEachDatabase('order confirmation mail', (database) => {
  let inbox: SmtpInbox;
  let server: CommerceServer;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    server = await startCommerceServer({
      config: { ...database.config, SMTP_URL: inbox.url, SHOP_URL: 'https://shop.example.com' },
      db: database.db,
    });
  });

  afterAll(async () => {
    await server?.close();
    await inbox?.close();
  });

  it('mails lines, amounts, address, delivery estimate and a link that opens the order', async () => {
    const cpu = await insertProduct(database.db, { name: 'Ryzen 5 7600', price: 2400 });
    await insertCoupon(database.db, { code: 'MAILTEN', type: 'percentage', value: 10 });
    const email = `guest.${Date.now()}@example.com`;
    const placed = await placeOrder(
      server,
      orderBody({
        items: [{ productId: cpu.id, quantity: 2 }],
        couponCode: 'MAILTEN',
        email,
        state: 'Okinawa',
        zipCode: '900-0001',
      }),
    );
    expect(placed.status).toBe(201);
    const { orderId, accessToken } = placed.body as { orderId: string; accessToken: string };

    const mail = await inbox.nextMail(email);
    expect(mail.raw).toMatch(new RegExp(`^Subject: Your Circuit Haat order ${orderId}`, 'm'));
    expect(mail.raw).toContain('Content-Type: text/html');
    const text = mailText(mail);
    expect(text).toContain(`Thank you for your order ${orderId}`);
    expect(text).toContain('2 x Ryzen 5 7600 - ৳4,800');
    expect(text).toContain('Products: ৳4,800');
    expect(text).toContain('Shipping: ৳150');
    expect(text).toContain('Discount (MAILTEN): -৳480');
    expect(text).toContain('Total: ৳4,470');
    // Japan's address order: 〒 postcode, prefecture, city, street.
    expect(text).toContain(
      'Shipping to:\nHanako Yamada\n〒900-0001\nOkinawa\nShibuya\n1-2-3 Shibuya\nJapan',
    );
    // Prices include Japan's 10% consumption tax: 4470 x 10/110, rounded down.
    expect(text).toContain('Includes 10% consumption tax: ৳406');
    // Okinawa takes 3 days (spec table) from Wednesday 25 November.
    expect(text).toContain(
      'Ships Wednesday, November 25, 2026; expected by Saturday, November 28, 2026.',
    );

    // The guest's token is in the fragment, which browsers never send to a server.
    const link = /https:\/\/shop\.example\.com\/orders\/\S+/.exec(text)?.[0] ?? '';
    const url = new URL(link);
    expect(url.pathname).toBe(`/orders/${orderId}`);
    expect(url.search).toBe('');
    const token = new URLSearchParams(url.hash.slice(1)).get('token');
    expect(token).toBe(accessToken);
    const opened = await request(server, 'GET', `/orders/${orderId}`, {
      headers: { 'x-order-token': token ?? '' },
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: orderId, total: 4470 });

    // Neither the token nor the link reached the server's log.
    expect(server.logs()).not.toContain(accessToken);
  });

  it('goes to the account holder too, once, and not again on an idempotent replay', async () => {
    const part = await insertProduct(database.db, { price: 6000 });
    const user = await insertUser(database.db);
    const body = orderBody({ items: [{ productId: part.id, quantity: 1 }], email: user.email });
    const first = await placeOrder(server, body, { key: 'mail-replay', token: user.token });
    const again = await placeOrder(server, body, { key: 'mail-replay', token: user.token });
    expect(first.status).toBe(201);
    expect(again.body.orderId).toBe(first.body.orderId);
    await inbox.nextMail(user.email);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
  });

  it('a declined card sends no confirmation', async () => {
    const part = await insertProduct(database.db, { price: 3000 });
    const email = `declined.${Date.now()}@example.com`;
    const declined = await placeOrder(
      server,
      orderBody({
        items: [{ productId: part.id, quantity: 1 }],
        email,
        cardNumber: '4000 0000 0000 0002',
      }),
    );
    expect(declined.status).toBe(402);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received.some((mail) => mail.to.includes(email))).toBe(false);
  });
});

describeEachDatabase('order confirmation mail when the mail server fails', (database) => {
  it('a mail server that is down does not fail the order; the failure is logged without the link', async () => {
    // A port nobody listens on: every send is refused at once.
    const down = await startFlakySmtp(0);
    const url = down.url;
    await down.close();
    const server = await startCommerceServer({
      // Its next try is an hour away: it stays out of the next tests' mail servers.
      config: { ...database.config, SMTP_URL: url, JOB_RETRY_DELAY_MS: 3_600_000 },
      db: database.db,
    });
    try {
      const part = await insertProduct(database.db, { price: 2500 });
      const placed = await placeOrder(
        server,
        orderBody({ items: [{ productId: part.id, quantity: 1 }] }),
      );
      expect(placed.status).toBe(201);
      expect(placed.body.status).toBe('paid');
      await until(() => server.logs().includes('order confirmation mail failed; will retry'));
      expect(server.logs()).toContain(placed.body.orderId);
      expect(server.logs()).not.toContain(placed.body.accessToken);
    } finally {
      await server.close();
    }
  });

  it('a refused send is tried again, with growing pauses, until it goes through', async () => {
    const flaky = await startFlakySmtp(2);
    const server = await startCommerceServer({
      config: { ...database.config, SMTP_URL: flaky.url, JOB_RETRY_DELAY_MS: 20, JOB_POLL_MS: 20 },
      db: database.db,
    });
    try {
      const part = await insertProduct(database.db, { price: 2500 });
      const placed = await placeOrder(
        server,
        orderBody({ items: [{ productId: part.id, quantity: 1 }], email: 'retry@example.com' }),
      );
      expect(placed.status).toBe(201);
      await until(() => flaky.received.length === 1);
      expect(flaky.refused()).toBe(2);
      expect(flaky.received[0]).toContain(placed.body.orderId);
      await until(() => server.logs().includes('order confirmation mail sent'));
      const logged = server.logs();
      expect(logged.match(/order confirmation mail failed; will retry/g)).toHaveLength(2);
      expect(logged).not.toContain(placed.body.accessToken);
      // Nothing in the job rows holds the guest's token either.
      const jobs = await server.app.jobs.list({ limit: 50 });
      expect(JSON.stringify(jobs)).not.toContain(placed.body.accessToken);
    } finally {
      await server.close();
      await flaky.close();
    }
  });

  it('gives up after the last retry, says so in the log, and the job shows as failed', async () => {
    const flaky = await startFlakySmtp(10);
    const server = await startCommerceServer({
      config: {
        ...database.config,
        SMTP_URL: flaky.url,
        JOB_RETRY_DELAY_MS: 20,
        JOB_POLL_MS: 20,
        MAIL_RETRY_LIMIT: 1,
      },
      db: database.db,
    });
    try {
      const part = await insertProduct(database.db, { price: 2500 });
      const placed = await placeOrder(
        server,
        orderBody({ items: [{ productId: part.id, quantity: 1 }], email: 'giveup@example.com' }),
      );
      expect(placed.status).toBe(201);
      await until(() => server.logs().includes('giving up'));
      expect(flaky.refused()).toBe(2);
      expect(flaky.received).toHaveLength(0);
      // The handler logs before it throws; the queue marks the job failed just after.
      const mineFailed = async () =>
        (await server.app.jobs.list({ state: 'failed', limit: 50 })).find(
          (job) =>
            (job.data as { payload?: { orderId?: string } }).payload?.orderId ===
            placed.body.orderId,
        );
      await until(async () => (await mineFailed()) !== undefined);
      const mine = await mineFailed();
      expect(mine).toMatchObject({ name: 'mail', state: 'failed', attempts: 2 });
      expect(mine?.lastError).toContain('mailbox busy');
    } finally {
      await server.close();
      await flaky.close();
    }
  });
});
