import type { PagePreload } from '@shop/shared';
import { productQuery } from '../features/catalog-data/use-product';
import { SEARCH_PAGE_SIZE, searchQuery } from '../features/catalog-data/use-search-results';
import { filtersToQuery, parseFilters } from '../features/filters/filter-params';
import { loadOnServer } from '../lib/catalog-query';

// Pages' loads started by the shell's server before their render (RoutesModule.preload),
// with the keys and loaders the pages' hooks use.

/** The product page reads its product; its similar products load in the browser. */
export async function preloadProduct({ params, store }: PagePreload): Promise<void> {
  const { key, load } = productQuery(params.slug ?? '');
  await loadOnServer(store, key, load);
}

/** The search page reads its results (with their facets) for the filters in its address. */
export async function preloadSearch({ search, store }: PagePreload): Promise<void> {
  const { key, load } = searchQuery(filtersToQuery(parseFilters(search), SEARCH_PAGE_SIZE));
  await loadOnServer(store, key, load);
}
