import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { killApiProcess, startApiProcess, useBuiltApi } from '../helpers/api-process';
import { insertProduct } from '../helpers/catalog-fixtures';
import { describeEachDatabase } from '../helpers/databases';
import { TEST_JWT_SECRET } from '../helpers/test-config';
import { insertStaffUser, orderBody } from '../modules/orders/commerce-harness';

// A paid order's confirmation mail is a durable job (docs/jobs.md): the API process is
// killed (SIGKILL, as a crash or an OOM kill would) while the mail server refuses the
// mail, then started again on the same database; the customer gets the mail after the
// restart, exactly once. The real server, in its own process, with a real SMTP listener.

/** A real SMTP listener that answers 451 to every mail while `refusing` is on. */
async function startSwitchableSmtp() {
  const state = { refusing: true, refused: 0, received: [] as { to: string; raw: string }[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) {
          state.refused += 1;
          callback(Object.assign(new Error('mailbox busy, try later'), { responseCode: 451 }));
          return;
        }
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        state.received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface ListedJob {
  id: string;
  detail: string | null;
  state: string;
  attempts: number;
  lastError: string | null;
}

const api = useBuiltApi();

describeEachDatabase('a paid order’s confirmation mail across an API crash', (database) => {
  let child: ChildProcess | undefined;
  let smtp: Awaited<ReturnType<typeof startSwitchableSmtp>> | undefined;

  afterAll(async () => {
    await kill();
    await smtp?.close();
  });

  const kill = () => killApiProcess(child);

  async function databaseEnv(): Promise<NodeJS.ProcessEnv> {
    if (database.dialect === 'sqlite') return {};
    // The suite's private schema, for every connection of the child.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      database.db,
    );
    const url = process.env.TEST_DATABASE_URL!.trim();
    const options = encodeURIComponent(`-c search_path=${rows[0]!.schema}`);
    return { DATABASE_URL: `${url}${url.includes('?') ? '&' : '?'}options=${options}` };
  }

  async function start(port: number, env: NodeJS.ProcessEnv): Promise<void> {
    child = await startApiProcess(api.server, {
      PORT: String(port),
      DATA_DIR: database.config.DATA_DIR,
      JWT_SECRET: TEST_JWT_SECRET,
      SMTP_URL: smtp!.url,
      SHOP_URL: 'https://shop.example.com',
      JOB_POLL_MS: '50',
      JOB_RETRY_DELAY_MS: '300',
      MAIL_RETRY_LIMIT: '20',
      ...env,
    });
  }

  it('arrives after the restart, exactly once', async () => {
    smtp = await startSwitchableSmtp();
    const port = await freePort();
    const env = await databaseEnv();
    const base = `http://127.0.0.1:${port}/api/v1`;
    const part = await insertProduct(database.db, { price: 2500 });
    const admin = await insertStaffUser(database.db, 'admin');
    const jobsOf = async (state: string): Promise<ListedJob[]> => {
      const answer = await fetch(`${base}/admin/jobs?state=${state}`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      return ((await answer.json()) as { items: ListedJob[] }).items;
    };

    await start(port, env);
    const email = `crash.${Date.now()}@example.com`;
    const placed = await fetch(`${base}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(orderBody({ items: [{ productId: part.id, quantity: 1 }], email })),
    });
    expect(placed.status).toBe(201);
    const { orderId, status } = (await placed.json()) as { orderId: string; status: string };
    expect(status).toBe('paid');
    const detail = `order.confirmation ${orderId}`;

    // The mail server refused it, and the job waits for its next try.
    const waiting = await until(async () =>
      (await jobsOf('pending')).find((job) => job.detail === detail && job.attempts >= 1),
    );
    expect(waiting.lastError).toContain('mailbox busy');
    expect(smtp.state.refused).toBeGreaterThanOrEqual(1);
    await kill();

    // The mail server is fine again; the API comes back on the same database.
    smtp.state.refusing = false;
    await start(port, env);
    await until(async () => smtp!.state.received.some((mail) => mail.to === email));
    const done = await until(async () =>
      (await jobsOf('completed')).find((job) => job.detail === detail),
    );
    expect(done.id).toBe(waiting.id);
    const mails = smtp.state.received.filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain(orderId);
    expect((await jobsOf('pending')).some((job) => job.detail === detail)).toBe(false);
  }, 120_000);
});
