import { useCallback, useEffect, useState } from 'react';

// The three data-screen states of spec §4: loading, error, loaded.
export type AsyncState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * Runs `load` whenever `key` changes, cancelling the previous call, and offers `retry`.
 * `load` is read on each run, so it may close over the current props.
 */
export function useAsync<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): AsyncState<T> & { retry: () => void } {
  const [state, setState] = useState<{ key: string; attempt: number; value: AsyncState<T> }>({
    key,
    attempt: 0,
    value: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
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
  // A render between a key change and its effect must not show the old key's data.
  const value: AsyncState<T> =
    state.key === key && state.attempt === attempt ? state.value : { status: 'loading' };
  return { ...value, retry };
}
