import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createPgBossJobQueue } from '../../../src/modules/jobs/pg-boss-job-queue';
import { describePostgres } from '../../helpers/databases';

// An API whose PostgreSQL is away when it starts still starts (its health check answers 503
// and says why): the job queue does not hold it up, and comes up by itself once the database
// answers. The queue's own connections go through a relay here that refuses at first.

function relayTo(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return {
    listen: (port: number) =>
      new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function unusedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// PostgreSQL only: the SQLite queue lives in the API's own file, away only with the API.
describePostgres('a job queue whose database is away at start', (database) => {
  it('starts at once, then works its jobs once the database answers', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const port = await unusedPort();
    const relay = relayTo({ host: url.hostname, port: Number(url.port || 5432) });
    const lines: string[] = [];
    const log = pino(
      { level: 'warn' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const relayed = new URL(url);
    relayed.port = String(port);
    const jobs = createPgBossJobQueue({
      db: database.db,
      connectionString: relayed.toString(),
      log,
      pollMs: 20,
      retryDelayMs: 20,
      leaseMs: 30_000,
    });
    const runs: unknown[] = [];
    await jobs.work<{ n: number }>('test.after-outage', async (data) => {
      runs.push(data);
    });
    try {
      // Nothing listens at the queue's address: start() comes back, and says why.
      await jobs.start();
      expect(lines.join('')).toContain('job queue could not start; trying again');

      // The database answers: the queue starts on its next try and works what is sent.
      await relay.listen(port);
      const deadline = Date.now() + 20_000;
      let id: string | null = null;
      while (!id && Date.now() < deadline) {
        id = await jobs.send('test.after-outage', { n: 1 }).catch(() => null);
        if (!id) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(id).toEqual(expect.any(String));
      while (runs.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(runs).toEqual([{ n: 1 }]);
    } finally {
      await jobs.close();
      await relay.close();
    }
  }, 40_000);
});
