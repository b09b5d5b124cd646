import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShop, type RunningShop } from '../../scripts/start';

// The browser tests run the shop on their own ports, so a developer's `npm start` on the
// default ports is left alone, and on a fresh database in a temporary folder.
export const TEST_PORTS = {
  SHELL_PORT: '3100',
  CATALOG_PORT: '3101',
  CART_PORT: '3102',
  AUTH_PORT: '3103',
  PC_BUILDER_PORT: '3104',
  ADMIN_PORT: '3105',
  API_PORT: '4100',
};

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
    env: { ...process.env, ...TEST_PORTS, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
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
