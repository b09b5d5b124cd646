import { useSyncExternalStore } from 'react';
import { BUILDER_SLOT_IDS, isBuilderSlotId, type BuilderSlotId } from '@shop/shared';
import type { BuildParts, BuilderProduct } from '../../lib/part-specs';

// The builder's selection, one part per slot, kept in localStorage so it survives a
// reload (docs/product.md#data). Parts are stored whole so the page can show and check them at once;
// the builder re-reads them from the API on load and flags what changed.

export const SELECTION_KEY = 'circuithaat.pcBuilder.selection';

/** Why a chosen part cannot simply be bought as it is. */
export type PartFlag = 'gone' | 'sold-out';

export interface BuildState {
  parts: BuildParts;
  flags: Partial<Record<BuilderSlotId, PartFlag>>;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function isPart(value: unknown): value is BuilderProduct {
  if (typeof value !== 'object' || value === null) return false;
  const part = value as Partial<BuilderProduct>;
  return (
    typeof part.id === 'string' && typeof part.name === 'string' && typeof part.price === 'number'
  );
}

/** Only known slots with well-formed parts: a hand-edited or older entry cannot break the page. */
export function sanitizeParts(value: unknown): BuildParts {
  if (typeof value !== 'object' || value === null) return {};
  const parts: BuildParts = {};
  for (const [slot, part] of Object.entries(value)) {
    if (isBuilderSlotId(slot) && isPart(part)) parts[slot] = part;
  }
  return parts;
}

function read(): BuildParts {
  try {
    return sanitizeParts(JSON.parse(storage()?.getItem(SELECTION_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

let state: BuildState = { parts: read(), flags: {} };
const listeners = new Set<() => void>();

function commit(next: BuildState, persist = true): void {
  state = next;
  if (persist) {
    try {
      storage()?.setItem(SELECTION_KEY, JSON.stringify(next.parts));
    } catch {
      // A full or blocked storage keeps the selection for this page only.
    }
  }
  for (const listener of listeners) listener();
}

function without<T extends object>(record: T, key: keyof T): T {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

export const buildStore = {
  get: (): BuildState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  choose(slot: BuilderSlotId, part: BuilderProduct): void {
    commit({
      parts: { ...state.parts, [slot]: part },
      flags:
        part.stock === false ? { ...state.flags, [slot]: 'sold-out' } : without(state.flags, slot),
    });
  },
  remove(slot: BuilderSlotId): void {
    commit({ parts: without(state.parts, slot), flags: without(state.flags, slot) });
  },
  clear(): void {
    commit({ parts: {}, flags: {} });
  },
  replace(parts: BuildParts, flags: BuildState['flags'] = {}): void {
    commit({ parts: sanitizeParts(parts), flags });
  },
  /** Takes the API's current copies: new prices and stock, and flags for parts that are gone. */
  refresh(current: readonly BuilderProduct[]): void {
    const byId = new Map(current.map((part) => [part.id, part]));
    const parts: BuildParts = {};
    const flags: BuildState['flags'] = {};
    for (const slot of BUILDER_SLOT_IDS) {
      const chosen = state.parts[slot];
      if (!chosen) continue;
      const fresh = byId.get(chosen.id);
      parts[slot] = fresh ?? chosen;
      if (!fresh) flags[slot] = 'gone';
      else if (fresh.stock === false) flags[slot] = 'sold-out';
    }
    commit({ parts, flags });
  },
  /** Tests start from what localStorage holds now. */
  reload(): void {
    commit({ parts: read(), flags: {} }, false);
  },
};

// Another tab changed the selection: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SELECTION_KEY) buildStore.reload();
  });
}

// What the shell's server renders (it has no saved selection): the page adopts that HTML
// first, then shows the selection this browser keeps.
const NOTHING_CHOSEN: BuildState = { parts: {}, flags: {} };
const serverSnapshot = () => NOTHING_CHOSEN;

export function useBuild(): BuildState {
  return useSyncExternalStore(buildStore.subscribe, buildStore.get, serverSnapshot);
}

/** Chosen slots in builder order. */
export function chosenSlots(parts: BuildParts): BuilderSlotId[] {
  return BUILDER_SLOT_IDS.filter((slot) => parts[slot] !== undefined);
}
