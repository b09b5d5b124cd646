import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { buildApp, type App } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';

export interface TestServer {
  /** e.g. http://127.0.0.1:43121, without a trailing slash. */
  readonly baseUrl: string;
  readonly app: App;
  close(): Promise<void>;
}

export interface StartTestServerOptions {
  config: Config;
  /** Passed to buildApp; stays open when the server closes (the test owns it). */
  db?: Kysely<Database>;
  /** Runs before the app starts: the place to add test-only routes. */
  configure?: (app: App) => void | Promise<void>;
}

/** Starts the real app on a free port of 127.0.0.1, for tests that speak real HTTP. */
export async function startTestServer(options: StartTestServerOptions): Promise<TestServer> {
  const app = buildApp({ config: options.config, ...(options.db ? { db: options.db } : {}) });
  try {
    await options.configure?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    close: () => app.close(),
  };
}
