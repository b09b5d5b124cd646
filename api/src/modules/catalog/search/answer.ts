import type { ByteWriter } from '../../../lib/byte-writer';
import type { SearchResult } from '../catalog.schemas';
import type { SummaryStore } from './summary-store';
import type { FacetCounts, IndexAnswer, IndexQuery } from './types';

// A query's answer as the route's JSON bytes: the page's list items from memory, then
// the total, the page and the facets.

/**
 * A query's whole answer (the route's JSON: the page's list items, total, page and
 * facets) as UTF-8 bytes in a buffer of their own, written through `out`.
 */
export function writeAnswer(
  found: IndexAnswer,
  items: SummaryStore,
  query: IndexQuery,
  out: ByteWriter,
): Uint8Array<ArrayBuffer> {
  out.ascii('{"items":[');
  let written = 0;
  for (const doc of found.docs) {
    if (!items.has(doc)) continue;
    if (written++ > 0) out.ascii(',');
    items.write(doc, out);
  }
  // The service asks for page `offset / limit + 1` of `limit` products.
  const page = query.offset / query.limit + 1;
  return out
    .ascii(']')
    .text(pagedAnswerTail(found, page, query.limit, query.withFacets))
    .take();
}

/**
 * What follows the page's items in a listing's or a search's JSON, as the routes'
 * response schemas write it: `,"total":…}` of a ProductList, and with `withFacets` of a
 * SearchResult. The index's thread writes the items before it (catalog-index.ts).
 */
function pagedAnswerTail(
  answer: Omit<IndexAnswer, 'docs'>,
  page: number,
  pageSize: number,
  withFacets: boolean,
): string {
  const head = `,"total":${answer.total},"page":${page},"pageSize":${pageSize}`;
  if (!withFacets) return `${head}}`;
  const facets: SearchResult['facets'] = (answer.facets as FacetCounts | null) ?? {
    brands: [],
    categories: [],
    price: { min: 0, max: 0 },
    specs: [],
  };
  const corrected =
    answer.corrected === null ? '' : `,"correctedQuery":${JSON.stringify(answer.corrected)}`;
  return `${head},"facets":${JSON.stringify(facets)}${corrected}}`;
}
