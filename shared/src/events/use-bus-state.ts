import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { ServerStateContext } from '../ssr/ssr-data';
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
  // The server renders a page with the values it knows for it (the shopper's currency,
  // from their cookie) and the topics' first values otherwise (no cart, no session);
  // hydration starts from the same, then moves to the current one.
  const rendered = useContext(ServerStateContext)?.[topic.name];
  const initial = useMemo(
    () => (rendered !== undefined && topic.guard(rendered) ? rendered : topic.initial),
    [rendered, topic],
  );
  const first = useCallback(() => initial, [initial]);
  return useSyncExternalStore(subscribe, read, first);
}
