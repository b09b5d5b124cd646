import { useEffect, useRef, useState } from 'react';
import { authSession, getBus, useBusState, type WishlistItem } from '@shop/shared';
import { subscribeWished, wishedNow } from './wished-set';
import { loadSync, startWishlist } from './wished-store';

export type WishlistState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; items: WishlistItem[]; signedIn: boolean };

/**
 * The /wishlist page's items, loaded in the browser (the list is the shopper's own, never
 * in the server's HTML): the account's once the session is known, else the browser's.
 * It follows the hearts: a product taken off leaves the list at once, and one added
 * elsewhere or merged in at sign-in loads the list again.
 */
export function useWishlistItems(): WishlistState {
  const session = useBusState(authSession);
  const owner = session.loading ? undefined : (session.user?.id ?? null);
  const [state, setState] = useState<WishlistState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const shown = useRef<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (owner === undefined) return;
    startWishlist();
    const controller = new AbortController();
    const load = () =>
      loadSync()
        .then((sync) => sync.loadItems(getBus().current(authSession), controller.signal))
        .then(
          (items) => {
            if (controller.signal.aborted) return;
            shown.current = new Set(items.map((item) => item.product.slug));
            setState({ status: 'ready', items, signedIn: owner !== null });
          },
          () => {
            if (controller.signal.aborted) return;
            setState({ status: 'error', retry: () => setAttempt((n) => n + 1) });
          },
        );
    setState((now) => (now.status === 'ready' ? now : { status: 'loading' }));
    void load();
    const stop = subscribeWished(() => {
      const wished = wishedNow();
      setState((now) =>
        now.status === 'ready'
          ? { ...now, items: now.items.filter((item) => wished.has(item.product.slug)) }
          : now,
      );
      if ([...wished].some((slug) => !shown.current.has(slug))) void load();
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [owner, attempt]);

  return state;
}
