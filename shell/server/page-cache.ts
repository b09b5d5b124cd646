import zlib from 'node:zlib';

// Rendered catalog pages kept for a short while. A catalog page is the same for every
// visitor who asks for the same address (the language is in the path) in the same
// currency on the same host: the server's render reads no session, since the session
// lives in the browser. Rendering one costs milliseconds of CPU; answering it from here
// costs microseconds, so a burst of visitors (a shared link, a crawler) meets the cache,
// not the renderer.
//
// A page is fresh for `ttlMs`, then served as it is for up to `staleMs` more while one
// render in the background replaces it (stale-while-revalidate), so no visitor waits for
// a render a burst has already paid for. A page is therefore never older than
// ttlMs + staleMs: that is the longest a price change may take to show. Sooner, clear()
// drops every page when the catalog changes (catalog-version.ts watches for it).

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  /**
   * The page's HTML; kept as UTF-8 bytes by the server (a string with one taka sign or
   * one Japanese letter in it takes two bytes a character in V8, the bytes about one).
   */
  html: string | Buffer;
  /** Compressed once, on the first visitor who accepts it, then reused. */
  br?: Buffer;
  gzip?: Buffer;
}

export type CacheState = 'hit' | 'stale' | 'miss' | 'off';

export interface PageCacheOptions {
  /** How long a page is served without a new render. */
  ttlMs: number;
  /** How long after that it is still served while a new render runs. */
  staleMs: number;
  /** How many pages are kept; the least recently asked for goes first. */
  maxEntries: number;
  now?: () => number;
}

interface Entry {
  page: CachedPage;
  storedAt: number;
}

/** A render's answer, and whether it may be kept (a page whose remote failed is not). */
export interface Rendered {
  page: CachedPage;
  keep: boolean;
}

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly renders = new Map<string, Promise<Rendered>>();
  private readonly now: () => number;
  /** Bumped by clear(): a render begun before it does not store what it rendered. */
  private generation = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The page at `key`: from the cache while fresh, the kept one while a background render
   * replaces it, else rendered now. Visitors who ask for the same missing page at once
   * share one render.
   */
  async get(
    key: string,
    render: () => Promise<Rendered>,
  ): Promise<{ page: CachedPage; state: CacheState }> {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.storedAt : Infinity;
    if (entry && age < this.options.ttlMs) {
      this.touch(key, entry);
      return { page: entry.page, state: 'hit' };
    }
    if (entry && age < this.options.ttlMs + this.options.staleMs) {
      this.touch(key, entry);
      // A failed background render keeps the page that is there until it expires.
      this.renderOnce(key, render).catch(() => undefined);
      return { page: entry.page, state: 'stale' };
    }
    if (entry) this.entries.delete(key);
    const rendered = await this.renderOnce(key, render);
    return { page: rendered.page, state: 'miss' };
  }

  /** Forgets every page (the catalog changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private renderOnce(key: string, render: () => Promise<Rendered>): Promise<Rendered> {
    const running = this.renders.get(key);
    if (running) return running;
    const generation = this.generation;
    // A page's age counts from when its render began: the data it shows is no older.
    const startedAt = this.now();
    const promise = render()
      .then((rendered) => {
        if (rendered.keep && generation === this.generation)
          this.store(key, rendered.page, startedAt);
        return rendered;
      })
      .finally(() => this.renders.delete(key));
    this.renders.set(key, promise);
    return promise;
  }

  private store(key: string, page: CachedPage, storedAt: number): void {
    this.entries.delete(key);
    this.entries.set(key, { page, storedAt });
    // A Map keeps insertion order: the first key is the least recently used one.
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
  }
}

/** The page's body for a visitor who accepts `acceptEncoding`, compressed at most once. */
export function encodedBody(
  page: CachedPage,
  acceptEncoding: string,
): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  if (/\bbr\b/.test(acceptEncoding)) {
    page.br ??= zlib.brotliCompressSync(page.html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return { body: page.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    page.gzip ??= zlib.gzipSync(page.html, { level: 6 });
    return { body: page.gzip, encoding: 'gzip' };
  }
  return { body: page.html };
}
