import { lazy, type ComponentType } from 'react';
import {
  getBus,
  type Catalogs,
  loadMessages,
  LOCALES,
  shopLocale,
  type CatalogPage,
  type PageMap,
  type RoutesModule,
} from '@shop/shared';
import { catalogMessages } from './messages/catalogs';
import { compareMessages } from './messages/compare/catalogs';
import { listingMessages } from './messages/listing/catalogs';

type PageModule = { default: ComponentType };

/**
 * Starts loading a page's words in the page's language as its chunk is asked for, and
 * gives back the page once both are here: the page is only ready (for the shell, which
 * loads a server-rendered page before it hydrates) with its words, so hydration adopts
 * the server's HTML whole, in one pass, instead of waiting on a second download while the
 * page looks live but is not. Called while the import is being asked for (as the
 * argument of its `then`), so words and code load side by side.
 */
function withWords(
  listing: boolean,
  ...own: Catalogs[]
): (module: PageModule) => Promise<PageModule> {
  // In the browser the address's language is published before any page loads. The
  // server renders every language: it loads each once, so that no render within its time
  // budget waits on them one after the other.
  const locales = typeof window === 'undefined' ? LOCALES : [getBus().current(shopLocale).locale];
  const words = [catalogMessages, ...(listing ? [listingMessages] : []), ...own].flatMap(
    (catalogs) =>
      locales.map((locale) =>
        // A catalog that fails is the page's to report (useMessages throws to its boundary).
        loadMessages(catalogs, locale).catch(() => undefined),
      ),
  );
  return (module) => Promise.all(words).then(() => module);
}

// Each page is its own chunk; the shell loads this map and mounts one page per route.
export const pages: PageMap<CatalogPage> = {
  home: lazy(() => import('./pages/home-page').then(withWords(false))),
  mainCategory: lazy(() => import('./pages/category-page').then(withWords(true))),
  category: lazy(() => import('./pages/category-page').then(withWords(true))),
  subCategory: lazy(() => import('./pages/sub-category-page').then(withWords(true))),
  product: lazy(() => import('./pages/product-page').then(withWords(true))),
  search: lazy(() => import('./pages/search-page').then(withWords(true))),
  compare: lazy(() => import('./pages/compare-page').then(withWords(true, compareMessages))),
  wishlist: lazy(() => import('./pages/wishlist-page').then(withWords(false))),
};

// The loads the shell's server starts before rendering a page (a page without one asks for
// its data while it renders). Built into the server bundle only: the browser never runs them.
export const preload: RoutesModule<CatalogPage>['preload'] =
  process.env.SHOP_BUNDLE === 'server'
    ? {
        product: async (request) => (await import('./pages/preloads')).preloadProduct(request),
        search: async (request) => (await import('./pages/preloads')).preloadSearch(request),
      }
    : undefined;
