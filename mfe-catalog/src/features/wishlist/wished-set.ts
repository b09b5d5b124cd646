// Which products carry a filled heart: the browser's list while signed out, the account's
// once signed in. Written by wishlist-sync.ts, read through wished-store.ts.

/** Where the browser keeps a signed-out shopper's list (local-wishlist.ts). */
export const LOCAL_WISHLIST_KEY = 'circuithaat.catalog.wishlist';

const EMPTY: ReadonlySet<string> = new Set();
let wished: ReadonlySet<string> = EMPTY;
const listeners = new Set<() => void>();

/** A list with the same products as now changes nothing (no re-render, no reload). */
export function setWished(slugs: Iterable<string>): void {
  const next = new Set(slugs);
  if (next.size === wished.size && [...next].every((slug) => wished.has(slug))) return;
  wished = next;
  listeners.forEach((listener) => listener());
}

export function wishedNow(): ReadonlySet<string> {
  return wished;
}

export function subscribeWished(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: forget everything. */
export function resetWished(): void {
  wished = EMPTY;
  listeners.clear();
}
