import type { ShellServerOptions } from '../../shell/server/server';
import { forkSupport } from './child';

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
