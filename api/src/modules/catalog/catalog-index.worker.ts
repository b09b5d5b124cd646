import SQLite from 'better-sqlite3';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from '../../config';
import { createDatabase } from '../../db/database';
import { CatalogIndex, type PagedAnswer, type Suggestions } from './catalog-index';
import {
  SUMMARY_COLUMNS,
  findByIds,
  findSummariesByIds,
  type SummaryRow,
} from './catalog.repository';
import { pagedAnswerJson, summaryJson } from './catalog.service';
import type { IndexQuery } from './search-index';

// The search index in a worker thread: searching 100,000 products is a few
// milliseconds of pure computation, and in the API's own thread every other request
// (health checks, product pages, orders) would wait behind it. This thread has its own
// database connection for loading and following changes.
//
// It also writes the page's products (list items, as JSON text), which come back in the
// same message as the answer: from its cache of recently shown products, or read. On
// SQLite because better-sqlite3 is synchronous: 24 rows picked across a 100k-product
// file cost about a millisecond of page reads per search, which the API's thread would
// spend with every other request waiting (here: one prepared statement).
// On PostgreSQL because this thread has its own connection pool: 50 searches at once
// reading their pages through the API's pool made health checks and product pages
// queue for a connection behind them.

export interface WorkerData {
  config: Config;
  /** PostgreSQL: the schema the API's connections use. */
  searchPath?: string;
}

export type WorkerRequest =
  | { id: number; kind: 'query'; query: IndexQuery }
  | { id: number; kind: 'suggest'; tokens: string[]; limit: number };

export type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/**
 * List items as JSON text, by product id, for the products that pages showed last. A
 * page is then mostly string concatenation: no row read, no object, no JSON.stringify.
 * An entry is dropped as soon as the index's look at the database (at most a second
 * old when a query is answered, see catalog-index.ts) finds its product changed, and
 * everything on a reload (a delete, an archive), so price and stock on screen are as
 * current as the index's filters, whichever API instance or script wrote them.
 * Bounded: about 0.5 kB an entry, some 10 MB at most.
 */
const SUMMARY_CACHE_ENTRIES = 20_000;

class SummaryCache {
  private readonly entries = new Map<string, string>();
  /** Counts invalidations: a read that started before one may hold an older row. */
  private generation = 0;

  constructor(private readonly max: number) {}

  get(id: string): string | undefined {
    const json = this.entries.get(id);
    if (json !== undefined) {
      // Most recently used last: the oldest is evicted first.
      this.entries.delete(id);
      this.entries.set(id, json);
    }
    return json;
  }

  get version(): number {
    return this.generation;
  }

  /** Keeps rows read while no invalidation happened (`version` as it was at the read). */
  set(id: string, json: string, version: number): void {
    if (version !== this.generation) return;
    this.entries.set(id, json);
    if (this.entries.size > this.max) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  drop(ids: readonly string[]): void {
    this.generation += 1;
    for (const id of ids) this.entries.delete(id);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const data = workerData as WorkerData;
const db = createDatabase(
  data.config,
  data.searchPath === undefined ? {} : { searchPath: data.searchPath },
);
const summaries = new SummaryCache(SUMMARY_CACHE_ENTRIES);
const gc = collectGarbage();
const index = new CatalogIndex(
  db,
  Date.now,
  () => {
    summaries.clear();
    gc();
  },
  (ids) => summaries.drop(ids),
);
const port = parentPort!;
index.start().catch(() => undefined);

/**
 * A full garbage collection, run once the catalog is loaded. Loading reads every product
 * (descriptions included) and V8 grows this thread's heap to hold the rows while they
 * pass; without a collection it keeps that heap (about 80 MB for 40 MB of index at 100k
 * products) until memory pressure, which a busy index rarely meets: about 30 MB of
 * resident memory for nothing. `gc` is only exposed by a V8 flag, set here (V8 flags
 * are per process; this one only adds `gc` to contexts made from now on).
 */
function collectGarbage(): () => void {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as unknown;
    if (typeof gc === 'function') return () => (gc as () => void)();
  } catch {
    // Not available: V8 collects when it sees fit.
  }
  return () => undefined;
}

interface SuggestRow {
  id: string;
  name: string;
  slug: string;
}

/** Reads products by id with statements prepared once (SQLite only). */
class RowReader {
  private readonly sqlite: SQLite.Database;
  private readonly products: SQLite.Statement<[string], SummaryRow>;
  private readonly names: SQLite.Statement<[string], SuggestRow>;

  constructor(filename: string) {
    this.sqlite = new SQLite(filename, { fileMustExist: true });
    this.sqlite.pragma('busy_timeout = 5000');
    const columns = SUMMARY_COLUMNS.map((column) => `"${column}"`).join(', ');
    // One statement for any number of ids: they travel as one JSON array.
    const byIds = 'where id in (select value from json_each(?))';
    this.products = this.sqlite.prepare(`select ${columns} from products ${byIds}`);
    this.names = this.sqlite.prepare(`select id, name, slug from products ${byIds}`);
  }

  summaryRows(ids: readonly string[]): SummaryRow[] {
    return ids.length === 0 ? [] : this.products.all(JSON.stringify(ids));
  }

  suggestItems(ids: readonly string[]): { name: string; slug: string }[] {
    const rows = inOrder(ids, ids.length === 0 ? [] : this.names.all(JSON.stringify(ids)));
    return rows.map((row) => ({ name: row.name, slug: row.slug }));
  }
}

function inOrder<T extends { id: string }>(ids: readonly string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Reads products by id through this thread's own connection pool (PostgreSQL). */
class PooledRowReader {
  summaryRows(ids: readonly string[]): Promise<SummaryRow[]> {
    return findSummariesByIds(db, ids);
  }

  async suggestItems(ids: readonly string[]): Promise<{ name: string; slug: string }[]> {
    const rows = await findByIds(db, ids);
    return rows.map((row) => ({ name: row.name, slug: row.slug }));
  }
}

const reader =
  data.config.database.dialect === 'sqlite'
    ? new RowReader(data.config.database.filename)
    : new PooledRowReader();

const utf8 = new TextEncoder();

async function answer(request: WorkerRequest): Promise<PagedAnswer | Suggestions> {
  if (request.kind === 'query') {
    const { query } = request;
    const found = await index.query(query);
    // The whole answer written here, as UTF-8 bytes whose buffer is handed over to the
    // API's thread (not copied): that thread only sends them. Building the answer, its
    // strings and their garbage stay off the thread that answers every request. The
    // service asks for page `offset / limit + 1` of `limit` products.
    const json = pagedAnswerJson(
      await pageJson(found.ids),
      found,
      query.offset / query.limit + 1,
      query.limit,
      query.withFacets,
    );
    // TextEncoder gives the bytes a buffer of their own (Buffer.from may use a shared
    // pool, which must not be handed over).
    return { body: utf8.encode(json) };
  }
  const ids = await index.suggest(request.tokens, request.limit);
  return { ids, items: await reader.suggestItems(ids) };
}

/** The page's products as a JSON array, in the order of `ids`, from the cache or read. */
async function pageJson(ids: readonly string[]): Promise<string> {
  const items: (string | undefined)[] = ids.map((id) => summaries.get(id));
  const missing = ids.filter((_, i) => items[i] === undefined);
  if (missing.length > 0) {
    const version = summaries.version;
    const read = new Map<string, string>();
    for (const row of await reader.summaryRows(missing)) {
      const json = summaryJson(row);
      read.set(row.id, json);
      summaries.set(row.id, json, version);
    }
    // A product deleted since the index answered is left out.
    ids.forEach((id, i) => (items[i] ??= read.get(id)));
  }
  return `[${items.filter((json) => json !== undefined).join(',')}]`;
}

port.on('message', (request: WorkerRequest) => {
  answer(request).then(
    (value) =>
      port.postMessage(
        { id: request.id, ok: true, value } satisfies WorkerReply,
        'body' in value ? [value.body.buffer] : [],
      ),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply),
  );
});
