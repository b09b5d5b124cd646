import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedVersionRefusal } from './refusal-of';
import {
  SharedVersionRefusal,
  sharedVersionMismatches,
  sharedVersionPlugin,
} from './shared-version-report';

// What the federation runtime hands the plugin when a remote's code asks for a shared
// singleton: the page's copy (`version`) and what the remote was built for.
type ResolveShare = NonNullable<ModuleFederationRuntimePlugin['resolveShare']>;
type Args = Parameters<ResolveShare>[0];

const pageCopy = { lib: () => 'the page copy' };

function ask(pkgName: string, version: string, requiredVersion: string, from = 'pcBuilder') {
  const args = {
    pkgName,
    version,
    scope: 'default',
    shareInfo: { from, shareConfig: { singleton: true, requiredVersion } },
    resolver: () => ({ shared: pageCopy, useTreesShaking: false }),
  } as unknown as Args;
  const resolved = sharedVersionPlugin().resolveShare?.(args) as Args;
  return () => resolved.resolver();
}

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  sharedVersionMismatches().length = 0;
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test("a remote built for the page's range gets the page's copy, and nothing is reported", () => {
  expect(ask('rxjs', '7.8.2', '^7.5.7')()).toEqual({ shared: pageCopy, useTreesShaking: false });
  expect(sharedVersionMismatches()).toEqual([]);
  expect(warn).not.toHaveBeenCalled();
});

test('a remote built for a later minor runs on the page copy, reported once', () => {
  const resolve = ask('react-router-dom', '7.18.5', '^7.20.0');
  expect(resolve()).toEqual({ shared: pageCopy, useTreesShaking: false });
  ask('react-router-dom', '7.18.5', '^7.20.0')();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]?.[0]).toMatch(
    /shared react-router-dom 7\.18\.5 is used by "pcBuilder", built for \^7\.20\.0: allowed/,
  );
  expect(sharedVersionMismatches()).toEqual([
    expect.objectContaining({ name: 'react-router-dom', refused: false }),
  ]);
});

test('a remote built for another major is refused, with a message that says what to do', () => {
  const resolve = ask('react-router-dom', '7.18.5', '^6.30.1');
  expect(resolve).toThrow(SharedVersionRefusal);
  expect(resolve).toThrow(
    'shared react-router-dom 7.18.5 refused for "pcBuilder", built for ^6.30.1: another major version; rebuild that remote against the page\'s version',
  );
  expect(error).toHaveBeenCalledTimes(1);
  expect(sharedVersionMismatches()).toEqual([
    expect.objectContaining({ name: 'react-router-dom', from: 'pcBuilder', refused: true }),
  ]);
  // React 20 asked of a page on React 19 is refused the same way.
  expect(ask('react', '19.3.1', '^20.0.0', 'catalog')).toThrow(/built for \^20\.0\.0/);
});

test('the refusal is found behind the errors the runtime and the loaders wrap it in', () => {
  let thrown: unknown;
  try {
    ask('rxjs', '7.8.2', '^6.6.7')();
  } catch (caught) {
    thrown = caught;
  }
  const wrapped = new Error('loading pcBuilder/routes failed', { cause: thrown });
  expect(sharedVersionRefusal(wrapped)?.mismatch.name).toBe('rxjs');
  expect(sharedVersionRefusal(new Error('remote cart is down'))).toBeUndefined();
});
