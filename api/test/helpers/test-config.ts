import { loadConfig, type Config } from '../../src/config';

// Fixed so tests never write a jwt-secret file unless they mean to.
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

/** A valid test config rooted in `dataDir`; `env` overrides or adds variables. */
export function createTestConfig(dataDir: string, env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, ...env });
}
