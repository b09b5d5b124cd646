import { createContext, useContext, type ComponentType, type LazyExoticComponent } from 'react';

// Remote modules already loaded when the page renders: on the shell's server, the ones
// the page needs (loaded within the time budget); in the browser, the ones the server
// rendered, loaded again before hydration so the first render matches the HTML.

export interface RenderedModules {
  /** Remote modules by id ('catalog/routes'). */
  modules: ReadonlyMap<string, unknown>;
  /** True on the shell's server. */
  server: boolean;
}

export const RenderedModulesContext = createContext<RenderedModules | null>(null);

export function useRenderedModules(): RenderedModules | null {
  return useContext(RenderedModulesContext);
}

type LazyPayload = { _payload?: unknown; _init?: (payload: unknown) => unknown };

/**
 * A remote's pages are code-split with React.lazy: waits for the chunk of one page, so the
 * render that follows finds it loaded instead of suspending on it. Resolves to what the
 * page's load failed with (undefined when it loaded): the server then leaves the page to
 * the browser instead of rendering an error, and says so.
 */
export async function settleLazy(component: unknown): Promise<unknown> {
  const candidate = component as (LazyExoticComponent<ComponentType> & LazyPayload) | undefined;
  if (!candidate || typeof candidate._init !== 'function') return undefined;
  for (let round = 0; round < 3; round += 1) {
    try {
      candidate._init(candidate._payload);
      return undefined;
    } catch (thrown) {
      if (thrown && typeof (thrown as PromiseLike<unknown>).then === 'function') {
        await Promise.resolve(thrown as PromiseLike<unknown>).catch(() => undefined);
      } else return thrown;
    }
  }
  return undefined;
}
