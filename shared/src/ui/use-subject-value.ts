import { useSyncExternalStore } from 'react';
import type { BehaviorSubject } from 'rxjs';

/** Current value of a local BehaviorSubject as React state. */
export function useSubjectValue<T>(subject: BehaviorSubject<T>): T {
  const read = () => subject.getValue();
  // On the server and while hydrating, the subject's value is what the page was rendered
  // with (the owner of the subject sets it from the server's data before hydration).
  return useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    read,
    read,
  );
}
