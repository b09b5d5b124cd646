// A signed-out shopper's wishlist lives in this browser only; at sign-in it joins the
// account's (wishlist-sync.ts) and is cleared here.

import { LOCAL_WISHLIST_KEY } from './wished-set';

export { LOCAL_WISHLIST_KEY };
/** The account's limit (the API's MAX_WISHLIST_ITEMS): what the browser keeps merges whole. */
export const MAX_LOCAL_ITEMS = 200;

export interface LocalWish {
  slug: string;
  /** The price when added, in `currency` (the catalog's prices are whole taka). */
  price: number;
  currency: 'BDT';
  /** ISO 8601. */
  addedAt: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Newest first; anything that is not a well-formed entry is dropped. */
export function readLocalWishes(): LocalWish[] {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(LOCAL_WISHLIST_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    const seen = new Set<string>();
    return value.flatMap((item: Partial<LocalWish> | null) => {
      if (
        typeof item?.slug !== 'string' ||
        !item.slug ||
        seen.has(item.slug) ||
        typeof item.price !== 'number' ||
        !Number.isInteger(item.price) ||
        item.price < 0 ||
        typeof item.addedAt !== 'string' ||
        Number.isNaN(Date.parse(item.addedAt))
      ) {
        return [];
      }
      seen.add(item.slug);
      return [{ slug: item.slug, price: item.price, currency: 'BDT', addedAt: item.addedAt }];
    });
  } catch {
    return [];
  }
}

function write(wishes: LocalWish[]): void {
  try {
    const store = storage();
    if (!store) return;
    if (wishes.length === 0) store.removeItem(LOCAL_WISHLIST_KEY);
    else store.setItem(LOCAL_WISHLIST_KEY, JSON.stringify(wishes));
  } catch {
    // Storage full or refused (private mode): the heart still shows for this page.
  }
}

/** Idempotent: a product already kept keeps its date and price. False when the list is full. */
export function addLocalWish(slug: string, price: number, now = new Date()): boolean {
  const wishes = readLocalWishes();
  if (wishes.some((wish) => wish.slug === slug)) return true;
  if (wishes.length >= MAX_LOCAL_ITEMS) return false;
  write([{ slug, price, currency: 'BDT', addedAt: now.toISOString() }, ...wishes]);
  return true;
}

export function removeLocalWish(slug: string): void {
  write(readLocalWishes().filter((wish) => wish.slug !== slug));
}

export function clearLocalWishes(): void {
  write([]);
}
