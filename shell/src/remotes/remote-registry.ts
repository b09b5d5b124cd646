import { registerRemotes } from '@module-federation/enhanced/runtime';

// Where each remote lives, as remotes.json said when it was last read. A remote can be
// redeployed to a new address while a page is open; a slot that then fails to load a
// chunk re-reads remotes.json and re-registers that remote from its new address.

const registered = new Map<string, string>();

export async function readJson(url: string): Promise<unknown> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

function entriesOf(json: unknown): [string, string][] {
  if (!json || typeof json !== 'object') return [];
  return Object.entries(json).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
}

/** Registers every remote of a remotes.json with the federation runtime (at start-up). */
export function registerFromJson(json: unknown): void {
  const entries = entriesOf(json);
  registerRemotes(entries.map(([name, entry]) => ({ name, entry })));
  for (const [name, entry] of entries) registered.set(name, entry);
}

/**
 * The list a remote's chunks add themselves to (`self.webpackChunk<name>`: each build's
 * output.uniqueName is its federation name). A runtime that starts takes every chunk
 * already on it as its own, and chunk and module ids are deterministic: a new build would
 * take the old build's copy of a chunk the page loaded before, even where its code
 * changed, and mix the two builds on one page. A remote registered again starts from an
 * empty list, so its runtime loads its own chunks.
 */
function forgetLoadedChunks(name: string): void {
  (window as unknown as Record<string, unknown>)[`webpackChunk${name}`] = [];
}

/** How many times each remote was registered again since the page started. */
const generations = new Map<string, number>();

/**
 * 0 while a remote is the one the page started with; counts up each time it is registered
 * again. Modules loaded in an earlier generation (the ones the server rendered, pages
 * already asked for) belong to a container the page has let go of, and are asked again.
 */
export function remoteGeneration(name: string): number {
  return generations.get(name) ?? 0;
}

function register(name: string, entry: string): void {
  forgetLoadedChunks(name);
  registerRemotes([{ name, entry }], { force: true });
  generations.set(name, remoteGeneration(name) + 1);
  registered.set(name, entry);
  reRegisteredAt.set(name, Date.now());
}

/** Remotes whose last failure was a missing chunk: Retry registers them again. */
const chunkFailed = new Set<string>();

/** When each remote was last registered again, to try that once before a reload. */
const reRegisteredAt = new Map<string, number>();
const RETRY_WINDOW_MS = 60_000;

/**
 * Re-reads remotes.json; when `name` has moved since it was registered, registers it
 * again from its new address (the runtime then forgets the old container and the modules
 * it loaded from it) and resolves true. False when it has not moved or cannot be read.
 */
export async function refreshRemote(name: string): Promise<boolean> {
  const entry = entriesOf(await readJson('/remotes.json')).find(([key]) => key === name)?.[1];
  if (!entry || entry === registered.get(name)) return false;
  register(name, entry);
  console.warn(`[shop] remote "${name}" moved to ${entry}; registered again`);
  return true;
}

/** Whether the remote's entry answers now (its server is up). */
async function reachable(name: string): Promise<boolean> {
  const entry = registered.get(name);
  if (!entry) return false;
  try {
    return (await fetch(entry, { cache: 'no-cache' })).ok;
  } catch {
    return false;
  }
}

/** A script or stylesheet chunk of a build that is no longer where the page expected it. */
export function isChunkLoadError(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (!(cause instanceof Error)) return false;
    const code = (cause as { code?: unknown }).code;
    if (
      cause.name === 'ChunkLoadError' ||
      code === 'CSS_CHUNK_LOAD_FAILED' ||
      /Loading (CSS )?chunk \S+ failed/.test(cause.message)
    )
      return true;
    cause = cause.cause;
  }
  return false;
}

/** The address of the file a chunk load failed on, when the error names it. */
function failedRequest(error: unknown): string | undefined {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (!(cause instanceof Error)) return undefined;
    const request = (cause as { request?: unknown }).request;
    if (typeof request === 'string') return request;
    const named = /\((?:missing|error|timeout): (\S+)\)/.exec(cause.message)?.[1];
    if (named) return named;
    cause = cause.cause;
  }
  return undefined;
}

/** Chunk addresses of an older release that a slot was sent to load again once. */
const retriedElsewhere = new Set<string>();

/**
 * Whether the chunk that failed belongs to an address the remote is no longer registered
 * at: a part of the page loaded the remote before it moved (another part found it moved
 * and registered it again). Loading it again takes it from the current release; once per
 * address, so a remote whose files live elsewhere than its manifest never loops.
 */
function fromOlderRelease(name: string, error: unknown): boolean {
  const request = failedRequest(error);
  const entry = registered.get(name);
  if (!request || !entry || retriedElsewhere.has(request)) return false;
  if (request.startsWith(new URL('.', new URL(entry, window.location.href)).href)) return false;
  retriedElsewhere.add(request);
  return true;
}

const RELOAD_KEY = 'circuithaat.remoteReload';
const RELOAD_WINDOW_MS = 60_000;

/**
 * Reloads the page once for a chunk that cannot be loaded even from where remotes.json
 * points now (a stale copy of the page): resolves never when it reloads, false when the
 * page was already reloaded for this within the last minute, so the slot shows its
 * fallback instead of reloading in a loop.
 */
export function reloadOnce(name: string): Promise<boolean> {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_WINDOW_MS) return Promise.resolve(false);
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    // Without storage a reload could not tell it already happened: no reload then.
    return Promise.resolve(false);
  }
  console.warn(`[shop] a chunk of remote "${name}" is gone; reloading the page once`);
  window.location.reload();
  return new Promise<boolean>(() => undefined);
}

/**
 * Retry on a slot: re-reads remotes.json first, so a remote that moved is loaded from its
 * new address. `forget` drops the slot's cached failed import.
 */
export async function retryRemote(name: string, forget: () => void): Promise<void> {
  const moved = await refreshRemote(name);
  const entry = registered.get(name);
  if (!moved && entry && chunkFailed.has(name)) {
    // The remote's own lazy pages keep a failed chunk load for good: only a fresh
    // container (the remote registered again) loads that page anew.
    register(name, entry);
  }
  chunkFailed.delete(name);
  forget();
}

/**
 * A slot failed. When its remote has moved (redeployed to a new address while the page
 * was open), it is registered again and the slot loads from the new build. When a chunk
 * is gone but the remote answers (a new build replaced the old one at the same address),
 * it is registered again once, then the page reloads once. Anything else (the remote's
 * server down, a render error) is left to the slot's fallback with Retry.
 */
export async function recoverRemote(
  name: string,
  error: Error,
  forget: () => void,
): Promise<boolean> {
  if (await refreshRemote(name)) {
    forget();
    return true;
  }
  if (!isChunkLoadError(error)) return false;
  if (fromOlderRelease(name, error)) {
    console.warn(
      `[shop] a chunk of remote "${name}" was asked of its old release; loading it again`,
    );
    forget();
    return true;
  }
  chunkFailed.add(name);
  if (!(await reachable(name))) return false;
  const entry = registered.get(name);
  if (entry && Date.now() - (reRegisteredAt.get(name) ?? 0) > RETRY_WINDOW_MS) {
    register(name, entry);
    console.warn(`[shop] a chunk of remote "${name}" is gone; registered it again`);
    forget();
    return true;
  }
  return reloadOnce(name);
}
