import type { Catalogs } from '@shop/shared';

// The header control's own words (Sign In, the account menu, the session notice): it is on
// every page, so a cold page carries only these few, not the sign-in pages' catalog.
export const headerMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "auth-header-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "auth-header-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "auth-header-messages-bn" */ './bn.json'),
};
