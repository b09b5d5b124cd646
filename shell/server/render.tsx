import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router-dom';
import {
  loadRemote,
  registerGlobalPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  configureApi,
  DEFAULT_JPY_PER_BDT,
  loadMessages,
  LOCALES,
  localeBase,
  normalizeShopConfig,
  ServerDataContext,
  ServerDataStore,
  ServerStateContext,
  type PagePreload,
  type RoutesModule,
  shopCurrency,
  shopLocale,
  splitLocale,
} from '@shop/shared';
import { App } from '../src/app';
import { KeptPartsContext, spliceKeptParts, type KeptParts } from '../src/kept-parts';
import { shellMessages } from '../src/messages/catalogs';
import { pageMessages } from '../src/messages/pages/catalogs';
import { RenderedModulesContext, settleLazy } from '../src/remotes/rendered-modules';
import { sharedVersionPlugin } from '../src/remotes/shared-version-report';
import { routeAt, SHELL_ROUTES, type ShellRoute } from '../src/routes';
import { loadPass } from './load-pass';
import type { RenderOptions, RenderResult } from './render-types';

// The shell's server renderer: composes the page from the remotes' server bundles
// (Module Federation's Node runtime), waits for the data the page loads, and answers the
// HTML of #root with what the browser needs to hydrate it.

// As in the browser: a remote built for another minor of a shared singleton is reported
// and runs on the server's copy; one built for another major is refused (logged here), and
// its page is left to the browser, whose slot says why it cannot be shown.
registerGlobalPlugins([sharedVersionPlugin()]);

interface Known {
  manifestUrl: string;
  version: string;
  entry: string;
  checkedAt: number;
  manifest: BrowserManifest;
  /** The manifest's ETag as its server sent it, to ask again conditionally. */
  etag?: string;
}

interface BrowserManifest {
  metaData?: { remoteEntry?: { name?: string }; publicPath?: string };
  exposes?: {
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }[];
}

/**
 * The browser files of a rendered remote module: its styles (the server's HTML must look
 * like the page, before any script runs) and the scripts hydration will ask for first.
 */
function browserAssets(id: string): { styles: string[]; scripts: string[] } {
  const [name = '', expose = ''] = id.split('/');
  const remote = known.get(name);
  if (!remote) return { styles: [], scripts: [] };
  const base = remote.manifest.metaData?.publicPath;
  const root = base && base !== 'auto' ? base : new URL('.', remote.manifestUrl).href;
  const at = (file: string) => new URL(file, root).href;
  const entry = remote.manifest.exposes?.find((e) => e.path === `./${expose}`);
  const css = [...(entry?.assets?.css?.sync ?? []), ...(entry?.assets?.css?.async ?? [])];
  // Chunks of the same content under two names need loading once.
  const seen = new Set<string>();
  const styles = css.filter((file) => {
    const hash = /\.([0-9a-f]{8})\.css$/.exec(file)?.[1] ?? file;
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
  return {
    styles: styles.map(at),
    scripts: [
      remote.manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js',
      ...(entry?.assets?.js?.sync ?? []),
    ].map(at),
  };
}

const known = new Map<string, Known>();
// How long a remote's manifest version is trusted before it is asked again: by default
// every request asks (one small request on the remote's host), so a remote that went down
// is left to the browser's fallback at once, and a new version is used at once.
const REVALIDATE_MS = Number(process.env.SSR_REVALIDATE_MS ?? 0);

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Registers a remote's server entry for the version its manifest names now: a redeployed
 * remote (a new manifest, or remotes.json pointing elsewhere) is loaded afresh on the next
 * request, without restarting the shell's server; an unchanged one is reused.
 */
function ensureRemote(name: string, manifestUrl: string, timeoutMs: number): Promise<void> {
  const current = known.get(name);
  if (
    current &&
    current.manifestUrl === manifestUrl &&
    Date.now() - current.checkedAt < REVALIDATE_MS
  )
    return Promise.resolve();
  // Renders that start while a look at this manifest is under way share it: under load,
  // one request to the remote's host answers every page begun meanwhile, instead of one
  // request per page (a look begun before a redeploy may still answer for a few ms).
  const key = `${name} ${manifestUrl}`;
  let look = checking.get(key);
  if (!look) {
    look = checkRemote(name, manifestUrl, timeoutMs).finally(() => checking.delete(key));
    checking.set(key, look);
  }
  return look;
}

const checking = new Map<string, Promise<void>>();

async function checkRemote(name: string, manifestUrl: string, timeoutMs: number): Promise<void> {
  const current = known.get(name);
  const same = current?.manifestUrl === manifestUrl ? current : undefined;
  const now = Date.now();
  const response = await withTimeout(
    fetch(manifestUrl, {
      cache: 'no-store',
      // Asked on (nearly) every page: a manifest that did not change since the last look
      // answers 304, with no body to read and no hash to take (where its server keeps ETags).
      headers: same?.etag ? { 'if-none-match': same.etag, 'cache-control': 'max-age=0' } : {},
    }),
    timeoutMs,
    `the manifest of ${name}`,
  );
  if (response.status === 304 && same) {
    same.checkedAt = now;
    return;
  }
  if (!response.ok) throw new Error(`the manifest of ${name} answered ${response.status}`);
  const body = await response.text();
  const manifest = JSON.parse(body) as BrowserManifest;
  const version = createHash('sha256').update(body).digest('hex').slice(0, 16);
  const etag = response.headers.get('etag') ?? undefined;
  if (same && same.version === version) {
    Object.assign(same, { checkedAt: now, manifest, etag });
    return;
  }
  const entry = `${new URL('server/remoteEntry.js', manifestUrl).href}?v=${version}`;
  // A remote deployed without its server build: said plainly, rather than the runtime
  // evaluating the 404 page as code.
  const probe = await withTimeout(
    fetch(entry, { method: 'HEAD', cache: 'no-store' }),
    timeoutMs,
    `the server entry of ${name}`,
  );
  if (!probe.ok) throw new Error(`${name} has no server build (${entry} answered ${probe.status})`);
  registerRemotes([{ name, entry }], { force: Boolean(current) });
  known.set(name, { manifestUrl, version, entry, checkedAt: now, manifest, etag });
}

async function loadPage(
  id: string,
  part: string,
  remotes: Record<string, string>,
  timeoutMs: number,
): Promise<unknown> {
  const name = id.split('/')[0] ?? id;
  const manifestUrl = remotes[name];
  if (!manifestUrl) throw new Error(`remotes.json names no ${name}`);
  return withTimeout(
    (async () => {
      await ensureRemote(name, manifestUrl, timeoutMs);
      const module = await loadRemote<{ pages?: Record<string, unknown> }>(id);
      if (!module) throw new Error(`${id} is empty`);
      const failed = await settleLazy(module.pages?.[part]);
      if (failed) throw failed;
      return module;
    })(),
    timeoutMs,
    `loading ${id}`,
  );
}

/** One line for the log: the error and what caused it (fetch failed: connect ECONNREFUSED ...). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** The first image the page does not load lazily: the likely largest paint. */
function firstImage(html: string): string | undefined {
  for (const match of html.matchAll(/<img\b[^>]*>/g)) {
    const tag = match[0];
    if (/\bloading="lazy"/.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) return src.replace(/&amp;/g, '&');
  }
  return undefined;
}

// Pages call the API as the browser does (on the page's own origin when apiBaseUrl is
// "", and image addresses come out the same); here a path on the own origin goes to the
// API's address instead, saying whom the page is rendered for (X-Forwarded-For, as the
// shell's /api proxy does): the API limits catalog reads per client, and the shell's
// server renders for every shopper from one address.
let apiAddress = '';
const shopper = new AsyncLocalStorage<{ forwardedFor?: string }>();
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  if (!(typeof input === 'string' && input.startsWith('/') && apiAddress)) {
    return nodeFetch(input, init);
  }
  const forwardedFor = shopper.getStore()?.forwardedFor;
  if (!forwardedFor) return nodeFetch(`${apiAddress}${input}`, init);
  const headers = new Headers(init?.headers);
  headers.set('x-forwarded-for', forwardedFor);
  return nodeFetch(`${apiAddress}${input}`, { ...init, headers });
};

/** The remote page the server renders for a route, or null for one left to the browser. */
function serverPage(route: ShellRoute | undefined): { id: string; part: string } | null {
  return route?.kind === 'remote' && route.serverRendered
    ? { id: `${route.ref.remote}/routes`, part: route.ref.page }
    : null;
}

/**
 * Loads the server code of every page the server renders (each page is its own chunk), so
 * that no shopper's request is the first to need it and meets the budget with it loaded.
 */
export async function warmUp(remotes: Record<string, string>, timeoutMs: number): Promise<void> {
  // The shell's words in every language, so no language's first page waits for them.
  await Promise.all(
    LOCALES.flatMap((locale) => [
      loadMessages(shellMessages, locale),
      loadMessages(pageMessages, locale),
    ]),
  );
  const pages = new Map<string, { id: string; part: string }>();
  for (const route of SHELL_ROUTES) {
    const page = serverPage(route);
    if (page) pages.set(`${page.id}#${page.part}`, page);
  }
  await Promise.all(
    [...pages.values()].map(({ id, part }) =>
      loadPage(id, part, remotes, timeoutMs).catch(() => undefined),
    ),
  );
}

// The exchange rate the API publishes, asked once a minute: yen prices on the server's
// page are the ones the browser shows.
const RATE_TTL_MS = 60_000;
let rate: { value: number; at: number } | undefined;

async function exchangeRate(apiUrl: string): Promise<number> {
  if (rate && Date.now() - rate.at < RATE_TTL_MS) return rate.value;
  try {
    const response = await withTimeout(fetch(`${apiUrl}/api/v1/config`), 1000, 'the config');
    const { jpyPerBdt } = (await response.json()) as { jpyPerBdt?: unknown };
    if (response.ok && typeof jpyPerBdt === 'number' && jpyPerBdt > 0) {
      rate = { value: jpyPerBdt, at: Date.now() };
      return jpyPerBdt;
    }
  } catch {
    // The API is out of reach: the built-in rate, as in the browser.
  }
  return rate?.value ?? DEFAULT_JPY_PER_BDT;
}

export function render(options: RenderOptions): Promise<RenderResult> {
  return shopper.run({ forwardedFor: options.forwardedFor }, () => renderPage(options));
}

async function renderPage(options: RenderOptions): Promise<RenderResult> {
  const config = normalizeShopConfig(options.config);
  apiAddress = options.apiUrl.replace(/\/+$/, '');
  configureApi({ baseUrl: config.apiBaseUrl });
  const rateNow = exchangeRate(apiAddress);
  // The address's language (/ja/..., /bn/..., English without a prefix); the route table
  // knows the path without it.
  const { locale, path } = splitLocale(options.url.split('?')[0] ?? '/');
  const messages = Promise.all([
    loadMessages(shellMessages, locale),
    // The shell's own pages' words (loaded once per language: a cheap wait).
    loadMessages(pageMessages, locale),
  ]);
  // Only pages that are the same for everyone are rendered here; a shopper's own (cart,
  // checkout, orders, sign-in, profile) depend on what the browser keeps, and load there.
  const found = routeAt(path);
  const page = serverPage(found);
  const modules = new Map<string, unknown>();
  let slot: RenderResult['slot'] = null;
  let preload: ((request: PagePreload) => Promise<void>) | undefined;
  if (page) {
    try {
      const module = await loadPage(page.id, page.part, options.remotes, options.loadTimeoutMs);
      modules.set(page.id, module);
      preload = (module as Partial<RoutesModule<string>>).preload?.[page.part];
      slot = { ...page, state: 'rendered' };
    } catch (error) {
      console.warn(`[ssr] ${page.id}: ${describe(error)}`);
      slot = { ...page, state: 'unavailable' };
    }
  }
  const store = new ServerDataStore();
  // The page in the shopper's currency from the first byte (their cookie); the bus is one
  // for the whole process, so the request's values go through context instead.
  const state: Record<string, unknown> = {
    [shopCurrency.name]: {
      currency: options.currency ?? shopCurrency.initial.currency,
      rate: await rateNow,
    },
    [shopLocale.name]: { locale },
  };
  await messages;
  const { parts, splice } = requestParts();
  const tree = (
    <StrictMode>
      <ServerStateContext.Provider value={state}>
        <ServerDataContext.Provider value={store}>
          <RenderedModulesContext.Provider value={{ modules, server: true }}>
            <KeptPartsContext.Provider value={parts}>
              <StaticRouter location={options.url} basename={localeBase(locale) || '/'}>
                <App config={config} />
              </StaticRouter>
            </KeptPartsContext.Provider>
          </RenderedModulesContext.Provider>
        </ServerDataContext.Provider>
      </ServerStateContext.Provider>
    </StrictMode>
  );
  // A page that preloads its data is rendered once, as a string, with everything it reads
  // already here (no render waits inside React, nothing is written twice).
  const started = Date.now();
  const preloaded =
    preload && found
      ? await preloadedRender(
          preload,
          {
            params: matchPath(found.path, path)?.params ?? {},
            search: new URLSearchParams(options.url.split('?')[1] ?? ''),
            store,
          },
          tree,
          options.budgetMs,
          splice,
        )
      : null;
  // Otherwise the page asks for its data and waits for it, within what is left of the
  // budget. When everything settled plainly, that pass's HTML is the page (one render).
  // Otherwise a second pass, with everything loaded known from the start: parts drawn
  // before the data (the sample-data notice) see the outcome too, and what did not settle
  // in time is sent as its loading state, marked for the browser to render. Either way
  // the page comes in one piece, in order: no inline script (the CSP allows none) puts it
  // together, and a crawler reads it as it is.
  let slow = false;
  const loaded =
    preloaded === null
      ? await loadPass(
          tree,
          Math.max(0, options.budgetMs - (Date.now() - started)),
          () => (slow = true),
          (error) => console.warn(`[ssr] ${describe(error)}`),
        )
      : null;
  const first = loaded && { ...loaded, html: loaded.html == null ? null : splice(loaded.html) };
  store.close();
  const plain =
    first?.html != null &&
    !first.errored &&
    !Object.values(store.entries).some((entry) => entry.status === 'success' && entry.sample) &&
    !LEFT_TO_RENDER.test(first.html);
  const passes: RenderResult['passes'] =
    preloaded !== null ? 'preloaded' : plain ? 'one pass' : 'two passes';
  const rendered =
    preloaded ?? (plain && first?.html != null ? first.html : splice(renderToString(tree)));
  // React puts preloads of the page's eager images first; they belong in <head>, and
  // hydration expects #root to hold the app alone.
  const hints = /^(?:<link\b[^>]*\/?>)+/.exec(rendered)?.[0] ?? '';
  const html = rendered.slice(hints.length);
  if (slow && slot) slot = { ...slot, state: 'too slow' };

  const payload: RenderResult['payload'] = {
    entries: store.entries,
    rendered: slot?.state === 'rendered' ? [`${slot.id}#${slot.part}`] : [],
    remotes: options.remotes,
    config: options.config,
    state,
  };
  return {
    locale,
    status: found && !store.notFound ? 200 : 404,
    html,
    payload,
    slot,
    passes,
    lcpImage: firstImage(html),
    headHints: hints,
    ...(slot && slot.state !== 'unavailable'
      ? await usedAssets(browserAssets(slot.id), html)
      : { styles: [], scripts: [] }),
  };
}

// A boundary still pending or left to the browser: the string render writes those.
const LEFT_TO_RENDER = /<!--\$[?!]-->|<template\b/;

// The HTML of the parts every page shares (src/kept-parts.tsx), by part and key: a few
// languages, currencies and nav entries make a few dozen; dropped all at once past that.
const keptHtml = new Map<string, string>();
const KEPT_LIMIT = 256;

/**
 * A request's side of the kept parts: the parts the render found kept (their HTML taken
 * as it was then), and the splice that writes them into the page and keeps the others.
 * A part whose render left something to the browser (a pending or failed boundary) is
 * not kept.
 */
function requestParts(): { parts: KeptParts; splice: (html: string) => string } {
  const keys = new Map<string, string>();
  const found = new Map<string, string>();
  const parts: KeptParts = {
    has(name, key) {
      keys.set(name, key);
      const html = keptHtml.get(`${name}\n${key}`);
      if (html === undefined) found.delete(name);
      else found.set(name, html);
      return html !== undefined;
    },
  };
  const splice = (html: string) =>
    spliceKeptParts(
      html,
      (name) => found.get(name) ?? '',
      (name, part) => {
        if (LEFT_TO_RENDER.test(part)) return;
        if (keptHtml.size >= KEPT_LIMIT) keptHtml.clear();
        keptHtml.set(`${name}\n${keys.get(name) ?? ''}`, part);
      },
    );
  return { parts, splice };
}

/**
 * The page rendered once, as a string, after its preload: null when that cannot be the
 * page (the preload did not settle within the budget or failed, or the render met
 * something it had not loaded), and the loading pass renders it instead, going on with
 * the loads already started.
 */
async function preloadedRender(
  preload: (request: PagePreload) => Promise<void>,
  request: PagePreload,
  tree: ReactNode,
  budgetMs: number,
  splice: (html: string) => string,
): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    preload(request).then(
      () => true,
      (error: unknown) => {
        console.warn(`[ssr] preload: ${describe(error)}`);
        return false;
      },
    ),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), budgetMs))),
  ]).finally(() => clearTimeout(timer));
  if (!inTime) return null;
  try {
    const html = splice(renderToString(tree));
    return request.store.busy === 0 && !LEFT_TO_RENDER.test(html) ? html : null;
  } catch {
    // A part waited outside any boundary: the loading pass waits for it.
    return null;
  }
}

// The class names of each stylesheet by address (hashed names: their content never
// changes), read once: null for one that could not be read.
const stylesheets = new Map<string, Promise<Set<string> | null>>();

function stylesheetClasses(url: string): Promise<Set<string> | null> {
  let names = stylesheets.get(url);
  if (!names) {
    names = withTimeout(fetch(url), 2000, url)
      .then((response) => (response.ok ? response.text() : null))
      .then((text) =>
        text == null ? null : new Set([...text.matchAll(/\.([\w-]+)/g)].map((m) => m[1] ?? '')),
      )
      .catch(() => null);
    stylesheets.set(url, names);
  }
  return names;
}

// Per list of stylesheets (a remote's page; hashed addresses): each class name's sheets.
const classOwners = new Map<string, Map<string, number[]>>();

function ownersOf(styles: string[], sheets: (Set<string> | null)[]): Map<string, number[]> {
  const key = styles.join(' ');
  let owners = classOwners.get(key);
  if (!owners) {
    owners = new Map();
    sheets.forEach((names, index) => {
      for (const name of names ?? []) owners!.set(name, [...(owners!.get(name) ?? []), index]);
    });
    classOwners.set(key, owners);
  }
  return owners;
}

/**
 * Of a remote's stylesheets, those the rendered HTML uses (one of its classes), so the
 * page waits for no style of the remote's other pages; one that cannot be read is kept.
 */
async function usedAssets(
  assets: { styles: string[]; scripts: string[] },
  html: string,
): Promise<{ styles: string[]; scripts: string[] }> {
  const sheets = await Promise.all(assets.styles.map(stylesheetClasses));
  const used = sheets.map((names) => names == null);
  let unused = used.filter((isUsed) => !isUsed).length;
  const owners = ownersOf(assets.styles, sheets);
  // Read the page's class attributes only until every stylesheet is known to be used.
  const attribute = /\bclass="([^"]*)"/g;
  for (let match = attribute.exec(html); match && unused > 0; match = attribute.exec(html)) {
    for (const name of (match[1] ?? '').split(' ')) {
      for (const index of owners.get(name) ?? []) {
        if (!used[index]) {
          used[index] = true;
          unused -= 1;
        }
      }
    }
  }
  const styles = assets.styles.filter((_url, index) => used[index]);
  return { styles, scripts: assets.scripts };
}
