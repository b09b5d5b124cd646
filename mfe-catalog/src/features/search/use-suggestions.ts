import { useEffect, useState } from 'react';
import type { Suggestion } from '../../lib/catalog-types';

export const SUGGEST_DEBOUNCE_MS = 250;
export const SUGGEST_MIN_CHARS = 2;

/** Asks the catalog for the names that match `q` (the widget passes the API call). */
export type SuggestProducts = (q: string, signal: AbortSignal) => Promise<Suggestion[]>;

/** Up to 5 suggestions for the text, asked once typing pauses; stale answers are dropped. */
export function useSuggestions(
  text: string,
  enabled: boolean,
  suggest: SuggestProducts,
): Suggestion[] {
  const [state, setState] = useState<{ text: string; items: Suggestion[] }>({
    text: '',
    items: [],
  });
  const q = text.trim();
  const wanted = enabled && q.length >= SUGGEST_MIN_CHARS;

  useEffect(() => {
    if (!wanted) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      suggest(q, controller.signal).then(
        (items) => !controller.signal.aborted && setState({ text: q, items }),
        // A failed suggestion is not worth an error on screen: the shopper can still press Enter.
        () => !controller.signal.aborted && setState({ text: q, items: [] }),
      );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, wanted, suggest]);

  return wanted && state.text === q ? state.items : [];
}
