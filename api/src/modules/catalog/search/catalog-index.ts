import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import { writeAnswer } from './answer';
import { SearchIndex } from './engine';
import type { IndexQuery, IndexRow } from './types';
import { ByteWriter } from '../../../lib/byte-writer';
import type { CatalogIndexApi, PagedAnswer, Suggestions } from './catalog-index.types';
import { SUMMARY_COLUMNS } from '../catalog.repository';
import { SummaryStore } from './summary-store';

// The search index of one API instance, kept in step with the database. Every product
// write gets a change number from the database itself (migration 2026-11-23-006), so
// this instance reads what changed since its last look, whoever wrote it: another API
// instance on the same PostgreSQL, an order lowering stock, a script. It looks at most
// every SYNC_INTERVAL_MS, and before answering when its last look is older than that,
// so which products match a filter is never more than about a second behind. So are
// the list items a page shows: every row a look reads also goes to the list items kept
// beside the index (summary-store.ts), and a reload builds both afresh.

export const SYNC_INTERVAL_MS = 1_000;
// PostgreSQL hands out change numbers before commit, so a slow transaction can commit a
// smaller number after a larger one was read: every look re-reads this far back.
const LOOK_BACK_MS = 10_000;
const LOAD_SLICE = 5_000;

/** What the index reads: a list item's columns, and what it filters and sorts by beyond them. */
export const INDEX_COLUMNS = [
  ...SUMMARY_COLUMNS,
  'builder_category',
  'description',
  'specifications',
  'created_at',
  'revision',
] as const;

export class CatalogIndex {
  private index = new SearchIndex();
  private summaries = storeBeside(this.index);
  private revision = 0;
  private deletes = -1;
  private history: { at: number; revision: number }[] = [];
  private lastSync = 0;
  private syncing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: () => number = Date.now,
    /** Called after the whole catalog was (re)loaded. */
    private readonly afterLoad: () => void = () => undefined,
  ) {}

  /** Loads the catalog and keeps looking for changes until closed. */
  start(): Promise<void> {
    const first = this.sync();
    this.timer = setInterval(() => {
      this.sync().catch(() => undefined);
    }, SYNC_INTERVAL_MS);
    this.timer.unref();
    return first;
  }

  /**
   * Answers a query, written through `out` with the list items of the same moment: a
   * reload (which numbers the products afresh) cannot come between the index's answer
   * and the writing, so the answer's `docs` are the list items' places.
   */
  async answer(query: IndexQuery, out: ByteWriter): Promise<PagedAnswer> {
    await this.current();
    return { body: writeAnswer(this.index.query(query), this.summaries, query, out) };
  }

  /** Names and slugs of the products suggested, as current as the index's last look. */
  async suggest(text: string, limit: number): Promise<Suggestions> {
    await this.current();
    const ids = this.index.suggest(text, limit);
    return ids.flatMap((id) => this.summaries.nameAndSlug(id) ?? []);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.syncing?.catch(() => undefined);
  }

  private async current(): Promise<void> {
    if (this.clock() - this.lastSync >= SYNC_INTERVAL_MS || this.deletes < 0) await this.sync();
  }

  /** One look at a time; callers during a look wait for it. */
  sync(): Promise<void> {
    this.syncing ??= this.look().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  private async look(): Promise<void> {
    const started = this.clock();
    const state = await this.db
      .selectFrom('catalog_revision')
      .select(['deletes'])
      .where('id', '=', 1)
      .executeTakeFirst();
    const deletes = Number(state?.deletes ?? 0);
    if (deletes !== this.deletes) {
      // A product was deleted (or this is the first look): load everything afresh.
      // In slices, so the rows (descriptions included) never sit in memory all at once.
      const index = new SearchIndex();
      const summaries = storeBeside(index);
      let revision = 0;
      let after = '';
      for (;;) {
        const rows = await this.db
          .selectFrom('products')
          .select(INDEX_COLUMNS)
          .where('archived_at', 'is', null)
          .where('id', '>', after)
          .orderBy('id')
          .limit(LOAD_SLICE)
          .execute();
        if (rows.length === 0) break;
        index.upsert(rows as IndexRow[]);
        summaries.upsert(rows);
        revision = maxRevision(rows, revision);
        after = rows[rows.length - 1]!.id;
      }
      index.prepare();
      this.index = index;
      this.summaries = summaries;
      this.revision = revision;
      this.history = [];
      this.deletes = deletes;
      this.afterLoad();
    } else {
      const since = this.lookBackRevision(started);
      const rows = await this.db
        .selectFrom('products')
        .select(INDEX_COLUMNS)
        .where('archived_at', 'is', null)
        .where(sql<boolean>`revision > ${since}`)
        .execute();
      if (rows.length > 0) {
        this.index.upsert(rows as IndexRow[]);
        this.summaries.upsert(rows);
        this.revision = maxRevision(rows, this.revision);
      }
    }
    this.history.push({ at: started, revision: this.revision });
    this.lastSync = started;
  }

  /** The oldest revision this instance had within the last LOOK_BACK_MS. */
  private lookBackRevision(now: number): number {
    while (this.history.length > 1 && this.history[0]!.at < now - LOOK_BACK_MS) {
      this.history.shift();
    }
    return this.history[0]?.revision ?? this.revision;
  }
}

/** List items kept in the index's own numbering (the index gets each row first). */
export function storeBeside(index: SearchIndex): SummaryStore {
  return new SummaryStore((id) => index.docNumber(id));
}

function maxRevision(rows: readonly { revision: number | string }[], start: number): number {
  let max = start;
  for (const row of rows) max = Math.max(max, Number(row.revision));
  return max;
}

/** The index in this thread (an in-memory SQLite database, which another thread cannot open). */
export class LocalCatalogIndex implements CatalogIndexApi {
  private readonly index: CatalogIndex;
  private readonly out = new ByteWriter();

  constructor(db: Kysely<Database>) {
    this.index = new CatalogIndex(db);
  }

  query(query: IndexQuery): Promise<PagedAnswer> {
    return this.index.answer(query, this.out);
  }

  suggest(text: string, limit: number): Promise<Suggestions> {
    return this.index.suggest(text, limit);
  }

  close(): Promise<void> {
    return this.index.close();
  }
}
