import type { Catalogs } from '@shop/shared';

// The words of the category, sub-category, product and search pages: not on the home
// page, so a cold home page does not download them. Only the page's language is loaded.
export const listingMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "catalog-listing-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "catalog-listing-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "catalog-listing-messages-bn" */ './bn.json'),
};
