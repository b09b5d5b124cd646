import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startClusterProcess, type ClusterProcess } from '../support/cluster-process';
import { TEST_PORTS } from '../support/shop';

// `npm run start:cluster`: two API instances on one PostgreSQL database and one Redis,
// behind the shell's /api proxy. Each instance stopped in turn, the shop's /api keeps
// answering (so both really are behind it); orders racing through the proxy for the last
// units never oversell; a product edited through one instance shows through the other.
// Needs TEST_DATABASE_URL and TEST_REDIS_URL (skipped with a message otherwise).

const DATABASE = process.env.TEST_DATABASE_URL?.trim();
const REDIS = process.env.TEST_REDIS_URL?.trim();
if (!DATABASE || !REDIS) {
  process.stderr.write(
    '\n  start:cluster tests skipped: TEST_DATABASE_URL and TEST_REDIS_URL are not both set\n\n',
  );
}
const describeCluster = DATABASE && REDIS ? describe : describe.skip;

describeCluster('npm run start:cluster', () => {
  const dbName = `shop_cluster_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
  let cluster: ClusterProcess | undefined;

  const admin = async (sql: string) => {
    const client = new Client({ connectionString: DATABASE });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    const url = new URL(DATABASE!);
    url.pathname = `/${dbName}`;
    // In a process of its own: its shell server renders pages with the federation runtime.
    cluster = await startClusterProcess({
      ...TEST_PORTS,
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL: REDIS!,
      REDIS_KEY_PREFIX: `${dbName}:`,
      LOG_LEVEL: 'warn',
      // What is tested here is the composition, not its speed: on a loaded machine the
      // first render may take longer than the shop's 150 ms and fall back to the shell.
      SSR_BUDGET_MS: '5000',
    });
  }, 600_000);

  afterAll(async () => {
    await cluster?.stop();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const shop = () => cluster!;
  const viaShell = (route: string, init?: RequestInit) =>
    fetch(`${shop().url}/api/v1${route}`, init);

  test('two instances answer on their own addresses', async () => {
    expect(shop().apiUrls).toHaveLength(2);
    for (const url of shop().apiUrls) {
      expect((await fetch(`${url}/api/v1/health`)).status).toBe(200);
    }
  });

  test('the shell server renders the home page with the catalog composed in it', async () => {
    const html = await (await fetch(shop().url)).text();
    expect(html).toContain('Shop by category');
  });

  test("with either instance stopped, the shell's /api keeps answering from the other", async () => {
    for (const down of [0, 1]) {
      await shop().stopInstance(down);
      try {
        const statuses = await Promise.all(
          Array.from({ length: 6 }, () => viaShell('/products?pageSize=2').then((r) => r.status)),
        );
        expect(statuses).toEqual(Array(6).fill(200));
      } finally {
        await shop().startInstance(down);
      }
    }
  });

  test('20 orders racing through the proxy for the last 3 units: exactly 3 placed', async () => {
    const list = (await (await viaShell('/products?inStock=true&pageSize=50')).json()) as {
      items: { id: string; stockQuantity: number }[];
    };
    // The product with the least stock (at least 3), so few units are sold beforehand.
    const product = list.items
      .filter((item) => item.stockQuantity >= 3)
      .sort((a, b) => a.stockQuantity - b.stockQuantity)[0];
    if (!product) throw new Error('the seeded catalog has no product with 3 units in stock');
    const order = (quantity: number, key: string) =>
      viaShell('/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          items: [{ productId: product.id, quantity }],
          shipping: {
            firstName: 'Hanako',
            lastName: 'Yamada',
            email: 'cluster@example.com',
            phone: '+81 90-1234-5678',
            address: '1-2-3 Shibuya',
            city: 'Shibuya',
            state: 'Tokyo',
            zipCode: '150-0002',
            country: 'Japan',
          },
          payment: {
            cardNumber: '4242 4242 4242 4242',
            cardHolder: 'HANAKO YAMADA',
            expiryDate: '12/30',
            cvv: '737',
          },
          subtotal: 0,
          shippingCost: 0,
          couponDiscount: 0,
          total: 0,
        }),
      });
    // Sell all but 3 first, so the race is for the last 3.
    for (let left = product.stockQuantity - 3, n = 0; left > 0; n += 1) {
      const quantity = Math.min(left, 99);
      const first = await order(quantity, `${dbName}-before-${n}`);
      expect(first.status).toBe(201);
      left -= quantity;
    }
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order(1, `${dbName}-race-${i}`).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 201)).toEqual(Array(17).fill(409));
  });
});
