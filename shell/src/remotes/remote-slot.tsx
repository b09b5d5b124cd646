import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isHydrating, RemoteBoundary, type RemoteModuleId, type RemoteModules } from '@shop/shared';
import { settleLazy, useRenderedModules } from './rendered-modules';
import { recoverRemote, remoteGeneration, retryRemote } from './remote-registry';

// What a failed slot says: a chunk of its own, fetched only on a page where a part failed.
const SlotNotice = lazy(() => import('./slot-notice'));

// One lazy component per remote module and part. A failed load stays cached by React.lazy,
// so Retry forgets the entry and the next render asks the federation runtime again; one
// made before its remote was registered again (a new release) is made anew.
const lazies = new Map<
  string,
  { component: LazyExoticComponent<ComponentType>; generation: number }
>();

function lazyPart<Id extends RemoteModuleId>(
  id: Id,
  part: string,
  pick: (module: RemoteModules[Id]) => ComponentType | undefined,
): LazyExoticComponent<ComponentType> {
  const key = `${id}#${part}`;
  const generation = remoteGeneration(id.split('/')[0] ?? id);
  const known = lazies.get(key);
  if (known && known.generation === generation) return known.component;
  const component = lazy(async () => {
    const module = await loadRemote<RemoteModules[Id]>(id);
    const picked = module ? pick(module) : undefined;
    if (!picked) throw new Error(`Remote module ${id} has no ${part}`);
    // A remote's page may itself be lazy, and React.lazy must resolve to a function.
    const Picked = picked;
    return { default: () => <Picked /> };
  });
  lazies.set(key, { component, generation });
  return component;
}

interface SlotProps<Id extends RemoteModuleId> {
  id: Id;
  part: string;
  pick: (module: RemoteModules[Id]) => ComponentType | undefined;
}

function LazySlot<Id extends RemoteModuleId>({ id, part, pick }: SlotProps<Id>) {
  const Component = lazyPart(id, part, pick);
  return <Component />;
}

interface RemoteSlotProps<Id extends RemoteModuleId> extends SlotProps<Id> {
  compact?: boolean;
  loading?: ReactNode;
  /** What the shell shows itself when the remote is down (instead of Unavailable + Retry). */
  fallback?: ReactNode;
  /**
   * Not needed for the first view (the sign-in control, the cart badge): the server
   * sends its loading state and the browser mounts it once the page is hydrated.
   */
  deferred?: boolean;
}

/** Mounts one part of a remote inside its own boundary. */
export function RemoteSlot<Id extends RemoteModuleId>({
  id,
  part,
  pick,
  compact,
  loading,
  fallback,
  deferred,
}: RemoteSlotProps<Id>) {
  const remote = id.split('/')[0] ?? id;
  const rendered = useRenderedModules();
  // The module the server rendered, while the remote is still the release it came from.
  const ready =
    deferred || remoteGeneration(remote) > 0
      ? undefined
      : (rendered?.modules.get(id) as RemoteModules[Id] | undefined);
  // A slot that recovers renders again, so it picks up a remote registered anew.
  const [, setAttempt] = useState(0);
  const forget = () => {
    lazies.delete(`${id}#${part}`);
    setAttempt((attempt) => attempt + 1);
  };
  const Ready = ready ? pick(ready) : undefined;
  // On the server, and while the browser adopts the server's HTML, a slot the server did
  // not render shows its loading state; the browser loads it right after.
  const [live, setLive] = useState(() => !rendered?.server && !isHydrating());
  // Mounting what the first view did not need is no hurry: in a transition, React renders
  // it in slices. Its code is loaded first, and the transition starts once it is here (or
  // has failed, for the boundary to say so): a transition that suspends on a slot already
  // on screen is held until the code arrives, and React gives the transitions started
  // together (every slot's, in the effects of one commit) one lane, so one slow remote
  // (the header's sign-in) would hold the page's main slot with it.
  useEffect(() => {
    if (live) return undefined;
    let mounted = true;
    void settleLazy(lazyPart(id, part, pick)).then(() => {
      if (mounted) startTransition(() => setLive(true));
    });
    return () => {
      mounted = false;
    };
    // Once per slot: id, part and pick name the same part for its lifetime.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const placeholder = loading ?? <div aria-busy="true" data-remote-loading={remote} />;
  return (
    <RemoteBoundary
      name={remote}
      part={`${id}#${part}`}
      compact={compact}
      loading={loading}
      fallback={fallback}
      notice={(error, retry) => (
        <Suspense fallback={placeholder}>
          <SlotNotice remote={remote} error={error} compact={Boolean(compact)} onRetry={retry} />
        </Suspense>
      )}
      onRetry={() => retryRemote(remote, forget)}
      recover={(error) => recoverRemote(remote, error, forget)}
    >
      {Ready ? <Ready /> : live ? <LazySlot id={id} part={part} pick={pick} /> : placeholder}
    </RemoteBoundary>
  );
}
