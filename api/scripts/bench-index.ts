import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { SearchIndex } from '../src/modules/catalog/search/engine';
import type { IndexQuery, IndexRow } from '../src/modules/catalog/search/types';
import { SUGGEST_LIMIT } from '../src/modules/catalog/catalog.schemas';
import type { SummaryRow } from '../src/modules/catalog/catalog.repository';
import { INDEX_COLUMNS, storeBeside } from '../src/modules/catalog/search/catalog-index';
import { writeAnswer } from '../src/modules/catalog/search/answer';
import { ByteWriter } from '../src/lib/byte-writer';
import { MiniSearchIndex } from './search-experiment/minisearch-engine';
import {
  nameWords,
  typedName,
  uncommonSearch,
  variedListing,
  variedSearch,
  typoSearch,
  synonymSearch,
} from './bench-workload';

// `npm run bench:index -w api` (not a test): the search index alone, in this process, on
// the SQLite catalog `npm run bench` made (100k products): microseconds per query of the
// same varied workloads, without HTTP, threads or JSON. Shows what a change to
// the search engine (modules/catalog/search) costs or saves; the HTTP bench shows what shoppers get.

const DATA_DIR = path.resolve(
  process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'circuit-haat-bench'),
);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 6_000);
const PAGE_SIZE = 24;
// BENCH_ENGINE=minisearch: the same rows on the MiniSearch experiment (docs/search.md).
const ENGINE = process.env.BENCH_ENGINE?.trim() || 'own';

function toQuery(params: URLSearchParams, withFacets: boolean): IndexQuery {
  const number = (name: string) => (params.has(name) ? Number(params.get(name)) : undefined);
  return {
    text: params.get('q') ?? '',
    filters: {
      category: params.get('category') ?? undefined,
      brands: params.has('brand') ? params.getAll('brand') : undefined,
      maxPrice: number('maxPrice'),
      inStock: params.has('inStock') ? true : undefined,
    },
    sort: (params.get('sort') ?? 'relevance') as IndexQuery['sort'],
    offset: ((number('page') ?? 1) - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
    withFacets,
  };
}

/** Mean microseconds per call over `rounds` passes (after one pass to warm up, if any). */
function time(calls: (() => unknown)[], rounds = 3, warm = true): string {
  if (warm) for (const call of calls) call();
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) for (const call of calls) call();
  return (((performance.now() - started) / (rounds * calls.length)) * 1000).toFixed(1);
}

function main(): void {
  const db = new SQLite(path.join(DATA_DIR, 'shop.db'), { readonly: true, fileMustExist: true });
  const rows = db
    .prepare(
      // What the API's index reads.
      `select ${INDEX_COLUMNS.join(', ')} from products where archived_at is null`,
    )
    .all() as (IndexRow & SummaryRow)[];
  const names = (
    db.prepare('select name from products order by random() limit 3000').all() as {
      name: string;
    }[]
  ).map((row) => nameWords(row.name));
  db.close();
  const started = performance.now();
  // The experiment has the same surface as the engine (see minisearch-engine.ts).
  const index =
    ENGINE === 'minisearch' ? (new MiniSearchIndex() as unknown as SearchIndex) : new SearchIndex();
  index.upsert(rows);
  index.prepare();
  const items = storeBeside(index);
  items.upsert(rows);
  console.log(
    `${ENGINE} engine: ${index.count} products indexed in ${Math.round(performance.now() - started)} ms; ` +
      `${QUERIES} varied queries per row, mean of 3 passes after a warm-up pass`,
  );
  const out = new ByteWriter();
  const searches = Array.from({ length: QUERIES }, () => toQuery(variedSearch(), true));
  const uncommon = Array.from({ length: QUERIES }, () => toQuery(uncommonSearch(names), true));
  const listings = Array.from({ length: QUERIES }, () => toQuery(variedListing(), false));
  const typed = Array.from({ length: QUERIES }, () => typedName(names));
  const typos = Array.from({ length: QUERIES }, () => toQuery(typoSearch(), true));
  const synonyms = Array.from({ length: QUERIES }, () => toQuery(synonymSearch(), true));
  const rowsOut: [string, string][] = [
    ['varied search', time(searches.map((q) => () => index.query(q)))],
    // As the index's worker answers: the index, then the page's list items and the facets
    // written as the route's JSON bytes.
    [
      'varied search, whole answer written',
      time(searches.map((q) => () => writeAnswer(index.query(q), items, q, out))),
    ],
    // One pass, not warmed: a second would find these words' lists kept by the first.
    [
      'varied search, uncommon words (first time)',
      time(
        uncommon.map((q) => () => index.query(q)),
        1,
        false,
      ),
    ],
    // One pass, not warmed: a second would find these misspellings' corrections kept.
    [
      'typo search (first time)',
      time(
        typos.map((q) => () => index.query(q)),
        1,
        false,
      ),
    ],
    ['synonym search', time(synonyms.map((q) => () => index.query(q)))],
    ['varied category listing', time(listings.map((q) => () => index.query(q)))],
    ['varied suggest', time(typed.map((text) => () => index.suggest(text, SUGGEST_LIMIT)))],
  ];
  console.log('\n| workload | us per query |\n| --- | --- |');
  for (const [name, us] of rowsOut) console.log(`| ${name} | ${us} |`);
}

main();
