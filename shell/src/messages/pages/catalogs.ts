import type { Catalogs } from '@shop/shared';

// The words of the shell's own pages (about, delivery, not found, the staff gates): loaded
// by those pages only, so the pages every shopper opens first do not carry them.
export const pageMessages: Catalogs = {
  en: () => import(/* webpackChunkName: "page-messages-en" */ './en.json'),
  ja: () => import(/* webpackChunkName: "page-messages-ja" */ './ja.json'),
  bn: () => import(/* webpackChunkName: "page-messages-bn" */ './bn.json'),
};
