import type { ProductSummary } from '@shop/shared';
import { RECENT_KEY as KEY } from './recent-key';

// The products this browser opened, most recent first (docs/compare-and-recently-viewed.md):
// kept in localStorage only, never sent anywhere, so the strip is this browser's alone.

export const MAX_RECENT = 12;

/** What is kept of a product: enough for a tile (its price is read on its page). */
export interface RecentItem {
  slug: string;
  name: string;
  image: string;
}

/** The list after viewing `item`: it goes first, once, and the oldest fall off past 12. */
export function withViewed(list: readonly RecentItem[], item: RecentItem): RecentItem[] {
  return [item, ...list.filter((each) => each.slug !== item.slug)].slice(0, MAX_RECENT);
}

function isItem(value: unknown): value is RecentItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return ['slug', 'name', 'image'].every((key) => typeof item[key] === 'string');
}

function read(): readonly RecentItem[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isItem).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

const EMPTY: readonly RecentItem[] = [];
let list: readonly RecentItem[] | null = null;
const listeners = new Set<() => void>();

function current(): readonly RecentItem[] {
  list ??= read();
  return list;
}

function set(next: readonly RecentItem[]): void {
  list = next;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the list lasts while the page does.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: the server (and hydration) sees an empty list. */
export const recentStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly RecentItem[] => current(),
  serverSnapshot: (): readonly RecentItem[] => EMPTY,
  record(product: Pick<ProductSummary, 'slug' | 'name' | 'image'>): void {
    const item = { slug: product.slug, name: product.name, image: product.image };
    if (current()[0]?.slug === item.slug && current()[0]?.name === item.name) return;
    set(withViewed(current(), item));
  },
  clear(): void {
    set([]);
  },
  /** For tests: forget what was read. */
  reset(): void {
    list = null;
  },
};
