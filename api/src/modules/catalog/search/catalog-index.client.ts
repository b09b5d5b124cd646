import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import { LocalCatalogIndex } from './catalog-index';
import type { CatalogIndexApi, PagedAnswer, Suggestions } from './catalog-index.types';
import type { WorkerData, WorkerReply, WorkerRequest } from './catalog-index.worker';
import type { IndexQuery } from './types';

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

// Where the index lives: a worker thread (see catalog-index.worker.ts), or this thread
// for an in-memory SQLite database, which another thread cannot open.

/** Runs the index in a worker thread, started on first use and again after a crash. */
export class WorkerCatalogIndex implements CatalogIndexApi {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private closed = false;

  constructor(
    private readonly config: Config,
    private readonly db: Kysely<Database>,
  ) {}

  query(query: IndexQuery): Promise<PagedAnswer> {
    return this.send({ kind: 'query', query }) as Promise<PagedAnswer>;
  }

  suggest(text: string, limit: number): Promise<Suggestions> {
    return this.send({ kind: 'suggest', text, limit }) as Promise<Suggestions>;
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = await this.starting;
    this.starting = null;
    this.worker = null;
    await worker?.terminate();
  }

  private starting: Promise<Worker> | null = null;

  private async send(message: DistributiveOmit<WorkerRequest, 'id'>): Promise<unknown> {
    if (this.closed) throw new Error('The catalog index is closed');
    const worker = await (this.starting ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id } as WorkerRequest);
    });
  }

  private async start(): Promise<Worker> {
    let searchPath: string | undefined;
    if (this.config.database.dialect === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        this.db,
      );
      searchPath = rows[0]?.schema;
    }
    const data: WorkerData = { config: this.config, ...(searchPath ? { searchPath } : {}) };
    const worker = spawnWorker(data);
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new Error(reply.message));
    });
    const fail = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      // The next request starts a fresh worker.
      if (this.worker === worker) {
        this.worker = null;
        this.starting = null;
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The catalog index worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}

// The worker allocates in bursts (a catalog load reads every row; each answer is a
// page of rows): a small young generation is collected more often but keeps the
// thread's resident memory near what the index needs.
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8 };

function spawnWorker(data: WorkerData): Worker {
  const compiled = path.join(__dirname, 'catalog-index.worker.js');
  if (fs.existsSync(compiled)) {
    return new Worker(compiled, { workerData: data, resourceLimits: WORKER_LIMITS });
  }
  // Running from the TypeScript sources (tsx, Jest): the worker compiles its own.
  const source = path.join(__dirname, 'catalog-index.worker.ts');
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(source)});`, {
    eval: true,
    workerData: data,
    resourceLimits: WORKER_LIMITS,
  });
}

export function createCatalogIndex(config: Config, db: Kysely<Database>): CatalogIndexApi {
  if (config.database.dialect === 'sqlite' && config.database.filename === ':memory:') {
    return new LocalCatalogIndex(db);
  }
  return new WorkerCatalogIndex(config, db);
}
