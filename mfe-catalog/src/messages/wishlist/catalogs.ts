import type { Catalogs } from '@shop/shared';

// The words of the /wishlist page: loaded with that page only, the page's language only.
// (The heart's own words are in the catalog's root messages: it is on every card.)
export const wishlistMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "catalog-wishlist-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "catalog-wishlist-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "catalog-wishlist-messages-bn" */ './bn.json'),
};
