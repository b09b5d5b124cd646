import fs from 'node:fs';
import path from 'node:path';
import { remoteEntries } from '../../scripts/webpack/remote-entries';
import type { ShellServerOptions } from '../../shell/server/server';
import { forkSupport } from './child';
import { TEST_PORTS } from './shop';

const SHELL_DIST = path.resolve(__dirname, '../../shell/dist');

/** A shell server a test starts for itself, running in a process of its own. */
export interface ShellServerProcess {
  /** Answers `url` (e.g. '/remotes.json') with `value` from the next request on. */
  setJson(url: string, value: unknown): Promise<void>;
  /** The warnings and errors the server wrote on its console so far, oldest first. */
  reported(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts the shell's server (`npm start`'s) with these options in a process of its own:
 * it loads remotes with the federation runtime, whose state is per process (see child.ts).
 */
export async function startShellServerProcess(
  options: ShellServerOptions,
): Promise<ShellServerProcess> {
  const child = await forkSupport<null>('shell-host', options);
  return {
    setJson: async (url, value) => void (await child.request({ url, value })),
    reported: async () => (await child.request('reported')) as string[],
    close: () => child.stop(),
  };
}

/**
 * A test's own shell server over its suite's API and this lane's remotes, as `npm start`
 * runs it: the shell's build, remotes.json naming the lane's remotes (or `remotes`),
 * shop-config.json with the API on the page's own origin, and render budgets generous
 * enough for a machine doing other work. `options` adds to or overrides these.
 */
export function startTestShell(
  apiUrl: string,
  port: number,
  options: Partial<ShellServerOptions> & { remotes?: Record<string, string> } = {},
): Promise<ShellServerProcess> {
  const { remotes = remoteEntries({ ...process.env, ...TEST_PORTS }), ...rest } = options;
  const config = JSON.parse(
    fs.readFileSync(path.join(SHELL_DIST, 'shop-config.json'), 'utf8'),
  ) as Record<string, unknown>;
  return startShellServerProcess({
    root: SHELL_DIST,
    port,
    apiUrl,
    json: { '/remotes.json': remotes, '/shop-config.json': { ...config, apiBaseUrl: '' } },
    budgetMs: 3000,
    loadTimeoutMs: 10_000,
    ...rest,
  });
}
