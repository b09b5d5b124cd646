import { lazy } from 'react';
import type { CatalogPage, PageMap } from '@shop/shared';

// Each page is its own chunk; the shell loads this map and mounts one page per route.
export const pages: PageMap<CatalogPage> = {
  home: lazy(() => import('./features/home/home-page')),
  mainCategory: lazy(() => import('./features/category/category-page')),
  category: lazy(() => import('./features/category/category-page')),
  subCategory: lazy(() => import('./features/category/sub-category-page')),
  product: lazy(() => import('./features/product/product-page')),
  search: lazy(() => import('./features/search/search-page')),
};
