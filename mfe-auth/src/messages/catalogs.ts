import type { Catalogs } from '@shop/shared';

// The sign-in remote's words (the sign-in dialog, login, register, profile, address book):
// one chunk per language, only the page's language loaded. The header control has its own
// small catalog (./header/).
export const authMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "auth-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "auth-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "auth-messages-bn" */ './bn.json'),
};
