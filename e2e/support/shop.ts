import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShop, type RunningShop } from '../../scripts/start';

// The browser tests run the shop on their own ports, so a developer's `npm start` on the
// default ports is left alone, and on a fresh database in a temporary folder. The suites
// run in lanes, one per Jest worker, each lane with its own shop on its own block of ports
// (20 apart; a test may use the next ten above its shell's port for servers of its own).

const LANE_PORT_STEP = 20;

/** E2E_PORT_OFFSET moves every lane's block (e.g. 200), so two checkouts can run their
 * browser suites on one machine at once. */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET) || 0;

/** The ports of one lane's shop. */
export function testPorts(lane: number) {
  const offset = PORT_OFFSET + lane * LANE_PORT_STEP;
  const port = (base: number) => String(base + offset);
  return {
    SHELL_PORT: port(3100),
    CATALOG_PORT: port(3101),
    CART_PORT: port(3102),
    AUTH_PORT: port(3103),
    PC_BUILDER_PORT: port(3104),
    ADMIN_PORT: port(3105),
    API_PORT: port(4100),
  };
}

/** This test file's lane: its Jest worker (1, 2, …; 1 in band). */
export function currentLane(): number {
  const worker = Number(process.env.JEST_WORKER_ID ?? '1');
  return Number.isInteger(worker) && worker > 0 ? worker - 1 : 0;
}

export const TEST_PORTS = testPorts(currentLane());

export const REMOTE_PORTS = {
  catalog: TEST_PORTS.CATALOG_PORT,
  cart: TEST_PORTS.CART_PORT,
  auth: TEST_PORTS.AUTH_PORT,
  pcBuilder: TEST_PORTS.PC_BUILDER_PORT,
  admin: TEST_PORTS.ADMIN_PORT,
} as const;

export interface TestShop extends RunningShop {
  dataDir: string;
}

export async function startTestShop(env: NodeJS.ProcessEnv = {}): Promise<TestShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const shop = await startShop({
    // The browser suites change products and look at their pages at once: the shell's page
    // cache is off unless a test turns it on (ssr-cache.test.ts).
    env: {
      ...process.env,
      ...TEST_PORTS,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SSR_CACHE_TTL_MS: '0',
      ...env,
    },
    quiet: true,
    log: () => undefined,
  });
  return {
    ...shop,
    dataDir,
    async stop() {
      await shop.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
