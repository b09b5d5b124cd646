import type { Catalogs } from '@shop/shared';

// The back office's words for the moderation of buyers' reviews (Reviews tab).
export const reviewsMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "admin-reviews-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "admin-reviews-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "admin-reviews-messages-bn" */ './bn.json'),
};
