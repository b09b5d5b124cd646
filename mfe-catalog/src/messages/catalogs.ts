import type { Catalogs } from '@shop/shared';

// The catalog's words on every page: the home page and the header's search box (the
// listing, product and search pages' own words are in listing/). One chunk per language,
// only the page's language loaded.
export const catalogMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "catalog-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "catalog-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "catalog-messages-bn" */ './bn.json'),
};
