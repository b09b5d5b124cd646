import { useCallback, useEffect, useState } from 'react';
import { errorText } from './format';
import { useWords } from './i18n';

export type Load<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Loads `fetcher` whenever `key` changes (and again on reload()); a load that is
 * overtaken by a newer one is cancelled and never lands.
 */
export function useLoad<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
): [Load<T>, () => void] {
  const words = useWords();
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: errorText(error, words) });
      },
    );
    return () => controller.abort();
    // The key names what is loaded; the fetcher closure changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [state, reload];
}
