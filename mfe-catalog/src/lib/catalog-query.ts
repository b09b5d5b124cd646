import { use, useCallback } from 'react';
import {
  QueryClient,
  useQuery,
  type Query,
  type QueryKey,
  type QueryState,
} from '@tanstack/react-query';
import {
  reviveError,
  serverEntry,
  useServerData,
  type ServerDataStore,
  type SettledData,
} from '@shop/shared';
import { showingSampleData$ } from './catalog-source';

// The catalog's server state, through TanStack Query. A page asks for data by a string key
// (the same key names it in the server's store and in the page's handover).
//
// What the shopper sees is as it always was: each visit to a page loads its data afresh
// (a query is dropped as soon as no page shows it: gcTime 0), nothing is fetched again
// behind their back (no refetch on focus or reconnect, never stale while shown, no automatic
// retries: the error state offers Retry), and a key change cancels the load of the old key.
//
// Server rendering: on the shell's Node server the render waits (React's use()) until the
// request's store has the load settled, and the store is what the shell writes into the page.
// The settled load is put into a query client of that request before the query is read. In
// the browser, while the page is being hydrated, the same entry is read back from the page
// and put into the browser's client the same way, so hydration shows what the server showed
// and asks the API nothing.

/** The three data-screen states of docs/product.md#states: loading, error, loaded. */
export type DataState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

const QUERY_DEFAULTS = {
  staleTime: Infinity,
  retry: false,
  retryOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  // The offline fallback to the sample data needs the load to run when the browser says it
  // is offline; TanStack's default would hold it until the browser is back online.
  networkMode: 'always',
} as const;

/** The browser's query client (tests clear it between cases). */
export const catalogQueryClient = new QueryClient({
  defaultOptions: { queries: { ...QUERY_DEFAULTS, gcTime: 0 } },
});

// A query taken from the page is made before anything reads it, so it is kept (gcTime
// Infinity) until its first reader lets go, then dropped like any other: with gcTime 0 it
// could be gone before a long hydration got to subscribing to it, and be fetched again.
const handedOver = new WeakSet<Query>();
const browserCache = catalogQueryClient.getQueryCache();
browserCache.subscribe((event) => {
  if (event.type !== 'observerRemoved' || !handedOver.has(event.query)) return;
  setTimeout(() => {
    if (event.query.getObserversCount() === 0) browserCache.remove(event.query);
  });
});

// One client per server request: what one shopper's page loaded is never in another's.
const requestClients = new WeakMap<ServerDataStore, QueryClient>();

function requestClient(store: ServerDataStore): QueryClient {
  let client = requestClients.get(store);
  if (!client) {
    client = new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } });
    requestClients.set(store, client);
  }
  return client;
}

/** A settled load as a query's state. */
function settledState(settled: SettledData): QueryState {
  const now = Date.now();
  const success = settled.status === 'success';
  return {
    data: success ? settled.data : undefined,
    dataUpdateCount: success ? 1 : 0,
    dataUpdatedAt: success ? now : 0,
    error: success ? null : reviveError(settled),
    errorUpdateCount: success ? 0 : 1,
    errorUpdatedAt: success ? 0 : now,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: settled.status,
    fetchStatus: 'idle',
  };
}

/** Puts what the server loaded for a key into a client that has no query for it yet. */
function seed(client: QueryClient, queryKey: QueryKey, settled: SettledData): Query | undefined {
  const cache = client.getQueryCache();
  if (cache.find({ queryKey, exact: true })) return undefined;
  return cache.build(client, { queryKey, gcTime: Infinity }, settledState(settled));
}

/**
 * Starts the load of `key` in a server request's store (once per request), as the page's
 * render asks for it: a page's preload (routes.tsx) calls it with the same key and loader,
 * so the render finds the load settled.
 */
export function loadOnServer<T>(
  store: ServerDataStore,
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): Promise<SettledData> {
  return store.load(key, async (signal) => {
    const data = await load(signal);
    return { data, sample: showingSampleData$.getValue() };
  });
}

/**
 * The data of `key`, loaded by `load` (read on each load, so it may close over the current
 * props), with `retry` for the error state.
 */
export function useCatalogQuery<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): DataState<T> & { retry: () => void } {
  const server = useServerData();
  const queryKey = [key];
  const client = server ? requestClient(server) : catalogQueryClient;
  // use() is called on every server render, settled or not: React matches its calls by order.
  const settled = server ? use(loadOnServer(server, key, load)) : serverEntry(key);
  if (settled) {
    const query = seed(client, queryKey, settled);
    if (query && !server) handedOver.add(query);
  }
  const query = useQuery<T>(
    { queryKey, queryFn: ({ signal }) => load(signal), enabled: !server },
    client,
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  // A load in progress shows as loading, also after an error (Retry) or a key change.
  if (query.isPending || query.isFetching) return { status: 'loading', retry };
  return query.isError
    ? { status: 'error', error: query.error, retry }
    : { status: 'success', data: query.data, retry };
}
