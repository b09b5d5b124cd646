import { useSyncExternalStore } from 'react';
import { authSession, getBus, type ProductSummary } from '@shop/shared';
import { LOCAL_WISHLIST_KEY, resetWished, subscribeWished, wishedNow } from './wished-set';

// The hearts of every card and product page. This part is on every catalog page and stays
// small; the account's side (API calls, the merge at sign-in) is loaded only when there is
// a session, a list to merge or a heart pressed (wishlist-sync.ts).

type Sync = typeof import('./wishlist-sync');
let sync: Promise<Sync> | undefined;
export function loadSync(): Promise<Sync> {
  sync ??= import(/* webpackChunkName: "wishlist-sync" */ './wishlist-sync');
  return sync;
}

function keptHere(): boolean {
  try {
    return localStorage.getItem(LOCAL_WISHLIST_KEY) !== null;
  } catch {
    return false;
  }
}

let started = false;
/**
 * Called once the page is live (never while rendering): follows the session, and loads the
 * rest only when there is a list to show (kept here or in the account).
 */
export function startWishlist(): void {
  if (started) return;
  started = true;
  getBus()
    .state(authSession)
    .subscribe((session) => {
      if (session.user || keptHere() || sync) {
        void loadSync().then((module) => module.followSession(session));
      }
    });
}

/** Whether a product is on the list. False on the server and while hydrating. */
export function useWished(slug: string): boolean {
  return useSyncExternalStore(
    subscribeWished,
    () => wishedNow().has(slug),
    () => false,
  );
}

export async function toggleWish(product: ProductSummary): Promise<void> {
  await (await loadSync()).toggle(product);
}

/** For tests: forget everything. */
export function resetWishedStore(): void {
  resetWished();
  started = false;
  sync = undefined;
}
