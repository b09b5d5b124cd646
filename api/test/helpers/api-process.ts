import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The real API in a process of its own, for tests that kill it (SIGKILL, as a crash or an
// OOM kill would) and start it again. It is built from the sources into a folder of the test
// file's own (esbuild, the production build's step, about a second) and started with plain
// Node as `npm start` runs it: a start takes a second or two, where starting from source
// through tsx compiled it first, each time (half a minute and more on a busy machine).

const API_DIR = path.resolve(__dirname, '../..');

/** Builds the API before the file's tests and removes the build after them. */
export function useBuiltApi(): { readonly server: string } {
  // Beside dist: the build finds api/package.json and the data folder from there.
  const dir = path.join(API_DIR, `test-dist-${process.pid}-${randomBytes(3).toString('hex')}`);
  beforeAll(async () => {
    const builder = path.resolve(API_DIR, '../scripts/lib/build-api.ts');
    const { transpileApi } = (await import(builder)) as {
      transpileApi: (outDir: string) => Promise<void>;
    };
    await transpileApi(dir);
  }, 60_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return { server: path.join(dir, 'server.js') };
}

/**
 * Starts the built API with only `env` (and PATH) and waits until its health check answers
 * 200; throws if it exits first or is not healthy in time.
 */
export async function startApiProcess(
  server: string,
  env: NodeJS.ProcessEnv & { PORT: string },
  timeoutMs = 60_000,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [server], {
    cwd: API_DIR,
    // Only what the server needs: the developer's own DATABASE_URL must not leak in.
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${env.PORT}/api/v1/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API did not become healthy');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGKILL, as a crash would, and waits for the process to be gone. */
export async function killApiProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
