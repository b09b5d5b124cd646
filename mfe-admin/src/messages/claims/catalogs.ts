import type { Catalogs } from '@shop/shared';

// The back office's words for returns and warranty claims (orders section).
export const claimsMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "admin-claims-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "admin-claims-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "admin-claims-messages-bn" */ './bn.json'),
};
