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

function register(name: string, entry: string): void {
  registerRemotes([{ name, entry }], { force: true });
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
