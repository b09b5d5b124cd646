import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from '../../config';
import { createDatabase } from '../../db/database';
import { CatalogIndex } from './catalog-index';
import type { IndexQuery } from './search-index';

// The search index in a worker thread: searching 100,000 products is a few
// milliseconds of pure computation, and in the API's own thread every other request
// (health checks, product pages, orders) would wait behind it. This thread has its own
// database connection for loading and following changes.

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

const data = workerData as WorkerData;
const db = createDatabase(
  data.config,
  data.searchPath === undefined ? {} : { searchPath: data.searchPath },
);
const index = new CatalogIndex(db);
const port = parentPort!;
index.start().catch(() => undefined);

port.on('message', (request: WorkerRequest) => {
  const answer =
    request.kind === 'query'
      ? index.query(request.query)
      : index.suggest(request.tokens, request.limit);
  answer.then(
    (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WorkerReply),
    (error: unknown) =>
      port.postMessage({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      } satisfies WorkerReply),
  );
});
