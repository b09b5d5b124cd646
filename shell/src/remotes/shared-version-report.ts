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
  /** Another major version than the page's: the remote is not run on it (see below). */
  refused: boolean;
}

const KEY = Symbol.for('shop.sharedVersionMismatches');
type Holder = { [KEY]?: SharedVersionMismatch[] };

/** Shared singletons some remote was built for at another version than the page's, oldest first. */
export function sharedVersionMismatches(): SharedVersionMismatch[] {
  const holder = globalThis as Holder;
  holder[KEY] ??= [];
  return holder[KEY];
}

/**
 * A remote built against another major version of a shared singleton than the page runs:
 * its code is not run on the page's copy. Thrown when the remote's code asks for the
 * package, so the remote's slot shows its notice and the rest of the page goes on.
 */
export class SharedVersionRefusal extends Error {
  override readonly name = 'SharedVersionRefusal';

  constructor(readonly mismatch: SharedVersionMismatch) {
    super(
      `shared ${mismatch.name} ${mismatch.version} refused for "${mismatch.from}", built for ${mismatch.requiredVersion}: another major version; rebuild that remote against the page's version`,
    );
  }
}

/** The major version a range such as '^7.6.3' or '>=6.30.1 <7' starts at. */
function majorOf(version: string): number | undefined {
  const digits = /\d+/.exec(version)?.[0];
  return digits === undefined ? undefined : Number(digits);
}

/**
 * A remote built against another version of a shared singleton (react, rxjs, ...) than
 * the page provides. Every remote gets the page's copy: one React, one router, one bus.
 * Another minor or patch (a remote built before or after the shell) runs on it, as
 * semver promises, and the pairing is reported once on the console. Another major would
 * run on an API it was not built for and break in ways no one can foresee (a router
 * context it cannot read, a hook that is gone): such a remote is refused, with a clear
 * message, and its slots show a notice until it is rebuilt or remotes.json points back.
 */
export function sharedVersionPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-shared-version-report',
    resolveShare(args) {
      const { shareConfig, from } = args.shareInfo;
      const required = shareConfig?.requiredVersion;
      if (
        !shareConfig?.singleton ||
        typeof required !== 'string' ||
        !args.version ||
        satisfy(args.version, required)
      ) {
        return args;
      }
      const refused = majorOf(args.version) !== majorOf(required);
      const list = sharedVersionMismatches();
      let mismatch = list.find(
        (seen) =>
          seen.name === args.pkgName && seen.from === from && seen.requiredVersion === required,
      );
      if (!mismatch) {
        mismatch = {
          name: args.pkgName,
          version: args.version,
          requiredVersion: required,
          from,
          refused,
        };
        list.push(mismatch);
        if (refused) console.error(`[shop] ${new SharedVersionRefusal(mismatch).message}`);
        else
          console.warn(
            `[shop] shared ${args.pkgName} ${args.version} is used by "${from}", built for ${required}: allowed, but that remote should be rebuilt against the page's version`,
          );
      }
      if (!refused) return args;
      const refusal = new SharedVersionRefusal(mismatch);
      return {
        ...args,
        resolver: () => {
          throw refusal;
        },
      };
    },
  };
}
