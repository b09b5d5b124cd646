import fs from 'node:fs';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from '../../../config';
import { ByteWriter } from '../../../lib/byte-writer';
import { createDatabase } from '../../../db/database';
import { CatalogIndex } from './catalog-index';
import type { PagedAnswer, Suggestions } from './catalog-index.types';
import type { IndexQuery } from './types';

// The search index in a worker thread: searching 100,000 products is a few
// milliseconds of pure computation, and in the API's own thread every other request
// (health checks, product pages, orders) would wait behind it. This thread has its own
// database connection for loading and following changes.
//
// It also writes the whole answer, the page's products (list items) included, which
// goes back in the same message. The list items come from memory: the index keeps every
// product's list item beside it, in step with the database by the same looks
// (summary-store.ts), so a page reads nothing from the database and price and stock on
// screen are as current as the filters that found them.

export interface WorkerData {
  config: Config;
  /** PostgreSQL: the schema the API's connections use. */
  searchPath?: string;
}

export type WorkerRequest =
  | { id: number; kind: 'query'; query: IndexQuery }
  | { id: number; kind: 'suggest'; text: string; limit: number };

export type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string };

/** How much lower than the API's thread this thread runs (nice 5: about a third the share). */
const SEARCH_THREAD_NICENESS = 5;

const data = workerData as WorkerData;
const db = createDatabase(
  data.config,
  data.searchPath === undefined ? {} : { searchPath: data.searchPath },
);
const index = new CatalogIndex(db, Date.now, collectGarbage());
const port = parentPort!;
index.start().catch(() => undefined);
yieldToApiThread();

/**
 * Runs this thread at a lower priority than the API's own thread (Linux: a thread's id
 * is a process id to setpriority, so only this thread is concerned). When searches keep
 * both cores busy, the thread that answers health checks, product pages and orders gets
 * a core first: nothing else the API answers waits for the CPU behind searches.
 */
function yieldToApiThread(): void {
  try {
    const thread = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(thread) && thread !== process.pid) {
      os.setPriority(thread, SEARCH_THREAD_NICENESS);
    }
  } catch {
    // Not Linux, or not allowed: the scheduler shares the cores evenly.
  }
}

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

/** One buffer the answers are written into, reused; each answer leaves in a copy of its own. */
const out = new ByteWriter();

async function answer(request: WorkerRequest): Promise<PagedAnswer | Suggestions> {
  // A query's whole answer is written here, as UTF-8 bytes whose buffer is handed over
  // to the API's thread (not copied): that thread only sends them. Building the answer
  // and its garbage stay off the thread that answers every request.
  if (request.kind === 'query') return index.answer(request.query, out);
  return index.suggest(request.text, request.limit);
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
