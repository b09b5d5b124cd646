import { use, useCallback, useEffect, useState } from 'react';
import { reviveError, serverEntry, useServerData, type SettledData } from '@shop/shared';
import { showingSampleData$ } from './catalog-source';

// The three data-screen states of docs/product.md#states: loading, error, loaded.
export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

function fromSettled<T>(settled: SettledData): AsyncState<T> {
  return settled.status === 'success'
    ? { status: 'success', data: settled.data as T }
    : { status: 'error', error: reviveError(settled) };
}

/**
 * Runs `load` whenever `key` changes, cancelling the previous call, and offers `retry`.
 * `load` is read on each run, so it may close over the current props.
 *
 * On the shell's server the load runs once per request and the render waits for it; in
 * the browser, the first render of a server-rendered page starts from what the server
 * loaded (handed over in the page) and asks the API nothing.
 */
export function useAsync<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): AsyncState<T> & { retry: () => void } {
  const server = useServerData();
  const [state, setState] = useState<{
    key: string;
    attempt: number;
    value: AsyncState<T>;
    fromServer?: boolean;
  }>(() => {
    const handed = serverEntry(key);
    return handed
      ? { key, attempt: 0, value: fromSettled<T>(handed), fromServer: true }
      : { key, attempt: 0, value: { status: 'loading' } };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (server) return;
    // What the server loaded for this very key needs no second request.
    if (state.fromServer && state.key === key && state.attempt === attempt) return;
    const controller = new AbortController();
    setState((s) =>
      s.value.status === 'loading' && s.key === key
        ? s
        : { key, attempt, value: { status: 'loading' } },
    );
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted)
          setState({ key, attempt, value: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ key, attempt, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` changes on every render; the key says when the data needed changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (server) {
    // The render waits (Suspense) until the load settles; the request's store keeps it.
    // use() is called on every render, settled or not: React matches its calls by order.
    const settled = use(
      server.load(key, async (signal) => {
        const data = await load(signal);
        return { data, sample: showingSampleData$.getValue() };
      }),
    );
    return { ...fromSettled<T>(settled), retry };
  }
  // A render between a key change and its effect must not show the old key's data.
  const value: AsyncState<T> =
    state.key === key && state.attempt === attempt ? state.value : { status: 'loading' };
  return { ...value, retry };
}
