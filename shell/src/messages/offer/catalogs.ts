import type { Catalogs } from '@shop/shared';

// The language offer's three sentences on their own: a first visit is offered another
// language in that language, so its page loads these (a few hundred bytes) rather than the
// shell's whole catalog a second time.
export const offerMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "offer-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "offer-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "offer-messages-bn" */ './bn.json'),
};
