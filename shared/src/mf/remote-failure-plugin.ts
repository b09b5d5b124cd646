import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteFailure {
  id: string;
  lifecycle: string;
  message: string;
  at: number;
}

const FAILURES_KEY = Symbol.for('shop.remoteFailures');
type Holder = { [FAILURES_KEY]?: RemoteFailure[] };

/** Failed remote loads of this page, newest last (for diagnostics and the browser tests). */
export function remoteFailures(): RemoteFailure[] {
  const holder = globalThis as Holder;
  holder[FAILURES_KEY] ??= [];
  return holder[FAILURES_KEY];
}

/**
 * Federation runtime plugin: a remote that is down or throws is recorded and reported
 * once, then the error goes on to the slot's RemoteBoundary, which shows a fallback with
 * Retry. No fallback module is substituted here, so the shopper can tell and retry.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-remote-failure',
    errorLoadRemote(args) {
      const message = args.error instanceof Error ? args.error.message : String(args.error);
      remoteFailures().push({ id: args.id, lifecycle: args.lifecycle, message, at: Date.now() });
      console.warn(`[shop] remote "${args.id}" failed to load (${args.lifecycle}): ${message}`);
      return undefined;
    },
  };
}
