import { useSyncExternalStore } from 'react';
import { compareState, type CompareState } from './compare-state';

/**
 * The compared set in this browser. The server, and the browser while it hydrates, see
 * none (what the browser keeps is not in the server's HTML); React re-renders with the
 * stored set right after, without a hydration mismatch.
 */
export function useCompare(): CompareState {
  return useSyncExternalStore(
    compareState.subscribe,
    compareState.snapshot,
    compareState.serverSnapshot,
  );
}
