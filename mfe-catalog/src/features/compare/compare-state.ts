// What the cold page needs of the comparison (docs/compare-and-recently-viewed.md): the set
// this browser keeps in localStorage, read and followed, for the Compare toggles' pressed
// state and the tray's mount. The rules (compare-store.ts) load with the first press.

export const MAX_COMPARED = 4;
export const COMPARE_KEY = 'shop.compare.v1';

/** What the store keeps of a product: enough for the tray, and its type for the rule. */
export interface ComparedItem {
  slug: string;
  name: string;
  image: string;
  type: string;
}

/** Why a product was not added, for the shopper to read (and to start afresh with it). */
export type CompareRefusal =
  | { reason: 'full'; item: ComparedItem }
  | { reason: 'otherType'; item: ComparedItem; current: string };

export interface CompareState {
  items: readonly ComparedItem[];
  refusal: CompareRefusal | null;
}

function isItem(value: unknown): value is ComparedItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return ['slug', 'name', 'image', 'type'].every((key) => typeof item[key] === 'string');
}

function read(): readonly ComparedItem[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(COMPARE_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    const items = value.filter(isItem);
    // Only what the rules allow, even if the stored value was edited by hand.
    return items.filter((item) => item.type === items[0]!.type).slice(0, MAX_COMPARED);
  } catch {
    return [];
  }
}

const EMPTY: CompareState = { items: [], refusal: null };
let state: CompareState | null = null;
const listeners = new Set<() => void>();

export function currentCompare(): CompareState {
  state ??= { items: read(), refusal: null };
  return state;
}

export function setCompareState(next: CompareState): void {
  const previous = currentCompare();
  state = next;
  if (next.items !== previous.items) {
    try {
      window.localStorage.setItem(COMPARE_KEY, JSON.stringify(next.items));
    } catch {
      // Storage full or refused (private mode): the choice lasts while the page does.
    }
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: the server (and hydration) sees an empty set. */
export const compareState = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab changed the set: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COMPARE_KEY) return;
      state = { items: read(), refusal: currentCompare().refusal };
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  snapshot: (): CompareState => currentCompare(),
  serverSnapshot: (): CompareState => EMPTY,
  /** For tests: forget what was read (the next read is from localStorage again). */
  reset(): void {
    state = null;
  },
};
