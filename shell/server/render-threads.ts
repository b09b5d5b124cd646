import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { RenderOptions, RenderResult } from './render-types';

// The shell's server renders its pages on threads of its own (Node's worker threads, in a
// Piscina pool): the server's thread answers requests, serves files, keeps the page cache
// and passes /api on, while the threads render, so a machine with a spare core renders
// more pages a second. Each thread loads the server bundle and the remotes' server code
// once, as the server's thread did (render-thread.cjs).

export interface Renderer {
  render(options: RenderOptions): Promise<RenderResult>;
  /** Loads the code of every server-rendered page ahead of the first shopper. */
  warmUp?(remotes: Record<string, string>, timeoutMs: number): Promise<void>;
  close?(): Promise<void>;
}

interface WarmUp {
  remotes: Record<string, string>;
  timeoutMs: number;
}

type RenderTask = { render: RenderOptions } | { warmUp: WarmUp };

/**
 * How many threads render pages (SSR_THREADS): by default one for each core but one (the
 * server's own thread), at most 4; 0 renders on the server's thread.
 */
export function renderThreadCount(setting: string | undefined = process.env.SSR_THREADS): number {
  if (setting !== undefined && setting !== '') {
    const count = Number(setting);
    if (!Number.isInteger(count) || count < 0) {
      throw new Error(`SSR_THREADS must be a whole number, 0 or more (got "${setting}")`);
    }
    return count;
  }
  return Math.min(4, os.availableParallelism() - 1);
}

/**
 * The renderer of the shell's build in `root`, on `threads` threads, each of which warms
 * up with `warmUp` (the remotes as they are at start) as soon as it has started.
 */
export function threadRenderer(root: string, threads: number, warmUp?: WarmUp): Renderer {
  const pool = new Piscina<RenderTask, unknown>({
    filename: path.join(__dirname, 'render-thread.cjs'),
    workerData: { root, warmUp },
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Infinity,
    // A render mostly waits for the API: each thread takes many pages at once (the
    // server's thread did too), and keeps its event loop between them.
    concurrentTasksPerWorker: 64,
    atomics: 'disabled',
    // As the server's own heap (SHELL_NODE_FLAGS): a thread that outgrows it is replaced.
    resourceLimits: { maxOldGenerationSizeMb: 192 },
  });
  pool.on('message', (message: { console?: 'log' | 'info' | 'warn' | 'error'; text?: string }) => {
    if (message.console) console[message.console](message.text);
  });
  return {
    render: async (options) => (await pool.run({ render: options })) as RenderResult,
    // Settles once the threads have warmed up (a task goes to an idle thread first; one
    // still starting may be passed over).
    warmUp: async (remotes, timeoutMs) => {
      await Promise.all(
        Array.from({ length: threads }, () => pool.run({ warmUp: { remotes, timeoutMs } })),
      );
    },
    close: () => pool.close(),
  };
}
