import type { IndexQuery } from './types';

// What the catalog's service asks of the search index, wherever the index runs: in this
// thread (catalog-index.ts) or in a worker thread (catalog-index.client.ts).

/** A query's whole answer, the route's JSON as UTF-8 bytes (page's products included). */
export interface PagedAnswer {
  body: Uint8Array<ArrayBuffer>;
}

/** What a suggestion shows of each product suggested, most relevant first. */
export type Suggestions = { name: string; slug: string }[];

export interface CatalogIndexApi {
  query(query: IndexQuery): Promise<PagedAnswer>;
  suggest(text: string, limit: number): Promise<Suggestions>;
  close(): Promise<void>;
}
