import type { Catalogs } from '@shop/shared';

// The back office's and the counter's words: one chunk per language, only the page's
// language loaded, and only once an admin page opens (the admin is on no shopper's page).
export const adminMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "admin-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "admin-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "admin-messages-bn" */ './bn.json'),
};
