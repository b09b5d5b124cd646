import fs from 'node:fs';
import path from 'node:path';
import { usedExports } from './used-exports';

// The modules every app shares as singletons. `react/` and `react-dom/` (trailing slash)
// share the subpaths too: react/jsx-runtime and react-dom/client.
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'rxjs',
  // The i18n runtime every app's messages go through (docs/i18n.md).
  '@lingui/core',
  '@shop/shared',
] as const;

const ROOT = path.resolve(__dirname, '../..');

function readJson(file: string): { version?: string; dependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

// Large packages whose shared copy is trimmed (about 48 KiB brotli less on a cold home
// page than the whole of react-router-dom and rxjs). The shell provides the one copy every
// app uses, so the copy must carry whatever a remote asks for. Trimming to only the exports
// the apps use today tied deploys together: a remote that started using one more export
// needed the shell rebuilt first. So each copy carries a fixed surface: everything a page
// mounted under the shell's BrowserRouter can use, and the common parts of RxJS. A remote
// may start using any of these without the shell being rebuilt. The data-router API
// (loaders, fetchers, <Form>, blockers) needs a router the shell does not create, and
// server rendering has its own copy, so neither is carried. An export outside the surface
// that some app imports is carried too (the union of the sources), which then does need
// the shell rebuilt: add it here instead.
export const SHARED_SURFACE: Record<string, readonly string[]> = {
  'react-router-dom': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'NavigationType',
    'Outlet',
    'Route',
    'Routes',
    'createPath',
    'createRoutesFromChildren',
    'createRoutesFromElements',
    'createSearchParams',
    'generatePath',
    'matchPath',
    'matchRoutes',
    'parsePath',
    'renderMatches',
    'resolvePath',
    'useBeforeUnload',
    'useHref',
    'useInRouterContext',
    'useLinkClickHandler',
    'useLocation',
    'useMatch',
    'useNavigate',
    'useNavigationType',
    'useOutlet',
    'useOutletContext',
    'useParams',
    'useResolvedPath',
    'useRoutes',
    'useSearchParams',
  ],
  rxjs: [
    'AsyncSubject',
    'BehaviorSubject',
    'EMPTY',
    'NEVER',
    'Observable',
    'ReplaySubject',
    'Subject',
    'Subscription',
    'catchError',
    'combineLatest',
    'concat',
    'concatMap',
    'debounceTime',
    'defer',
    'delay',
    'distinctUntilChanged',
    'exhaustMap',
    'filter',
    'finalize',
    'first',
    'firstValueFrom',
    'forkJoin',
    'from',
    'fromEvent',
    'interval',
    'isObservable',
    'lastValueFrom',
    'map',
    'merge',
    'mergeMap',
    'of',
    'pairwise',
    'race',
    'retry',
    'scan',
    'share',
    'shareReplay',
    'skip',
    'startWith',
    'switchMap',
    'take',
    'takeUntil',
    'tap',
    'throttleTime',
    'throwError',
    'timeout',
    'timer',
    'withLatestFrom',
    'zip',
  ],
};

/**
 * The exports a trimmed shared package carries: its surface plus anything else the apps
 * import; null when some file imports it whole, which rules trimming out.
 */
export function carriedExports(pkg: string): string[] | null {
  const used = usedExports(pkg);
  if (used === null) return null;
  return [...new Set([...(SHARED_SURFACE[pkg] ?? []), ...used])].sort();
}

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

export function sharedConfig(appDir: string) {
  const deps = readJson(path.join(ROOT, appDir, 'package.json')).dependencies ?? {};
  const sharedVersion = readJson(path.join(ROOT, 'shared/package.json')).version ?? '0.0.0';
  const shared: Record<string, SharedEntry> = {};
  for (const name of SINGLETONS) {
    const requiredVersion = name === '@shop/shared' ? `^${sharedVersion}` : deps[name];
    if (!requiredVersion) throw new Error(`${appDir}/package.json must depend on ${name}`);
    const used = name in SHARED_SURFACE ? carriedExports(name) : null;
    shared[name] = {
      singleton: true,
      requiredVersion,
      ...(used ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: used } } : {}),
    };
    if (name === 'react' || name === 'react-dom')
      shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}
