import { useCallback, useSyncExternalStore } from 'react';
import { getBus } from './bus';
import type { StateTopic } from './topic';

/** The current value of a state topic, re-rendering on every change. */
export function useBusState<T>(topic: StateTopic<T>): T {
  const bus = getBus();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = bus.state(topic).subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [bus, topic],
  );
  const read = useCallback(() => bus.current(topic), [bus, topic]);
  // The server renders every page with the topics' first values (no cart, no session,
  // the default currency); hydration starts from the same, then moves to the current one.
  const first = useCallback(() => topic.initial, [topic]);
  return useSyncExternalStore(subscribe, read, first);
}
