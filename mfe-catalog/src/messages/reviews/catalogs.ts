import type { Catalogs } from '@shop/shared';

// The words of a product page's reviews section (features/reviews): loaded with the
// section, after the page, so a cold product page does not download them.
export const reviewsMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "catalog-reviews-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "catalog-reviews-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "catalog-reviews-messages-bn" */ './bn.json'),
};
