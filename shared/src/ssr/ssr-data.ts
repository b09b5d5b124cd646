import { createContext, useContext } from 'react';
import { ApiError, isApiError } from '../api/api-error';

// Data a page fetched while the shell's server rendered it, handed to the browser inside
// the page, so hydration shows the same thing without asking the API a second time.
// On the server each request has its own store (given through React context); in the
// browser the store is the JSON block the server wrote into the page.

/** What one load ended with, in a form JSON can carry. */
export type SettledData =
  | { status: 'success'; data: unknown; sample?: boolean }
  | {
      status: 'error';
      error: { status: number; code: string; message: string; serverMessage?: string };
    };

/** The JSON the server writes into the page (id SSR_PAYLOAD_ID, type application/json). */
export interface SsrPayload {
  /** Settled loads by key. */
  entries: Record<string, SettledData>;
  /** Remote modules the server rendered, loaded before hydration starts. */
  rendered: string[];
  /** remotes.json and shop-config.json as the server read them (no second fetch). */
  remotes?: Record<string, string>;
  config?: unknown;
  /**
   * The state topics' values the page was rendered with, by topic name (the shopper's
   * currency, read from their cookie): hydration starts from these, not from the topics'
   * first values, so the page does not flash the default and then change.
   */
  state?: Record<string, unknown>;
}

export const SSR_PAYLOAD_ID = 'shop-ssr-data';

/** An ApiError (or any error) as JSON; anything else becomes a generic failure. */
export function settleError(error: unknown): SettledData {
  if (isApiError(error)) {
    return {
      status: 'error',
      error: {
        status: error.status,
        code: error.code,
        message: error.message,
        serverMessage: error.serverMessage,
      },
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 'error', error: { status: 0, code: 'SERVER_RENDER', message } };
}

/** The error of a settled load, as the code that loaded it would have seen it. */
export function reviveError(settled: Extract<SettledData, { status: 'error' }>): ApiError {
  return new ApiError(settled.error);
}

/** One request's loads on the server. */
export class ServerDataStore {
  readonly entries: Record<string, SettledData> = {};
  /** The page is about something the shop does not have: the server answers 404. */
  notFound = false;
  private readonly pending = new Map<string, Promise<SettledData>>();
  private readonly controller = new AbortController();
  private closed = false;

  /** What a key settled with, if it did. */
  settled(key: string): SettledData | undefined {
    return this.entries[key];
  }

  /** Starts the load of a key once per request; the promise never rejects. */
  load(
    key: string,
    loader: (signal: AbortSignal) => Promise<{ data: unknown; sample?: boolean }>,
  ): Promise<SettledData> {
    // After the budget ran out, what had not settled stays unsettled: the browser loads it.
    if (this.closed && !this.entries[key]) return new Promise(() => {});
    let promise = this.pending.get(key);
    if (!promise) {
      promise = loader(this.controller.signal).then(
        ({ data, sample }): SettledData => ({
          status: 'success',
          data,
          ...(sample ? { sample } : {}),
        }),
        settleError,
      );
      const tracked = promise as Promise<SettledData> & { status?: string; value?: SettledData };
      promise.then((settled) => {
        if (this.closed) return;
        this.entries[key] = settled;
        // React's use() reads a settled promise's outcome from these fields, so a render
        // that asks again gets the value at once instead of suspending.
        tracked.status = 'fulfilled';
        tracked.value = settled;
      });
      this.pending.set(key, promise);
    }
    return promise;
  }

  /** Loads still running. */
  get busy(): number {
    return this.pending.size - Object.keys(this.entries).length;
  }

  /** Gives up on what is still loading (the time budget ran out), and takes no new load. */
  close() {
    this.closed = true;
    // Most pages have all their loads settled by now: no abort (its DOMException) needed.
    if (this.busy > 0) this.controller.abort();
  }
}

/**
 * The state topics' values this page is rendered with (SsrPayload.state): given by the
 * shell's server while it renders and by the shell in the browser while it hydrates.
 */
export const ServerStateContext = createContext<Record<string, unknown> | null>(null);

/** The request's store while the server renders; null in the browser. */
export const ServerDataContext = createContext<ServerDataStore | null>(null);

export function useServerData(): ServerDataStore | null {
  return useContext(ServerDataContext);
}

/**
 * Called by a page while it renders the not-found view of what its address names (an
 * unknown product or category): the shell's server answers that page with 404, so that
 * neither a shopper's browser nor a search engine takes it for a page of the shop. Does
 * nothing in the browser.
 */
export function useNotFoundStatus(): void {
  const store = useServerData();
  // Per request on the server: recording it during render is what the server can read.
  if (store) store.notFound = true;
}

let payload: SsrPayload | null | undefined;
let hydrated = false;

/** The payload the server wrote into this page, or null (client-rendered page, Node). */
export function ssrPayload(): SsrPayload | null {
  if (payload !== undefined) return payload;
  payload = null;
  if (typeof document === 'undefined') return payload;
  const element = document.getElementById(SSR_PAYLOAD_ID);
  if (!element?.textContent) return payload;
  try {
    payload = JSON.parse(element.textContent) as SsrPayload;
  } catch {
    payload = null;
  }
  return payload;
}

/**
 * What the server loaded for this key, while the page is still being hydrated; afterwards
 * (later pages, Retry) loads go to the API as before.
 */
export function serverEntry(key: string): SettledData | undefined {
  if (hydrated) return undefined;
  return ssrPayload()?.entries[key];
}

/** True while the first render in the browser adopts the server's HTML. */
export function isHydrating(): boolean {
  return !hydrated && ssrPayload() !== null;
}

/** Called by the shell once the page is hydrated. */
export function markHydrated() {
  hydrated = true;
}
