import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface SharedVersionMismatch {
  /** The shared package, e.g. 'react'. */
  name: string;
  /** The version the page runs (the singleton already provided). */
  version: string;
  /** What the consuming build asked for. */
  requiredVersion: string;
  /** The federation instance (remote) that asked. */
  from: string;
}

const KEY = Symbol.for('shop.sharedVersionMismatches');
type Holder = { [KEY]?: SharedVersionMismatch[] };

/** Shared singletons some remote accepted at a version it was not built for, oldest first. */
export function sharedVersionMismatches(): SharedVersionMismatch[] {
  const holder = globalThis as Holder;
  holder[KEY] ??= [];
  return holder[KEY];
}

/**
 * A remote built against another version of a shared singleton (react, rxjs, ...) than the
 * page provides still gets the page's copy: one React, one bus. That is allowed (the
 * singletons are not strict, so the page keeps working) but worth knowing, so each such
 * pairing is recorded and reported once on the console.
 */
export function sharedVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-shared-version-report',
    resolveShare(args) {
      const { shareConfig, from } = args.shareInfo;
      const required = shareConfig?.requiredVersion;
      if (
        shareConfig?.singleton &&
        typeof required === 'string' &&
        args.version &&
        !satisfy(args.version, required)
      ) {
        const list = sharedVersionMismatches();
        const known = list.some(
          (seen) =>
            seen.name === args.pkgName && seen.from === from && seen.requiredVersion === required,
        );
        if (!known) {
          list.push({ name: args.pkgName, version: args.version, requiredVersion: required, from });
          console.warn(
            `[shop] shared ${args.pkgName} ${args.version} is used by "${from}", built for ${required}: allowed, but that remote should be rebuilt against the page's version`,
          );
        }
      }
      return args;
    },
  };
}
