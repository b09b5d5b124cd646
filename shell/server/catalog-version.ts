// Drops the shell's kept pages when the catalog changes, on every instance and whoever
// made the change (the back office, an order lowering stock, another API instance): the
// API answers a version of what catalog pages show (GET /api/v1/catalog/version, read
// from the database's own change numbers), and this asks for it every `intervalMs`. When
// it moves, `onChange` runs (the page cache's clear()): a price change then shows within
// about a second instead of the cache's lifetime.
//
// The first answer only says where the catalog is; nothing is dropped for it. A failed
// ask changes nothing (the pages keep their lifetime, which still bounds how stale they
// are) and is reported once per outage, not on every tick; the first answer after it is
// compared with the last one known, so a change made during the outage still drops them.
//
// A change can reach the API's answers a little after the version moved: another API
// instance may still answer from its own short caches (a product for a second, a listing
// for two), and its search index looks for changes once a second. A page rendered in
// that moment would be kept with the old data, so `onChange` runs once more `settleMs`
// after the last move.

/** The API's listing cache (2 s) and its search index's look (1 s). */
export const SETTLE_MS = 3_000;

export interface CatalogWatchOptions {
  /** The API's address, e.g. http://localhost:4000. */
  apiUrl: string;
  /** How often to ask (SSR_CACHE_WATCH_MS, 1000 by default). */
  intervalMs: number;
  /** The catalog changed: drop what was kept. */
  onChange: () => void;
  /** When to drop once more after a change (SETTLE_MS); 0 for not at all. */
  settleMs?: number;
  /** Where an outage is reported (console.warn). */
  warn?: (message: string) => void;
}

export interface CatalogWatch {
  stop(): void;
}

/** Starts asking for the catalog's version; the timers never keep the process alive. */
export function watchCatalogVersion(options: CatalogWatchOptions): CatalogWatch {
  const address = `${options.apiUrl.replace(/\/+$/, '')}/api/v1/catalog/version`;
  const settleMs = options.settleMs ?? SETTLE_MS;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let known: string | undefined;
  let failing = false;
  let stopped = false;
  let tick: NodeJS.Timeout | undefined;
  let settle: NodeJS.Timeout | undefined;
  let asking: AbortController | undefined;

  const read = async (): Promise<string> => {
    const controller = new AbortController();
    asking = controller;
    // An answer slower than the interval (or a second) is a failed ask: the next is due.
    const timer = setTimeout(() => controller.abort(), Math.max(options.intervalMs, 1000));
    try {
      const response = await fetch(address, { signal: controller.signal });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const { version } = (await response.json()) as { version?: unknown };
      if (typeof version !== 'string') throw new Error('answered without a version');
      return version;
    } finally {
      clearTimeout(timer);
      asking = undefined;
    }
  };

  const changed = () => {
    options.onChange();
    if (settleMs <= 0) return;
    if (settle) clearTimeout(settle);
    settle = setTimeout(() => {
      settle = undefined;
      if (!stopped) options.onChange();
    }, settleMs);
    settle.unref();
  };

  const poll = async () => {
    try {
      const version = await read();
      if (stopped) return;
      if (failing) warn('[page-cache] the catalog version answers again');
      failing = false;
      if (known !== undefined && version !== known) changed();
      known = version;
    } catch (error) {
      if (stopped || failing) return;
      failing = true;
      warn(
        `[page-cache] cannot read the catalog version (${error instanceof Error ? error.message : String(error)}): pages are kept for their lifetime until it answers`,
      );
    }
  };

  // Each ask waits for the one before: a slow API never has several pending.
  const schedule = () => {
    if (stopped) return;
    tick = setTimeout(() => {
      void poll().finally(schedule);
    }, options.intervalMs);
    tick.unref();
  };
  void poll().finally(schedule);

  return {
    stop() {
      stopped = true;
      if (tick) clearTimeout(tick);
      if (settle) clearTimeout(settle);
      asking?.abort();
    },
  };
}
