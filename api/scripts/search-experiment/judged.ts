import fs from 'node:fs';
import path from 'node:path';
import { loadSeedProducts } from '../../src/db/seed/catalog-products';
import { toProductRow } from '../../src/db/seed/seed-catalog';
import { SearchIndex } from '../../src/modules/catalog/search/engine';
import type { IndexRow } from '../../src/modules/catalog/search/types';
import { MiniSearchIndex } from './minisearch-engine';

// `npx tsx scripts/search-experiment/judged.ts` (from api/): the judged queries of
// test/modules/catalog/search/judged-queries.json on the engine and on the MiniSearch
// experiment, with the same rule as judged-queries.test.ts (4 of the top 5 relevant, or
// all when fewer answer; none empty).

interface Judged {
  kind: string;
  query: string;
  relevant: string[];
}

const judged = JSON.parse(
  fs.readFileSync(
    path.join(__dirname, '../../test/modules/catalog/search/judged-queries.json'),
    'utf8',
  ),
) as Judged[];
const products = loadSeedProducts();
const rows = products.map((product) => {
  const row = toProductRow(product);
  return { ...row, created_at: String(row.created_at) } as unknown as IndexRow;
});
const slugOf = new Map(products.map((product, i) => [rows[i]!.id, product.slug]));

for (const [name, index] of [
  ['engine', new SearchIndex()],
  ['minisearch', new MiniSearchIndex() as unknown as SearchIndex],
] as const) {
  index.upsert(rows);
  index.prepare();
  const missed: string[] = [];
  let empty = 0;
  for (const { query, relevant } of judged) {
    const answer = index.query({
      text: query,
      filters: {},
      sort: 'relevance',
      offset: 0,
      limit: 5,
      withFacets: false,
    });
    const top = answer.docs.map((doc) => slugOf.get(index.idOf(doc)!)!);
    const hits = top.filter((slug) => relevant.includes(slug)).length;
    if (answer.total === 0) empty += 1;
    if (hits < Math.min(4, relevant.length)) missed.push(`${query} (${hits}/5)`);
  }
  const good = judged.length - missed.length;
  console.log(
    `${name}: ${good} of ${judged.length} good (${((100 * good) / judged.length).toFixed(1)}%), ` +
      `${empty} empty; missed: ${missed.join(', ') || 'none'}`,
  );
}
