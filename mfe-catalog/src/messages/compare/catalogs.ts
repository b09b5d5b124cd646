import type { Catalogs } from '@shop/shared';

// The words of the comparison (its tray and /compare) and of the recently viewed strip:
// loaded with those parts only, so a cold page does not download them. Only the page's
// language is loaded.
export const compareMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "catalog-compare-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "catalog-compare-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "catalog-compare-messages-bn" */ './bn.json'),
};
