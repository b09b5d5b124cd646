import type { Catalogs } from '@shop/shared';

// Japan's 47 prefectures by the API's (English) name: Japanese names on Japanese pages.
// Only the checkout, the order page and the Calculate dialog load it.
export const prefectureMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "prefectures-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "prefectures-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "prefectures-bn" */ './bn.json'),
};
