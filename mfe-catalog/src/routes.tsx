import { lazy } from 'react';
import type { CatalogPage, PageMap } from '@shop/shared';

// Each page is its own chunk; the shell loads this map and mounts one page per route.
export const pages: PageMap<CatalogPage> = {
  home: lazy(() => import('./pages/home-page')),
  mainCategory: lazy(() => import('./pages/category-page')),
  category: lazy(() => import('./pages/category-page')),
  subCategory: lazy(() => import('./pages/sub-category-page')),
  product: lazy(() => import('./pages/product-page')),
  search: lazy(() => import('./pages/search-page')),
};
