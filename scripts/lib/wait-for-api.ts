import type { ChildProcess } from 'node:child_process';
import waitOn from 'wait-on';

// Start-up waits on the API's health route with wait-on, and gives up at once when the API
// process exits (a wrong DATABASE_URL, a port taken) instead of polling until the timeout.

/** Resolves once `${url}/api/v1/health` answers 200; rejects if `child` exits first. */
export async function waitForApi(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const health = `${url}/api/v1/health`;
  let onExit = () => {};
  const exited = new Promise<never>((_, reject) => {
    onExit = () =>
      reject(
        new Error(
          `The API at ${url} exited with code ${child.exitCode ?? child.signalCode} during start-up`,
        ),
      );
    if (child.exitCode !== null || child.signalCode !== null) onExit();
    else child.once('exit', onExit);
  });
  try {
    await Promise.race([
      waitOn({
        resources: [health.replace(/^http/, 'http-get')],
        interval: 200,
        window: 0,
        timeout: timeoutMs,
        validateStatus: (status) => status === 200,
      }).catch(() => {
        throw new Error(`The API did not answer ${health} within ${timeoutMs / 1000} s`);
      }),
      exited,
    ]);
  } finally {
    child.off('exit', onExit);
  }
}
